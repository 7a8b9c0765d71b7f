import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { GettingStartedPanel } from './getting-started-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GettingStartedPanel', () => {
  it('sends the profile and résumé steps to the profile screen', async () => {
    stubFetchRoutes({
      'POST /profile/x/': () =>
        jsonResponse({ data: { profile: { percentageCompleted: 20, resume: null } } }),
      'GET /elevate-be/rest/api/me/one-time-actions': () => jsonResponse({ actions: [] }),
    });
    renderRoute(<GettingStartedPanel onClose={() => undefined} />, { path: '/jobs', url: '/jobs' });
    const profile = await screen.findByRole('link', { name: /Complete your profile/ });
    expect(profile.getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Upload your résumé' }).getAttribute('href')).toBe('/profile');
  });
});
