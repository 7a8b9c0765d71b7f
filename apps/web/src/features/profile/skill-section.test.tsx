import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandler } from '../../test/fetch-routes';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import type { MyProfile, UserSkill } from './api';
import { ProfileScreen } from './profile-screen';
import { buildProfile, PROFILE_REST, stubProfile, writesTo } from './test-support';

const BASE = `${PROFILE_REST}/skills`;
const ENTRY = '22222222-2222-4222-8222-222222222222';
const SQL = '33333333-3333-4333-8333-333333333333';

const sql: UserSkill = { id: ENTRY, skillLevelID: 4, skill: { id: SQL, skillName: 'SQL' } };

const profileWith = (userSkills: UserSkill[], percentageCompleted = 20) =>
  buildProfile({}, { userSkills, percentageCompleted });

function stub(profiles: MyProfile[], routes: Record<string, RouteHandler> = {}) {
  return stubProfile(profiles, {
    'GET /elevate-be/rest/api/reference/skill': (url) =>
      jsonResponse({
        items: 'sql'.includes((url.searchParams.get('q') ?? '').toLowerCase())
          ? [{ id: SQL, name: 'SQL' }]
          : [],
      }),
    ...routes,
  });
}

const writes = (fetchMock: ReturnType<typeof stubProfile>) => writesTo(fetchMock, BASE);

/** The type-ahead's text field (its list of options is labelled by the same label). */
function skillInput(dialog: HTMLElement): HTMLElement {
  const input = within(dialog)
    .getAllByLabelText(/^Skill/)
    .find((el) => el.tagName === 'INPUT');
  if (input === undefined) throw new Error('no skill field');
  return input;
}

function renderProfile() {
  renderRoute(<ProfileScreen />, { path: '/profile', url: '/profile' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the skills section', () => {
  it('invites the first skill, finds it by type-ahead and adds it with its level', async () => {
    const fetchMock = stub([profileWith([]), profileWith([sql], 30)], {
      [`POST ${BASE}`]: () => jsonResponse({ id: ENTRY, percentageCompleted: 30 }, 201),
    });
    renderProfile();
    expect(await screen.findByText(/No skills yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add your first skill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a skill' });
    const input = skillInput(dialog);
    fireEvent.change(input, { target: { value: 'sq' } });
    fireEvent.click(await screen.findByRole('option', { name: 'SQL' }, { timeout: 2000 }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Level' }), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(fetchMock)).toEqual([{ call: `POST ${BASE}`, body: { skill: { id: SQL }, level: 5 } }]);
    expect(screen.getByTestId('profile-percent').textContent).toBe('30%');
    expect(await screen.findByText('4 – Advanced')).toBeTruthy();
  });

  it('asks for a skill from the list before sending anything', async () => {
    const fetchMock = stub([profileWith([])]);
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first skill' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(skillInput(dialog), { target: { value: 'Cobol' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Pick a skill from the list.')).toBeTruthy();
    expect(writes(fetchMock)).toEqual([]);
  });

  it('says so when the skill is already on the profile (409)', async () => {
    stub([profileWith([sql])], {
      [`POST ${BASE}`]: () => jsonResponse({ error: 'conflict', message: 'already there' }, 409),
    });
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a skill' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(skillInput(dialog), { target: { value: 'sql' } });
    fireEvent.click(await screen.findByRole('option', { name: 'SQL' }, { timeout: 2000 }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This skill is already on your profile.')).toBeTruthy();
  });

  it('changes a level with PUT and removes a skill after a confirmation', async () => {
    const fetchMock = stub([profileWith([sql]), profileWith([sql]), profileWith([], 10)], {
      [`PUT ${BASE}/${ENTRY}`]: () => jsonResponse({ id: ENTRY, percentageCompleted: 20 }),
      [`DELETE ${BASE}/${ENTRY}`]: () => jsonResponse({ id: ENTRY, percentageCompleted: 10 }),
    });
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit SQL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the level' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Level' }), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Remove SQL' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByTestId('profile-percent').textContent).toBe('10%'));
    expect(writes(fetchMock)).toEqual([
      { call: `PUT ${BASE}/${ENTRY}`, body: { skill: { id: SQL }, level: 2 } },
      { call: `DELETE ${BASE}/${ENTRY}`, body: undefined },
    ]);
  });
});
