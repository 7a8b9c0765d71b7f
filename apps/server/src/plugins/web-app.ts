import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Paths that belong to services, never to the web app: unknown ones there answer JSON 404. */
const SERVICE_PREFIXES = [
  '/elevate-be/',
  '/uaa/',
  '/sso/rest/',
  '/sso/oidc/',
  '/workspace/',
  '/profile/',
  '/fm/',
  '/router/',
  '/wf/',
  '/lang/',
  '/api/',
  '/healthz',
  '/readyz',
];

export function isServicePath(url: string): boolean {
  return SERVICE_PREFIXES.some((p) => url.startsWith(p));
}

/**
 * Serves the built web app: hashed assets cached for a year (Vite never reuses a name),
 * everything else revalidated; pre-compressed .br/.gz siblings are sent when the client accepts
 * them; any other GET for a page falls back to index.html so client-side routes load.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { distDir: string | undefined }) => {
  const distDir = opts.distDir;
  const hasWebApp = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(distDir, filePath);
        res.header(
          'cache-control',
          rel.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isServicePath(url) &&
      !url.startsWith('/assets/');
    if (isPage && hasWebApp) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({
      error: 'not_found',
      message: `No route for ${request.method} ${url}`,
      requestId: String(request.id),
    });
  });
});
