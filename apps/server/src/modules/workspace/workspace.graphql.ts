import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSchema } from 'graphql-yoga';
import { type GraphqlLimits, createGuardedYoga, graphqlRoute, yogaLogger } from '../../lib/graphql-guard.js';
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
export async function workspaceGraphql(
  app: FastifyInstance,
  options: { limits: GraphqlLimits },
): Promise<void> {
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
  // only signed-in callers reach it, so only their budget applies
  const yoga = createGuardedYoga({
    schema,
    endpoint: '/workspace/x/graphql',
    limits: options.limits,
    audience: 'signed-in',
    logger: yogaLogger(app),
  });

  graphqlRoute(app, {
    url: '/workspace/x/graphql',
    limits: options.limits,
    pick: (req, reply) => {
      if (req.auth !== null) return yoga;
      void reply.status(401).send({ errors: [{ message: 'Please sign in.' }] });
      return null;
    },
  });
}
