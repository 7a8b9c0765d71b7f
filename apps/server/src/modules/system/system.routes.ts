import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, healthResponseSchema, serviceInfoSchema } from '@talent/contracts';
import { readBuildInfo } from '../../lib/build-info.js';
import { OPTIONAL_SIGN_IN_SECURITY } from '../../lib/openapi-document.js';

export async function systemRoutes(appBase: FastifyInstance, opts: { startedAt: number }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const build = readBuildInfo();

  app.get('/healthz', { schema: { hide: true, response: { 200: healthResponseSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: healthResponseSchema, 503: errorResponseSchema } } },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'database is not answering');
        return reply.status(503).send({
          error: 'unavailable',
          message: 'The database is not answering.',
          requestId: String(request.id),
        });
      }
    },
  );

  app.get(
    '/wf/api/v1/info',
    {
      schema: {
        summary: 'The service name and version; for the platform admin, what is deployed',
        tags: ['system'],
        security: OPTIONAL_SIGN_IN_SECURITY,
        response: { 200: serviceInfoSchema },
      },
    },
    async (request) => {
      const base = { name: build.name, version: build.version };
      // what is deployed, and on what, helps an attacker more than anyone else: admins only
      if (request.auth === null || request.auth.locked || !request.auth.roles.includes('admin')) return base;
      return {
        ...base,
        commit: build.commit,
        uptimeSeconds: Math.round((Date.now() - opts.startedAt) / 1000),
        database: app.database.kind,
      };
    },
  );

  app.get('/wf/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
