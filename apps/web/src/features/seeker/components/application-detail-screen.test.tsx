import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { buildJobSummary, jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { ApplicationDetailScreen } from './application-detail-screen';

const APP_ID = '00000000-0000-4000-8000-0000000000a1';
const job = buildJobSummary({ title: 'Data Analyst' });

function detail(status: string) {
  return {
    id: APP_ID,
    job: { ...job, status: 'published', endDate: null },
    status,
    source: 'direct',
    appliedAt: '2026-01-01T08:00:00Z',
    updatedAt: '2026-01-02T08:00:00Z',
    coverLetter: null,
    invitationId: null,
    assessments: [],
    offers: [],
    timeline: [
      {
        id: '00000000-0000-4000-8000-0000000000b1',
        entityId: APP_ID,
        entity: 'application',
        fromStatus: null,
        toStatus: 'applied',
        changedAt: '2026-01-01T08:00:00Z',
        changedBy: { id: '00000000-0000-4000-8000-0000000000c1', fullName: 'Amira Haddad' },
        note: null,
      },
      {
        id: '00000000-0000-4000-8000-0000000000b2',
        entityId: APP_ID,
        entity: 'application',
        fromStatus: 'applied',
        toStatus: 'shortlisted',
        changedAt: '2026-01-02T08:00:00Z',
        changedBy: null,
        note: 'Strong SQL.',
      },
    ],
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApplicationDetailScreen', () => {
  it('shows every status change and withdraws only after confirmation', async () => {
    let status = 'shortlisted';
    const fetchMock = stubFetchRoutes({
      [`GET /elevate-be/rest/api/job-seeker/my-application/${APP_ID}`]: () => jsonResponse(detail(status)),
      [`POST /elevate-be/rest/api/job-seeker/my-application/${APP_ID}/withdraw`]: () => {
        status = 'withdrawn';
        return jsonResponse({ id: APP_ID, status });
      },
    });
    renderRoute(<ApplicationDetailScreen />, {
      path: '/applications/:applicationId',
      url: `/applications/${APP_ID}`,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Data Analyst' })).toBeTruthy();
    const timeline = within(screen.getByRole('region', { name: 'Timeline' }));
    expect(timeline.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Application: Applied',
      'Application: Shortlisted',
    ]);
    expect(timeline.getByText('Strong SQL.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the application' }));
    expect(callsOf(fetchMock).some((c) => c.startsWith('POST'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw application' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw this application?' })).getByRole('button', {
        name: 'Withdraw',
      }),
    );
    expect(await screen.findByText('Withdrawn')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).toBeNull();
  });
});

describe('ApplicationDetailScreen: where an interview or an offer is answered', () => {
  it('links the latest event of each interview and offer to its screen, once each', async () => {
    const ASSESSMENT = '00000000-0000-4000-8000-0000000000d1';
    const OFFER = '00000000-0000-4000-8000-0000000000e1';
    const base = detail('offered');
    const event = (n: number, entity: 'assessment' | 'offer', entityId: string, toStatus: string) => ({
      id: `00000000-0000-4000-8000-0000000000f${n}`,
      entityId,
      entity,
      fromStatus: null,
      toStatus,
      changedAt: `2026-01-0${n + 2}T08:00:00Z`,
      changedBy: null,
      note: null,
    });
    stubFetchRoutes({
      [`GET /elevate-be/rest/api/job-seeker/my-application/${APP_ID}`]: () =>
        jsonResponse({
          ...base,
          timeline: [
            ...base.timeline,
            event(1, 'assessment', ASSESSMENT, 'scheduled'),
            event(2, 'assessment', ASSESSMENT, 'accepted'),
            event(3, 'offer', OFFER, 'sent'),
          ],
        }),
    });
    renderRoute(<ApplicationDetailScreen />, {
      path: '/applications/:applicationId',
      url: `/applications/${APP_ID}`,
    });
    const timeline = within(await screen.findByRole('region', { name: 'Timeline' }));
    const interviews = timeline.getAllByRole('link', { name: 'Open the interview' });
    expect(interviews.map((a) => a.getAttribute('href'))).toEqual([
      `/jobs/interview/${job.id}/${ASSESSMENT}`,
    ]);
    // on the interview's latest change (accepted), not on its first
    expect(interviews[0]?.closest('li')?.textContent).toContain('Interview: accepted');
    expect(timeline.getByRole('link', { name: 'Open the offer' }).getAttribute('href')).toBe(
      `/jobs/offer/${job.id}`,
    );
  });
});
