import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { ApplicationsScreen } from './applications-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const empty = () => jsonResponse({ items: [], total: 0, limit: 50, offset: 0 });
const API = '/elevate-be/rest/api';
/** The page's other calls (what is new, companies applied to, graduate requests), answered empty. */
const besides = {
  [`POST ${API}/job-seeker/latest-offers-interview`]: () => jsonResponse({ items: [] }),
  [`GET ${API}/job-seeker/applied-organization`]: empty,
  [`GET ${API}/job-seeker/freshout`]: () => jsonResponse({ requests: [], offers: [] }),
};
const myApplications = (calls: string[]) => calls.filter((c) => c.includes('/my-application'));

describe('ApplicationsScreen', () => {
  it('takes the status filter from the address, so a reload or a shared link keeps it', async () => {
    const fetchMock = stubFetchRoutes({ ...besides, [`GET ${API}/job-seeker/my-application`]: empty });
    renderRoute(<ApplicationsScreen />, { path: '/applications', url: '/applications?status=rejected' });
    await screen.findByText('No applications with this status.');
    expect(screen.getByRole('button', { name: 'Not selected' }).getAttribute('aria-pressed')).toBe('true');
    expect(myApplications(callsOf(fetchMock))[0]).toContain('statusIn=rejected');
  });

  it('offers to show every application when the filter leaves none', async () => {
    const fetchMock = stubFetchRoutes({ ...besides, [`GET ${API}/job-seeker/my-application`]: empty });
    renderRoute(<ApplicationsScreen />, { path: '/applications', url: '/applications?status=hired' });
    fireEvent.click(await screen.findByRole('button', { name: 'Show all applications' }));
    await screen.findByRole('link', { name: 'Browse jobs' });
    expect(myApplications(callsOf(fetchMock)).at(-1)).not.toContain('statusIn');
  });

  it('leads a seeker without applications to the jobs', async () => {
    stubFetchRoutes({ ...besides, [`GET ${API}/job-seeker/my-application`]: empty });
    renderRoute(<ApplicationsScreen />, { path: '/applications', url: '/applications' });
    expect(await screen.findByRole('heading', { name: 'No applications yet' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Browse jobs' })).getAttribute('href')).toBe('/jobs');
  });
});
