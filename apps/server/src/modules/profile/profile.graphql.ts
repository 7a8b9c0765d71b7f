import type { FastifyInstance } from 'fastify';
import { createSchema } from 'graphql-yoga';
import { type GraphqlLimits, createGuardedYoga, graphqlRoute, yogaLogger } from '../../lib/graphql-guard.js';
import { MAX_COMPANIES, type ProfileContext, profileResolvers } from './profile.resolvers.js';
import { profileTypeDefs } from './profile.schema.js';

export const PROFILE_GRAPHQL_PATH = '/profile/x/';

export interface ProfileGraphqlOptions {
  limits: GraphqlLimits;
}

/**
 * The profile service at /profile/x/ (decisions.md, "One origin, one gateway"): the profile query
 * and the company query. Unlike the current-user query, anonymous callers reach GraphQL, because
 * the company query is public; the profile field itself answers HTTP 401 to them. Anonymous and
 * signed-in callers are served by two servers with their own budgets (decisions.md, "GraphQL limits").
 */
export async function profileGraphql(app: FastifyInstance, options: ProfileGraphqlOptions): Promise<void> {
  const schema = createSchema<ProfileContext>({
    typeDefs: profileTypeDefs,
    resolvers: profileResolvers(app.database.db),
  });
  const listFields = [{ coordinate: 'Query.companies', argument: 'limit', max: MAX_COMPANIES }];
  const common = {
    schema,
    endpoint: PROFILE_GRAPHQL_PATH,
    limits: options.limits,
    listFields,
    signedInFields: ['Query.profile'],
    logger: yogaLogger(app),
  };
  const anonymous = createGuardedYoga({ ...common, audience: 'anonymous' });
  const signedIn = createGuardedYoga({ ...common, audience: 'signed-in' });

  graphqlRoute(app, {
    url: PROFILE_GRAPHQL_PATH,
    limits: options.limits,
    pick: (req) => (req.auth === null ? anonymous : signedIn),
  });
}
