import { isApiError, isRefusal, isSessionRefreshed, request, type HttpMethod } from '../../../lib/api-client';
import { describeAccountFailure, type AccountResult } from './account-failure';

/**
 * One change by the signed-in user, through the API client: an expired access token is refreshed
 * and the change sent once more, like any call; every refusal comes back as the result.
 */
export async function sendAccountChange<T>(
  method: HttpMethod,
  url: string,
  body: unknown,
): Promise<AccountResult<T>> {
  const send = () => request<T>(method, url, { body });
  let answer: Awaited<ReturnType<typeof send>>;
  try {
    try {
      answer = await send();
    } catch (error) {
      if (!isSessionRefreshed(error)) throw error;
      answer = await send();
    }
  } catch (error) {
    // the client keeps no headers of a failed answer: a 429 comes without its wait
    if (isApiError(error))
      return { ok: false, failure: describeAccountFailure(error.status, error.body, null) };
    return { ok: false, failure: { code: 'network' } };
  }
  if (isRefusal(answer)) return { ok: false, failure: describeAccountFailure(400, answer, null) };
  return { ok: true, value: answer };
}
