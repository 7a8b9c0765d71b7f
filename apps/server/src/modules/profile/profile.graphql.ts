import type { FastifyInstance } from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import { type ProfileContext, profileResolvers } from './profile.resolvers.js';
import { profileTypeDefs } from './profile.schema.js';

export const PROFILE_GRAPHQL_PATH = '/profile/x/';

/**
 * The profile service at /profile/x/ (decisions.md, "One origin, one gateway"): the profile query
 * and the company query. Unlike the current-user query, anonymous callers reach GraphQL, because
 * the company query is public; the profile field itself answers HTTP 401 to them.
 */
export async function profileGraphql(app: FastifyInstance): Promise<void> {
  const schema = createSchema<ProfileContext>({
    typeDefs: profileTypeDefs,
    resolvers: profileResolvers(app.database.db),
  });
  const yoga = createYoga<ProfileContext>({
    schema,
    graphqlEndpoint: PROFILE_GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    logging: false,
    maskedErrors: true,
  });

  app.route({
    url: PROFILE_GRAPHQL_PATH,
    method: ['GET', 'POST'],
    schema: { hide: true },
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  });
}
