import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import type { AuthContext } from '../auth/auth-context.js';

interface Context {
  req: FastifyRequest;
  reply: FastifyReply;
}

const typeDefs = /* GraphQL */ `
  type Profile {
    userID: ID!
    fullName: String!
    title: String
    pictureURL: String
    email: String
  }
  type User {
    id: ID!
    subject: String!
    profile: Profile
  }
  type Query {
    user: User!
    primaryRole: String!
    isPremium: Boolean!
    isEnterpriseUser: Boolean!
    roles: [String!]!
  }
`;

/**
 * The current-user query of the spec at /workspace/x/graphql:
 * `{ user { id subject profile { userID fullName title pictureURL email } } primaryRole isPremium isEnterpriseUser roles }`.
 * Anonymous callers get HTTP 401 before GraphQL runs, which sends the web app to the login page.
 */
export async function workspaceGraphql(app: FastifyInstance): Promise<void> {
  const auth = (ctx: Context): AuthContext => ctx.req.auth as AuthContext;
  const schema = createSchema<Context>({
    typeDefs,
    resolvers: {
      Query: {
        user: (_: unknown, __: unknown, ctx: Context) => ({
          id: auth(ctx).userId,
          subject: auth(ctx).subject,
        }),
        primaryRole: (_: unknown, __: unknown, ctx: Context) => auth(ctx).primaryRole,
        isPremium: (_: unknown, __: unknown, ctx: Context) => auth(ctx).isPremium,
        isEnterpriseUser: (_: unknown, __: unknown, ctx: Context) => auth(ctx).isEnterpriseUser,
        roles: (_: unknown, __: unknown, ctx: Context) => auth(ctx).roles,
      },
      User: {
        profile: async (user: { id: string }, _: unknown, ctx: Context) => {
          const a = auth(ctx);
          const row = await app.database.db
            .selectFrom('profiles')
            .select(['title', 'photoFileId', 'email'])
            .where('userId', '=', user.id)
            .executeTakeFirst();
          return {
            userID: a.userId,
            fullName: a.fullName,
            title: row?.title ?? null,
            pictureURL: row?.photoFileId ? `/fm/download/preview/${row.photoFileId}` : null,
            email: row?.email ?? a.email,
          };
        },
      },
    },
  });
  const yoga = createYoga<Context>({
    schema,
    graphqlEndpoint: '/workspace/x/graphql',
    graphiql: false,
    landingPage: false,
    logging: false,
    maskedErrors: true,
  });

  app.route({
    url: '/workspace/x/graphql',
    method: ['GET', 'POST'],
    schema: { hide: true },
    handler: async (req, reply) => {
      if (req.auth === null) {
        return reply.status(401).send({ errors: [{ message: 'Please sign in.' }] });
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  });
}
