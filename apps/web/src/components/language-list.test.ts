import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../test/fetch-routes';
import { jsonResponse } from '../test/factories';
import { LANGUAGE_LIST_URL, loadLanguages } from './language-switcher';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the language list', () => {
  it('comes from the server when it answers', async () => {
    stubFetchRoutes({
      [`GET ${LANGUAGE_LIST_URL}`]: () =>
        jsonResponse({
          success: true,
          data: [
            { code: 'ar', text: 'العربية' },
            { code: 'en-US', text: 'English (US)' },
          ],
        }),
    });
    expect(await loadLanguages()).toEqual([
      { code: 'ar', text: 'العربية' },
      { code: 'en-US', text: 'English (US)' },
    ]);
  });

  it('keeps the built-in three when the call fails', async () => {
    stubFetchRoutes({ [`GET ${LANGUAGE_LIST_URL}`]: () => jsonResponse({ message: 'down' }, 503) });
    expect((await loadLanguages()).map((l) => l.code)).toEqual(['en-US', 'zh-CN', 'ar']);
  });
});
