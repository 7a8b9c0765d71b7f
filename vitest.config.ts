import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources in tests (the `source` export condition).
const resolve = { conditions: ['source', 'module', 'browser', 'development|production'] };
const serverResolve = { conditions: ['source', 'node', 'import', 'default'] };

export default defineConfig({
  test: {
    reporters: process.env.CI_REPORT !== undefined ? ['default', 'json'] : ['default'],
    outputFile: process.env.CI_REPORT !== undefined ? { json: process.env.CI_REPORT } : {},
    projects: [
      {
        resolve: serverResolve,
        ssr: { resolve: { conditions: ['source'] } },
        test: { name: 'domain', include: ['packages/*/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: serverResolve,
        ssr: { resolve: { conditions: ['source'] } },
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // a whole screen in jsdom (the profile has some twenty sections) takes seconds on a busy
          // 2-core machine while the API tests run beside it; a test that hangs still fails
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
