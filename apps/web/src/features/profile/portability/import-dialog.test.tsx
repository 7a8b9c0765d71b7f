import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JsonResumeImportPlan } from '@talent/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes, type RouteHandler } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import type { MyProfile } from '../api';
import { PortabilityHarness } from './test-harness';
import { resumeFileName } from './api';

const JSON_RESUME = '/elevate-be/rest/api/job-seeker/profile/json-resume';

function profile(percentageCompleted = 20): MyProfile {
  return {
    percentageCompleted,
    userProfile: { fullName: 'Sara Haddad', title: null, aboutMe: null, isSearchable: true },
    photo: null,
    experiences: [],
    userSkills: [],
  };
}

const plan: JsonResumeImportPlan = {
  profile: [{ field: 'title', from: null, to: 'Data analyst' }],
  added: [{ section: 'experiences', summary: 'Analyst · Acme' }],
  skipped: [
    { what: 'skill Klingon', reason: 'is not in our skills list' },
    { what: 'Side project', reason: 'projects are not imported' },
  ],
};

function stub(routes: Record<string, RouteHandler> = {}) {
  let reads = 0;
  return stubFetchRoutes({
    'POST /profile/x/': () => {
      reads += 1;
      return jsonResponse({ data: { profile: profile(reads > 1 ? 45 : 20) } });
    },
    ...routes,
  });
}

async function openImport() {
  renderRoute(<PortabilityHarness />, { path: '/profile', url: '/profile' });
  fireEvent.click(await screen.findByRole('button', { name: 'Import JSON Resume' }));
  return screen.findByRole('dialog', { name: 'Import a JSON Resume file' });
}

function choose(dialog: HTMLElement, text: string, name = 'resume.json') {
  const input = dialog.ownerDocument.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'application/json' })] } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('resumeFileName', () => {
  it('names the file after the person, in any script, without characters a file system minds', () => {
    expect(resumeFileName('Sara Haddad')).toBe('Sara-Haddad.json');
    expect(resumeFileName('ليلى الحارثي')).toBe('ليلى-الحارثي.json');
    expect(resumeFileName('a/b:c')).toBe('a-b-c.json');
    expect(resumeFileName('  ')).toBe('resume.json');
  });
});

describe('the JSON Resume export', () => {
  it('downloads the answer as a .json file named after the person', async () => {
    const resume = { basics: { name: 'Sara Haddad' } };
    const fetchMock = stub({ [`GET ${JSON_RESUME}`]: () => jsonResponse(resume) });
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:resume');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderRoute(<PortabilityHarness />, { path: '/profile', url: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Download JSON Resume' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe('Sara-Haddad.json');
    expect(callsOf(fetchMock)).toContain(`GET ${JSON_RESUME}`);
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(JSON.parse(await (blob as Blob).text())).toEqual(resume);
  });

  it('says so when the download fails', async () => {
    stub({ [`GET ${JSON_RESUME}`]: () => jsonResponse({ error: 'internal', message: 'x' }, 500) });
    renderRoute(<PortabilityHarness />, { path: '/profile', url: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Download JSON Resume' }));
    expect((await screen.findByRole('alert')).textContent).toContain('could not be downloaded');
  });
});

describe('the JSON Resume import dialog', () => {
  it('shows what would change before importing, then imports and reads the profile again', async () => {
    let imported: unknown;
    const fetchMock = stub({
      [`POST ${JSON_RESUME}/preview`]: () => jsonResponse(plan),
      [`POST ${JSON_RESUME}`]: (_url, init) => {
        imported = JSON.parse(String(init?.body));
        return jsonResponse({ ...plan, percentageCompleted: 45 });
      },
    });
    const dialog = await openImport();
    choose(dialog, JSON.stringify({ basics: { label: 'Data analyst' } }));
    const planView = await within(dialog).findByTestId('import-plan');
    expect(within(planView).getByRole('heading', { name: 'Changes to your profile' })).toBeTruthy();
    const row = within(planView).getByRole('row', { name: /Headline/ });
    expect(row.textContent).toContain('(empty)');
    expect(row.textContent).toContain('Data analyst');
    expect(planView.textContent).toContain('Experience: Analyst · Acme');
    expect(planView.textContent).toContain('Skill: Klingon — not in our list of skills');
    expect(planView.textContent).toContain('Side project — projects are not imported');
    // nothing is written before "Import"
    expect(callsOf(fetchMock)).not.toContain(`POST ${JSON_RESUME}`);
    const reads = callsOf(fetchMock).filter((c) => c === 'POST /profile/x/').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('status')).textContent).toContain('Changes made: 2');
    expect(imported).toEqual({ basics: { label: 'Data analyst' } });
    await waitFor(() =>
      expect(callsOf(fetchMock).filter((c) => c === 'POST /profile/x/').length).toBeGreaterThan(reads),
    );
    await waitFor(() => expect(screen.getByTestId('profile-percent').textContent).toBe('45%'));
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 20_000);

  it('says a file that is not JSON is not, without asking the server', async () => {
    const fetchMock = stub();
    const dialog = await openImport();
    choose(dialog, '<html>not json</html>', 'cv.html');
    expect((await within(dialog).findByRole('alert')).textContent).toContain('This file is not JSON');
    expect(callsOf(fetchMock).some((c) => c.includes('json-resume'))).toBe(false);
    expect((within(dialog).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says why a JSON file that is not a JSON Resume is refused, naming the parts', async () => {
    stub({
      [`POST ${JSON_RESUME}/preview`]: () =>
        jsonResponse(
          {
            error: 'validation',
            message: 'bad',
            fields: [
              { field: 'body.work.0.startDate', message: 'must be a date: YYYY, YYYY-MM or YYYY-MM-DD' },
              {
                field: 'body.education.1.institution',
                message: 'Too big: expected string to have <=200 characters',
              },
              {
                field: 'body.basics.location.city',
                message: 'Invalid input: expected string, received number',
              },
              { field: 'body', message: 'Invalid input: expected object, received array' },
            ],
          },
          400,
        ),
    });
    const dialog = await openImport();
    choose(dialog, JSON.stringify({ work: [{ startDate: 'last year' }] }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('not a JSON Resume');
    const lines = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Experience 1: Start date — Write the date as YYYY, YYYY-MM or YYYY-MM-DD.',
      'Education 2: School or university — At most 200 characters.',
      'Where you live: City — This must be text.',
      'Another part of the file — This value is not valid.',
    ]);
    expect(alert.textContent).not.toMatch(/work\.0|startDate|body/);
    expect((within(dialog).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers no import when the profile already has everything', async () => {
    stub({
      [`POST ${JSON_RESUME}/preview`]: () =>
        jsonResponse({
          profile: [],
          added: [],
          skipped: [{ what: 'Analyst · Acme', reason: 'is on the profile already' }],
        }),
    });
    const dialog = await openImport();
    choose(dialog, JSON.stringify({ work: [] }));
    expect(
      await within(dialog).findByText('Your profile already has everything this file holds.'),
    ).toBeTruthy();
    expect(within(dialog).getByTestId('import-plan').textContent).toContain('already on your profile');
    expect((within(dialog).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the dialog open and says nothing changed when the import is refused', async () => {
    stub({
      [`POST ${JSON_RESUME}/preview`]: () => jsonResponse(plan),
      [`POST ${JSON_RESUME}`]: () => jsonResponse({ error: 'conflict', message: 'full' }, 409),
    });
    const dialog = await openImport();
    choose(dialog, JSON.stringify({ basics: { label: 'Data analyst' } }));
    await within(dialog).findByTestId('import-plan');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Nothing was changed');
  });
});
