import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';

/** Paths served by the API server (decisions.md, "One origin, one gateway"); the dev server forwards them. */
const SERVICE_PREFIXES = [
  '/elevate-be',
  '/uaa',
  '/sso/rest',
  '/sso/login',
  '/sso/logout',
  '/workspace',
  '/profile',
  '/fm',
  '/router',
  '/wf',
  '/lang',
  '/healthz',
  '/readyz',
];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, '.', '');
  const target = env.API_URL ?? 'http://localhost:8080';
  return {
    plugins: [react()],
    resolve: {
      // workspace packages (@talent/contracts, @talent/domain) resolve to their TypeScript sources
      conditions: ['source', ...defaultClientConditions],
    },
    build: {
      outDir: 'dist',
      assetsDir: 'assets',
      emptyOutDir: true,
      sourcemap: true,
    },
    server: {
      proxy: Object.fromEntries(SERVICE_PREFIXES.map((prefix) => [prefix, { target, changeOrigin: false }])),
    },
  };
});
