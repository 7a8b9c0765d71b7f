import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, profileViewParamsSchema, profileViewResponseSchema } from '@talent/contracts';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { getProfileView } from './profile-view.service.js';

/** A job seeker's profile as another signed-in person may see it (issue 13, `/profile/{subject}`). */
export async function profileViewRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/profile/:subject',
    {
      schema: {
        tags: ['job-seeker profile'],
        summary:
          "A job seeker's profile as the caller may see it: their own, a searchable one, or one an organisation in which they recruit may see (only approved recommendations and endorsements, public projects and volunteer works)",
        params: profileViewParamsSchema,
        response: {
          200: profileViewResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
      preHandler: requireUser(),
    },
    async (request) =>
      getProfileView(app.database.db, currentUser(request), request.params.subject, request.cookies.language),
  );
}
