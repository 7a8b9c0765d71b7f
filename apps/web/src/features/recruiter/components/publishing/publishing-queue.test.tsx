import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../../../lib/session-hint';
import { callsOf, stubFetchRoutes } from '../../../../test/fetch-routes';
import { jsonResponse } from '../../../../test/factories';
import { renderRoute } from '../../../../test/render';
import { buildHrJobCard, buildHrJobList } from '../jobs-list.fixtures';
import { PublishingQueue, readQueueAddress } from './publishing-queue';

const QUEUE = 'GET /elevate-be/rest/api/publisher/job';
const JOB = '00000000-0000-4000-8000-0000000000d1';

beforeEach(() => setSessionHint());
afterEach(() => vi.unstubAllGlobals());

describe('PublishingQueue', () => {
  it('reads the keyword and the page from the address, a bad page as the first', () => {
    expect(readQueueAddress(new URLSearchParams('q=nurse&page=3'))).toEqual({ keyword: 'nurse', page: 3 });
    expect(readQueueAddress(new URLSearchParams('page=-2'))).toEqual({ keyword: '', page: 1 });
    expect(readQueueAddress(new URLSearchParams('page=x'))).toEqual({ keyword: '', page: 1 });
  });

  it('lists the drafts, each opening the editor to review and publish it', async () => {
    const fetchMock = stubFetchRoutes({
      [QUEUE]: () =>
        jsonResponse(buildHrJobList([buildHrJobCard({ id: JOB, title: 'ICU Nurse', status: 'draft' })], 21)),
    });
    renderRoute(<PublishingQueue />, { path: '/hr/publishing', url: '/hr/publishing?page=2' });
    const review = await screen.findByRole('link', { name: 'Review and publish ICU Nurse' });
    expect(review.getAttribute('href')).toBe(`/hr/jobs/${JOB}/edit`);
    expect(screen.getByText('21 drafts wait to be published')).toBeTruthy();
    const asked = new URL(
      callsOf(fetchMock)
        .find((c) => c.startsWith(QUEUE))
        ?.slice(4) ?? '',
      'http://x',
    );
    expect(asked.searchParams.get('offset')).toBe('20');
    expect(asked.searchParams.get('limit')).toBe('20');
    expect(screen.getByRole('navigation', { name: 'Pages of drafts' })).toBeTruthy();
  });

  it('says when nothing waits, and offers to clear a search that matches nothing', async () => {
    stubFetchRoutes({ [QUEUE]: () => jsonResponse(buildHrJobList([])) });
    renderRoute(<PublishingQueue />, { path: '/hr/publishing', url: '/hr/publishing?q=zzz' });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByText('Nothing waits to be published')).toBeTruthy();
  });
});
