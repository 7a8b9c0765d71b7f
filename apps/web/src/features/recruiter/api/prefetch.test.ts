import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe } from '../../../test/factories';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { prefetchRecruiterScreen } from './prefetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prefetchRecruiterScreen', () => {
  it('asks nothing about an anonymised candidate’s placeholder (the server would answer 404)', async () => {
    // any call fails: none is expected
    const fetchMock = stubFetchRoutes({});
    const me = buildMe({ roles: ['hr'], primaryRole: 'hr' });
    prefetchRecruiterScreen(
      new QueryClient(),
      '/hr/candidates/anonymised-00000000-0000-4000-8000-0000000000ab',
      new URLSearchParams(),
      me,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
