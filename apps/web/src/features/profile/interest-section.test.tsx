import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandler } from '../../test/fetch-routes';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import { useMyProfile, type MyProfile } from './api';
import { InterestSection } from './interest-section';
import { buildProfile, PROFILE_REST, stubProfile, writesTo } from './test-support';

const BASE = `${PROFILE_REST}/interests`;
const ENTRY = '11111111-1111-4111-8111-111111111111';
const CHESS = '22222222-2222-4222-8222-222222222222';
const HIKING = '33333333-3333-4333-8333-333333333333';

type UserInterest = NonNullable<MyProfile['userInterests']>[number];
const chess: UserInterest = { id: ENTRY, interest: { id: CHESS, interestName: 'Chess', interestImg: null } };

function Harness() {
  const query = useMyProfile();
  return query.data === undefined ? null : <InterestSection interests={query.data.userInterests ?? []} />;
}

function stub(profiles: MyProfile[], routes: Record<string, RouteHandler> = {}) {
  return stubProfile(profiles, {
    'GET /elevate-be/rest/api/reference/profile': () =>
      jsonResponse({
        states: [],
        specializations: [],
        industries: [],
        interests: [
          { id: CHESS, name: { en: 'Chess', zh: '国际象棋', ar: 'الشطرنج' }, imageUrl: null },
          { id: HIKING, name: { en: 'Hiking', zh: '徒步', ar: 'المشي لمسافات طويلة' }, imageUrl: null },
        ],
        employmentTypes: [],
        sectionKeys: [],
        settingKeys: [],
      }),
    ...routes,
  });
}

const profileWith = (userInterests: UserInterest[]) => buildProfile({}, { userInterests });
const renderSection = (locale: 'en-US' | 'ar' = 'en-US') =>
  renderRoute(<Harness />, { path: '/profile', url: '/profile', locale });

/** The picker's text field (its list is labelled by the same label). */
function inputOf(dialog: HTMLElement, label: RegExp): HTMLElement {
  const input = within(dialog)
    .getAllByLabelText(label)
    .find((el) => el.tagName === 'INPUT');
  if (input === undefined) throw new Error('no field');
  return input;
}

async function pick(dialog: HTMLElement, name: string) {
  fireEvent.click(inputOf(dialog, /^(Interest|الاهتمام)/));
  fireEvent.click(await screen.findByRole('option', { name }, { timeout: 2000 }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the interests section', { timeout: 15_000 }, () => {
  it('shows interests as chips and adds one picked from the list, leaving out those already there', async () => {
    const fetchMock = stub(
      [
        profileWith([chess]),
        profileWith([
          chess,
          { id: 'e2', interest: { id: HIKING, interestName: 'Hiking', interestImg: null } },
        ]),
      ],
      { [`POST ${BASE}`]: () => jsonResponse({ id: 'e2', percentageCompleted: 30 }, 201) },
    );
    renderSection();
    expect(await screen.findByText('Chess')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add an interest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an interest' });
    fireEvent.click(inputOf(dialog, /^Interest/));
    expect(await screen.findByRole('option', { name: 'Hiking' }, { timeout: 2000 })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Chess' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Hiking' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesTo(fetchMock, BASE)).toEqual([{ call: `POST ${BASE}`, body: { interest: { id: HIKING } } }]);
    expect(await screen.findByText('Hiking')).toBeTruthy();
  });

  it('asks for an interest from the list before sending', async () => {
    const fetchMock = stub([profileWith([])]);
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first interest' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Pick an interest from the list.')).toBeTruthy();
    expect(writesTo(fetchMock, BASE)).toEqual([]);
  });

  it('says in words when the interest is already on the profile (409), and puts a 400 on the field', async () => {
    let answer = 409;
    stub([profileWith([])], {
      [`POST ${BASE}`]: () =>
        answer === 409
          ? jsonResponse({ error: 'conflict', message: 'Interest is already on the profile.' }, 409)
          : jsonResponse(
              {
                error: 'validation',
                message: 'bad',
                fields: [{ field: 'body.interest.id', message: 'bad' }],
              },
              400,
            ),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first interest' }));
    const dialog = await screen.findByRole('dialog');
    await pick(dialog, 'Chess');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('“Chess” is already on your profile.')).toBeTruthy();
    answer = 400;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The server did not accept this value.')).toBeTruthy();
  });

  it('removes a chip only after a question', async () => {
    const fetchMock = stub([profileWith([chess]), profileWith([])], {
      [`DELETE ${BASE}/${ENTRY}`]: () => jsonResponse({ id: ENTRY, percentageCompleted: 20 }),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Chess' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this entry?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesTo(fetchMock, BASE)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Chess' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('button', { name: 'Add your first interest' })).toBeTruthy();
    expect(writesTo(fetchMock, BASE).map((w) => w.call)).toEqual([`DELETE ${BASE}/${ENTRY}`]);
  });

  it('names the interests of the list in Arabic', async () => {
    stub([profileWith([])]);
    renderSection('ar');
    fireEvent.click(await screen.findByRole('button', { name: 'أضف اهتمامك الأول' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(inputOf(dialog, /^الاهتمام/));
    expect(await screen.findByRole('option', { name: 'الشطرنج' }, { timeout: 2000 })).toBeTruthy();
  });
});
