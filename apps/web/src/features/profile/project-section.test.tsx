import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROJECT_SKILLS_MAX } from '@talent/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandler } from '../../test/fetch-routes';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import { useMyProfile, type MyProfile, type Project } from './api';
import { fileIdOf, ProjectSection } from './project-section';
import { buildProfile, PROFILE_REST, stubProfile, writesTo } from './test-support';

const BASE = `${PROFILE_REST}/projects`;
const ID = '44444444-4444-4444-8444-444444444444';
const TS = '55555555-5555-4555-8555-555555555555';
const COVER = '66666666-6666-4666-8666-666666666666';
const PDF = '77777777-7777-4777-8777-777777777777';

const project: Project = {
  id: ID,
  projectTitle: 'Fleet tracker',
  projectDescription: 'Live map of 300 vans.',
  coverImg: `/fm/download/preview/${COVER}`,
  companyName: 'Oman Logistics',
  startDate: '2022-01-01',
  endDate: '2022-09-01',
  projectURL: 'https://tracker.example.com',
  isPrivate: true,
  location: null,
  projectAttachements: [
    { id: 'a1', attachement: { id: PDF, aPIURL: `/fm/download/preview/${PDF}`, aPIFilename: 'summary.pdf' } },
  ],
};
const used = [{ id: 'u1', project: { id: ID }, skill: { id: TS, skillName: 'TypeScript' } }];

function Harness() {
  const query = useMyProfile();
  return query.data === undefined ? null : (
    <ProjectSection
      projects={query.data.userProjects ?? []}
      usedSkills={query.data.userProjectUsedSkills ?? []}
    />
  );
}

const profileWith = (userProjects: Project[], userProjectUsedSkills = used) =>
  buildProfile({}, { userProjects, userProjectUsedSkills });

function stub(profiles: MyProfile[], routes: Record<string, RouteHandler> = {}) {
  return stubProfile(profiles, {
    'GET /elevate-be/rest/api/reference/skill': (url) =>
      jsonResponse({
        items: 'typescript'.startsWith((url.searchParams.get('q') ?? '').toLowerCase())
          ? [{ id: TS, name: 'TypeScript' }]
          : [],
      }),
    'GET /elevate-be/rest/api/reference/job': () =>
      jsonResponse({
        countries: [],
        cities: [],
        currencies: [],
        languages: [],
        languageLevels: [],
        degreeLevels: [],
        careerLevels: [],
        contractTypes: [],
      }),
    'GET /elevate-be/rest/api/reference/profile': () =>
      jsonResponse({
        states: [],
        specializations: [],
        industries: [],
        interests: [],
        employmentTypes: [],
        sectionKeys: [],
        settingKeys: [],
      }),
    ...routes,
  });
}

const renderSection = () => renderRoute(<Harness />, { path: '/profile', url: '/profile' });

function skillInput(dialog: HTMLElement): HTMLInputElement {
  const input = within(dialog)
    .getAllByLabelText(/^Skills used/)
    .find((el) => el.tagName === 'INPUT');
  if (input === undefined) throw new Error('no skill field');
  return input as HTMLInputElement;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fileIdOf', () => {
  it('reads the file id from a preview or download address', () => {
    expect(fileIdOf(`/fm/download/preview/${COVER}`)).toBe(COVER);
    expect(fileIdOf(`/fm/download/${COVER}`)).toBe(COVER);
    expect(fileIdOf('https://elsewhere.example/cover.png')).toBeNull();
  });
});

describe('the projects section', { timeout: 15_000 }, () => {
  it('adds a project with months, an address, a skill picked by type-ahead and the private flag', async () => {
    const fetchMock = stub([profileWith([], []), profileWith([project])], {
      [`POST ${BASE}`]: () => jsonResponse({ id: ID, percentageCompleted: 40 }, 201),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a project' });
    fireEvent.change(within(dialog).getByLabelText(/Project name/), { target: { value: 'Fleet tracker' } });
    fireEvent.change(within(dialog).getByLabelText(/Address of the project/), {
      target: { value: 'tracker.example.com' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Start \(month\)/), { target: { value: '2022-01' } });
    fireEvent.change(within(dialog).getByLabelText(/End \(month\)/), { target: { value: '2022-09' } });
    fireEvent.change(skillInput(dialog), { target: { value: 'ty' } });
    fireEvent.click(await screen.findByRole('option', { name: 'TypeScript' }, { timeout: 2000 }));
    // a chip, and the field is empty again for the next skill
    expect(within(dialog).getByRole('button', { name: 'Remove TypeScript' })).toBeTruthy();
    await waitFor(() => expect(skillInput(dialog).value).toBe(''));
    const privacy = within(dialog).getByRole('checkbox', { name: /Private project/ });
    expect(within(dialog).getByText(/Everyone who can see your profile sees this project/)).toBeTruthy();
    fireEvent.click(privacy);
    expect(within(dialog).getByText(/Only you see this project/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesTo(fetchMock, BASE)).toEqual([
      {
        call: `POST ${BASE}`,
        body: {
          projectTitle: 'Fleet tracker',
          projectUrl: 'https://tracker.example.com',
          startDate: '2022-01-01',
          endDate: '2022-09-01',
          isPrivate: true,
          location: null,
          cover: null,
          skills: [{ id: TS }],
          attachments: [],
        },
      },
    ]);
    // the saved project: its skill, its file, the "only you" mark
    expect(await screen.findByText('Only you')).toBeTruthy();
    expect(screen.getByText('TypeScript')).toBeTruthy();
    expect(screen.getByRole('link', { name: /summary\.pdf/ }).getAttribute('href')).toBe(
      `/fm/download/${PDF}`,
    );
  }, 15_000);

  it('checks before sending: a name, an end not before the start, a web address', async () => {
    const fetchMock = stub([profileWith([], [])]);
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first project' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Address of the project/), {
      target: { value: 'not an address' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Start \(month\)/), { target: { value: '2022-05' } });
    fireEvent.change(within(dialog).getByLabelText(/End \(month\)/), { target: { value: '2021-01' } });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    expect(await within(dialog).findByText('Fill this in.')).toBeTruthy();
    expect(within(dialog).getByText('The end cannot be before the start.')).toBeTruthy();
    expect(within(dialog).getByText(/Enter a web address/)).toBeTruthy();
    // Save is far below the name in this long dialog: the focus goes to the first field to fix
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/Project name/));
    expect(writesTo(fetchMock, BASE)).toEqual([]);
  });

  it("keeps the saved skills, cover and files when editing, and puts the server's 400 on the field", async () => {
    const fetchMock = stub([profileWith([project])], {
      [`PUT ${BASE}/${ID}`]: () =>
        jsonResponse(
          { error: 'validation', message: 'bad', fields: [{ field: 'body.projectUrl', message: 'bad' }] },
          400,
        ),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Fleet tracker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the project' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The server did not accept this value.')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/Address of the project/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    const sent = writesTo(fetchMock, BASE);
    expect(sent.map((w) => w.call)).toEqual([`PUT ${BASE}/${ID}`]);
    expect(sent[0]?.body).toMatchObject({
      cover: { id: COVER },
      skills: [{ id: TS }],
      attachments: [{ id: PDF }],
      isPrivate: true,
    });
  });

  it('takes a file off the project before saving', async () => {
    const fetchMock = stub([profileWith([project])], {
      [`PUT ${BASE}/${ID}`]: () => jsonResponse({ id: ID, percentageCompleted: 40 }),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Fleet tracker' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the file summary.pdf' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the cover image' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesTo(fetchMock, BASE)[0]?.body).toMatchObject({ cover: null, attachments: [] });
  });

  it('stops taking skills at the most a project can have', async () => {
    const many = Array.from({ length: PROJECT_SKILLS_MAX }, (_, i) => ({
      id: `u${i}`,
      project: { id: ID },
      skill: {
        id: `8888888${String(i).padStart(1, '0')}-0000-4000-8000-${String(i).padStart(12, '0')}`,
        skillName: `S${i}`,
      },
    }));
    stub([profileWith([project], many)]);
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Fleet tracker' }));
    const dialog = await screen.findByRole('dialog');
    expect(skillInput(dialog).disabled).toBe(true);
    expect(within(dialog).getByText(/the most a project can have/)).toBeTruthy();
  });

  it('removes a project only after a question', async () => {
    const fetchMock = stub([profileWith([project]), profileWith([], [])], {
      [`DELETE ${BASE}/${ID}`]: () => jsonResponse({ id: ID, percentageCompleted: 20 }),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Fleet tracker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this entry?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesTo(fetchMock, BASE)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Fleet tracker' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('button', { name: 'Add your first project' })).toBeTruthy();
    expect(writesTo(fetchMock, BASE).map((w) => w.call)).toEqual([`DELETE ${BASE}/${ID}`]);
  });
});
