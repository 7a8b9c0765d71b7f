import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes } from '../test/fetch-routes';
import { buildMe, jsonResponse } from '../test/factories';
import { fetchCurrentUser } from './current-user';
import { EARLY_SESSION_CHECK } from './early-session-check';
import { redirectToLogin } from './login-redirect';
import { clearSessionHint, hasSessionHint, setSessionHint } from './session-hint';

vi.mock('./login-redirect', () => ({ redirectToLogin: vi.fn(() => true) }));

const unauthorized = () => jsonResponse({ error: 'unauthorized', message: 'Please sign in.' }, 401);

beforeEach(() => {
  clearSessionHint();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchCurrentUser', () => {
  it('answers the user, and remembers that this browser has a session', async () => {
    setSessionHint();
    const me = buildMe();
    stubFetchRoutes({ 'GET /uaa/me': () => jsonResponse(me) });
    await expect(fetchCurrentUser({ refresh: 'if-hinted' })).resolves.toEqual(me);
    expect(hasSessionHint()).toBe(true);
  });

  it('takes the boot script’s early answer once, and asks itself after that (or when it failed)', async () => {
    setSessionHint();
    const me = buildMe();
    const fetchMock = stubFetchRoutes({ 'GET /uaa/me': () => jsonResponse(me) });
    const holder = window as unknown as Record<string, unknown>;
    holder[EARLY_SESSION_CHECK] = Promise.resolve(jsonResponse({ ...me, name: 'Early' }));
    await expect(fetchCurrentUser({ refresh: 'if-hinted' })).resolves.toMatchObject({ name: 'Early' });
    expect(callsOf(fetchMock)).toEqual([]);
    expect(holder[EARLY_SESSION_CHECK]).toBeUndefined();
    await expect(fetchCurrentUser({ refresh: 'if-hinted' })).resolves.toEqual(me);
    holder[EARLY_SESSION_CHECK] = Promise.reject(new TypeError('Failed to fetch'));
    await expect(fetchCurrentUser({ refresh: 'if-hinted' })).resolves.toEqual(me);
    expect(callsOf(fetchMock)).toEqual(['GET /uaa/me', 'GET /uaa/me']);
  });

  it('answers null for an anonymous visitor at once, without a request that would log a 401', async () => {
    const fetchMock = stubFetchRoutes({ 'GET /uaa/me': unauthorized });
    await expect(fetchCurrentUser({ refresh: 'if-hinted' })).resolves.toBeNull();
    expect(callsOf(fetchMock)).toEqual([]);
  });

  it('asks without a hint right after a sign-in, and sets the hint for the pages after it', async () => {
    const me = buildMe();
    const fetchMock = stubFetchRoutes({ 'GET /uaa/me': () => jsonResponse(me) });
    await expect(fetchCurrentUser({ refresh: 'always' })).resolves.toEqual(me);
    expect(callsOf(fetchMock)).toEqual(['GET /uaa/me']);
    expect(hasSessionHint()).toBe(true);
    await expect(fetchCurrentUser({ refresh: 'if-hinted' })).resolves.toEqual(me);
  });

  it('answers null after a sign-in that left no session, without a login redirect', async () => {
    const fetchMock = stubFetchRoutes({
      'GET /uaa/me': unauthorized,
      'POST /uaa/oauth/token': () => jsonResponse({ error: 'invalid_grant', message: 'x' }, 401),
    });
    await expect(fetchCurrentUser({ refresh: 'always' })).resolves.toBeNull();
    expect(callsOf(fetchMock)).toEqual(['GET /uaa/me', 'POST /uaa/oauth/token']);
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('refreshes once when the browser had a session, and asks again', async () => {
    setSessionHint();
    const me = buildMe();
    const answers = [unauthorized(), jsonResponse(me)];
    const fetchMock = stubFetchRoutes({
      'GET /uaa/me': () => answers.shift() ?? unauthorized(),
      'POST /uaa/oauth/token': () => jsonResponse({ accessToken: 'a', refreshToken: 'r' }),
    });
    await expect(fetchCurrentUser({ refresh: 'if-hinted' })).resolves.toEqual(me);
    expect(callsOf(fetchMock)).toEqual(['GET /uaa/me', 'POST /uaa/oauth/token', 'GET /uaa/me']);
  });

  it('forgets the session when the refresh is refused, without a login redirect', async () => {
    setSessionHint();
    stubFetchRoutes({
      'GET /uaa/me': unauthorized,
      'POST /uaa/oauth/token': () => jsonResponse({ error: 'invalid_grant', message: 'x' }, 401),
    });
    await expect(fetchCurrentUser({ refresh: 'if-hinted' })).resolves.toBeNull();
    expect(hasSessionHint()).toBe(false);
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('raises other failures', async () => {
    stubFetchRoutes({ 'GET /uaa/me': () => jsonResponse({ error: 'internal', message: 'x' }, 500) });
    await expect(fetchCurrentUser({ refresh: 'always' })).rejects.toMatchObject({ status: 500 });
  });
});
