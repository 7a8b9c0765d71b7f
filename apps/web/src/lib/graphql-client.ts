import { refreshSession } from './api-client';
import { redirectToLogin } from './login-redirect';

/** The current-user query's endpoint (spec section 7, decisions.md "One origin, one gateway"). */
export const WORKSPACE_GRAPHQL_URL = '/workspace/x/graphql';

/** The profile service's endpoint: the profile query and the company query. */
export const PROFILE_GRAPHQL_URL = '/profile/x/';

export type GraphQLVariables = Readonly<Record<string, unknown>>;

export interface GraphQLRequestOptions {
  signal?: AbortSignal;
}

/**
 * Runs one GraphQL operation and returns its `data`. By the spec (section 8), an HTTP 401 sends the
 * browser to the login page (after one token refresh and one re-run of the operation) and every
 * other failure is ignored silently: the result is then whatever data came back, partial or null.
 * Only a cancellation (AbortError) rejects, so query hooks can cancel.
 */
export async function graphqlRequest<TData>(
  endpoint: string,
  query: string,
  variables?: GraphQLVariables,
  options: GraphQLRequestOptions = {},
): Promise<TData | null> {
  const init: RequestInit = {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(variables === undefined ? { query } : { query, variables }),
    credentials: 'include',
  };
  if (options.signal !== undefined) init.signal = options.signal;

  let payload: unknown;
  try {
    let response = await fetch(endpoint, init);
    // Refreshing before redirecting is what makes "an expired access token is refreshed without the user noticing" true.
    if (response.status === 401 && (await refreshSession())) response = await fetch(endpoint, init);
    if (response.status === 401) {
      redirectToLogin();
      return null;
    }
    payload = await response.json();
  } catch (caught) {
    if (options.signal?.aborted === true) throw caught;
    return null;
  }
  if (typeof payload !== 'object' || payload === null || !('data' in payload)) return null;
  return (payload.data ?? null) as TData | null;
}
