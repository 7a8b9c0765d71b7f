import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandler } from '../../test/fetch-routes';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import { useMyProfile, type MyProfile } from './api';
import { CustomSectionSection } from './custom-section-section';
import { buildProfile, PROFILE_REST, stubProfile, writesTo } from './test-support';

const BASE = `${PROFILE_REST}/sections`;
const ENTRY = '11111111-1111-4111-8111-111111111111';
const SUMMARY = '22222222-2222-4222-8222-222222222222';
const HOBBIES = '33333333-3333-4333-8333-333333333333';

type UserSection = NonNullable<MyProfile['userSections']>[number];
const summary: UserSection = {
  id: ENTRY,
  sectionValue: 'Ten years of logistics.',
  section: { id: SUMMARY, sectionKey: 'summary' },
};

function Harness() {
  const query = useMyProfile();
  return query.data === undefined ? null : <CustomSectionSection sections={query.data.userSections ?? []} />;
}

function stub(profiles: MyProfile[], routes: Record<string, RouteHandler> = {}) {
  return stubProfile(profiles, {
    'GET /elevate-be/rest/api/reference/profile': () =>
      jsonResponse({
        states: [],
        specializations: [],
        industries: [],
        interests: [],
        employmentTypes: [],
        sectionKeys: [
          { id: SUMMARY, key: 'summary' },
          { id: HOBBIES, key: 'hobbies' },
        ],
        settingKeys: [],
      }),
    ...routes,
  });
}

const profileWith = (userSections: UserSection[]) => buildProfile({}, { userSections });
const renderSection = (locale: 'en-US' | 'ar' = 'en-US') =>
  renderRoute(<Harness />, { path: '/profile', url: '/profile', locale });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the custom sections', { timeout: 15_000 }, () => {
  it('adds a section: a key of the list (named in words, those used left out) and a text', async () => {
    const hobbies: UserSection = {
      id: 'e2',
      sectionValue: 'Chess',
      section: { id: HOBBIES, sectionKey: 'hobbies' },
    };
    const fetchMock = stub([profileWith([summary]), profileWith([summary, hobbies])], {
      [`POST ${BASE}`]: () => jsonResponse({ id: 'e2', percentageCompleted: 30 }, 201),
    });
    renderSection();
    expect(await screen.findByText('Summary')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a section' });
    const select = within(dialog).getByRole('combobox', { name: /Section/ });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toContain('Hobbies'),
    );
    expect(within(select).queryByRole('option', { name: 'Summary' })).toBeNull();
    fireEvent.change(select, { target: { value: HOBBIES } });
    fireEvent.change(within(dialog).getByLabelText(/^Text/), { target: { value: 'Chess' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesTo(fetchMock, BASE)).toEqual([
      { call: `POST ${BASE}`, body: { section: { id: HOBBIES }, sectionValue: 'Chess' } },
    ]);
    expect(await screen.findByText('Hobbies')).toBeTruthy();
  });

  it('checks before sending: a section chosen and a text', async () => {
    const fetchMock = stub([profileWith([])]);
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a section' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Fill this in.')).toBeTruthy();
    expect(within(dialog).getAllByText('Choose a section').length).toBeGreaterThan(1);
    expect(writesTo(fetchMock, BASE)).toEqual([]);
  });

  it("edits with PUT, says a duplicate (409) in words and puts the server's 400 on the field", async () => {
    let status = 409;
    stub([profileWith([summary])], {
      [`PUT ${BASE}/${ENTRY}`]: () =>
        status === 409
          ? jsonResponse({ error: 'conflict', message: 'Section is already on the profile.' }, 409)
          : jsonResponse(
              {
                error: 'validation',
                message: 'bad',
                fields: [{ field: 'body.sectionValue', message: 'bad' }],
              },
              400,
            ),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Summary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the section' });
    expect((within(dialog).getByLabelText(/^Text/) as HTMLTextAreaElement).value).toBe(
      'Ten years of logistics.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/already has a “Summary” section/)).toBeTruthy();
    status = 400;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The server did not accept this value.')).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Text/).getAttribute('aria-invalid')).toBe('true');
  });

  it('removes a section only after a question', async () => {
    const fetchMock = stub([profileWith([summary]), profileWith([])], {
      [`DELETE ${BASE}/${ENTRY}`]: () => jsonResponse({ id: ENTRY, percentageCompleted: 20 }),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Summary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this entry?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesTo(fetchMock, BASE)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Summary' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/No sections yet/)).toBeTruthy();
    expect(writesTo(fetchMock, BASE).map((w) => w.call)).toEqual([`DELETE ${BASE}/${ENTRY}`]);
  });

  it('names the keys in Arabic', async () => {
    stub([profileWith([summary])]);
    renderSection('ar');
    expect(await screen.findByText('الملخص')).toBeTruthy();
  });
});
