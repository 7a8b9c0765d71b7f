import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ResumePrefillResponse } from '@talent/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes, type RouteHandler } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import type { MyProfile } from '../api';
import { PortabilityHarness } from './test-harness';

const REST = '/elevate-be/rest/api/job-seeker/profile';
const FILE = '44444444-4444-4444-8444-444444444444';
const PY = '55555555-5555-4555-8555-555555555555';
const SQL = '66666666-6666-4666-8666-666666666666';

function profile(
  resume: MyProfile['resume'] = {
    id: FILE,
    aPIURL: '/fm/download/preview/x',
    aPIFilename: 'cv.pdf',
    aPIContentType: 'application/pdf',
  },
): MyProfile {
  return {
    percentageCompleted: 30,
    userProfile: { fullName: 'Omar Khalid', title: null, aboutMe: null, isSearchable: true },
    photo: null,
    resume,
    experiences: [],
    userSkills: [],
  };
}

const found: ResumePrefillResponse = {
  experiences: [
    {
      jobTitle: 'Senior Data Engineer',
      companyName: 'Gulf Data Co.',
      dateFrom: '2020-01-01',
      dateTo: null,
      isCurrent: true,
    },
  ],
  educations: [
    {
      degreeTitle: 'MSc Data Science',
      universityName: 'University of Nizwa',
      startDate: '2015-01-01',
      endDate: '2017-01-01',
    },
  ],
  skills: [
    { id: PY, name: 'Python' },
    { id: SQL, name: 'SQL' },
  ],
  pagesRead: 1,
  truncated: false,
};

function stub(answer: () => Response, routes: Record<string, RouteHandler> = {}, me = profile()) {
  return stubFetchRoutes({
    'POST /profile/x/': () => jsonResponse({ data: { profile: me } }),
    [`POST ${REST}/resume-prefill`]: answer,
    ...routes,
  });
}

const bodiesTo = (fetchMock: ReturnType<typeof stubFetchRoutes>, path: string) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) => init?.method === 'POST' && new URL(String(input), 'http://x').pathname === path,
    )
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

async function openPrefill() {
  renderRoute(<PortabilityHarness />, { path: '/profile', url: '/profile' });
  fireEvent.click(await screen.findByRole('button', { name: 'Prefill from my résumé' }));
  return screen.findByRole('dialog', { name: 'Suggestions from your résumé' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the résumé prefill dialog', () => {
  it('lists the suggestions, lets them be edited and unticked, and adds the chosen ones through the sections', async () => {
    const written = () => jsonResponse({ id: FILE, percentageCompleted: 60 }, 201);
    const fetchMock = stub(() => jsonResponse(found), {
      [`POST ${REST}/experiences`]: written,
      [`POST ${REST}/educations`]: written,
      [`POST ${REST}/skills`]: written,
    });
    const dialog = await openPrefill();
    expect(bodiesTo(fetchMock, `${REST}/resume-prefill`)).toEqual([{ file: { id: FILE } }]);
    const title = await within(dialog).findByDisplayValue('Senior Data Engineer');
    fireEvent.change(title, { target: { value: 'Lead Data Engineer' } });
    // a current job has no end
    const job = within(dialog).getByRole('group', { name: 'Add job 1' });
    expect((within(job).getByLabelText('To (month)') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'SQL' }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Level of Python' }), {
      target: { value: '5' },
    });
    // nothing is written before "Add selected"
    expect(callsOf(fetchMock).filter((c) => /experiences|educations|skills/.test(c))).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add selected (3)' }));
    expect((await screen.findByRole('status')).textContent).toContain('Added to your profile: 3');
    expect(bodiesTo(fetchMock, `${REST}/experiences`)).toMatchObject([
      {
        jobTitle: 'Lead Data Engineer',
        companyName: 'Gulf Data Co.',
        dateFrom: '2020-01-01',
        dateTo: null,
        isCurrent: true,
      },
    ]);
    expect(bodiesTo(fetchMock, `${REST}/educations`)).toEqual([
      {
        degreeTitle: 'MSc Data Science',
        universityName: 'University of Nizwa',
        startDate: '2015-01-01',
        endDate: '2017-01-01',
      },
    ]);
    expect(bodiesTo(fetchMock, `${REST}/skills`)).toEqual([{ skill: { id: PY }, level: 5 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);

  it('checks the chosen entries first and sends nothing while one is wrong', async () => {
    const fetchMock = stub(() =>
      jsonResponse({ ...found, experiences: [{ ...found.experiences[0], companyName: '' }] }),
    );
    const dialog = await openPrefill();
    await within(dialog).findByDisplayValue('Senior Data Engineer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add selected (4)' }));
    expect(await within(dialog).findByText('Fill this in.')).toBeTruthy();
    expect(callsOf(fetchMock).filter((c) => /experiences|educations|skills/.test(c))).toEqual([]);
  });

  it('marks what the server refused, keeps the dialog open, and does not send the added ones again', async () => {
    let skillPosts = 0;
    const fetchMock = stub(() => jsonResponse({ ...found, experiences: [], educations: [] }), {
      [`POST ${REST}/skills`]: () => {
        skillPosts += 1;
        return skillPosts === 1
          ? jsonResponse({ id: FILE, percentageCompleted: 40 }, 201)
          : jsonResponse({ error: 'conflict', message: 'already' }, 409);
      },
    });
    const dialog = await openPrefill();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add selected (2)' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('could not be added');
    expect(within(dialog).getByText('Added to your profile')).toBeTruthy();
    expect(within(dialog).getByText('Could not be added')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add selected (1)' }));
    await waitFor(() => expect(bodiesTo(fetchMock, `${REST}/skills`)).toHaveLength(3));
    expect(bodiesTo(fetchMock, `${REST}/skills`)[2]).toEqual({ skill: { id: SQL }, level: 3 });
  }, 20_000);

  it('says when the PDF has no text to read', async () => {
    stub(() => jsonResponse({ error: 'unreadable_pdf', message: 'x' }, 400));
    const dialog = await openPrefill();
    expect((await within(dialog).findByRole('alert')).textContent).toContain('could not be read');
  });

  it('says when nothing was found', async () => {
    stub(() => jsonResponse({ experiences: [], educations: [], skills: [], pagesRead: 1, truncated: false }));
    const dialog = await openPrefill();
    expect(await within(dialog).findByText(/No jobs, studies or new skills/)).toBeTruthy();
  });

  it('is offered only when the résumé is a PDF', async () => {
    stub(
      () => jsonResponse(found),
      {},
      profile({
        id: FILE,
        aPIURL: '/x',
        aPIFilename: 'cv.docx',
        aPIContentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
    renderRoute(<PortabilityHarness />, { path: '/profile', url: '/profile' });
    await screen.findByRole('button', { name: 'Download JSON Resume' });
    expect(screen.queryByRole('button', { name: 'Prefill from my résumé' })).toBeNull();
  });
});
