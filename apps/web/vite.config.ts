import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv, type Plugin } from 'vite';
import { BOOT_SCRIPT, deferEntry } from './src/app/start-after-paint.ts';

/**
 * Paths served by the API server (decisions.md, "One origin, one gateway"); the dev server forwards them.
 * /sso/login, /sso/signup, /sso/callback and /sso/logout are pages of this web app, so only the login
 * service's calls (/sso/rest) and its identity-provider round trip (/sso/oidc) are forwarded.
 */
const SERVICE_PREFIXES = [
  '/elevate-be',
  '/uaa',
  '/sso/rest',
  '/sso/oidc',
  '/workspace',
  // the profile service's GraphQL only: /profile and /profile/{subject} are pages of the app
  '/profile/x/',
  '/fm',
  '/router',
  '/wf',
  '/lang',
  '/healthz',
  '/readyz',
];

/** The built index.html starts the app after the first paint (src/app/start-after-paint.ts). */
function startAfterFirstPaint(): Plugin {
  return {
    name: 'talent:start-after-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page === undefined || page.type !== 'asset') return;
      const ref = this.emitFile({ type: 'asset', name: 'boot.js', source: BOOT_SCRIPT });
      page.source = deferEntry(String(page.source), `/${this.getFileName(ref)}`);
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, '.', '');
  const target = env.API_URL ?? 'http://localhost:8080';
  return {
    plugins: [react(), startAfterFirstPaint()],
    resolve: {
      // workspace packages (@talent/contracts, @talent/domain) resolve to their TypeScript sources
      conditions: ['source', ...defaultClientConditions],
    },
    build: {
      outDir: 'dist',
      assetsDir: 'assets',
      emptyOutDir: true,
      sourcemap: true,
      // the one larger chunk is the password checker's dictionaries (zxcvbn, 1.2 MB), loaded only
      // when a new password is typed (use-password-strength.ts); anything else this size is a warning
      chunkSizeWarningLimit: 1300,
    },
    server: {
      // ws: the live channel (/router/rest/api/live) is a WebSocket
      proxy: {
        ...Object.fromEntries(
          SERVICE_PREFIXES.map((prefix) => [prefix, { target, changeOrigin: false, ws: true }]),
        ),
        // a mail's one-click unsubscribe: a POST is the server's route, a GET this app's page
        '/unsubscribe': {
          target,
          changeOrigin: false,
          bypass: (req) => (req.method === 'POST' ? undefined : req.url),
        },
      },
    },
  };
});
