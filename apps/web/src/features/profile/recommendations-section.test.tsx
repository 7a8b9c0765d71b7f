import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildSchema, parse, validate } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileTypeDefs } from '../../../../server/src/modules/profile/profile.schema';
import { setSessionHint } from '../../lib/session-hint';
import { stubFetchRoutes, type RouteHandler } from '../../test/fetch-routes';
import { buildMe, jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import type { MyProfile } from './api';
import {
  ENDORSEMENT_STATUS_QUERY,
  notesOf,
  RecommendationsSection,
  ViewAsOthersLink,
} from './recommendations-section';
import { buildProfile } from './test-support';

const REST = '/elevate-be/rest/api/job-seeker/profile';
const REC_WAITING = '0b7d2a3c-1111-4222-8333-000000000001';
const REC_APPROVED = '0b7d2a3c-1111-4222-8333-000000000002';
const END_WAITING = '0b7d2a3c-1111-4222-8333-000000000003';
const END_DECLINED = '0b7d2a3c-1111-4222-8333-000000000004';

type Status = 'pending' | 'approved' | 'declined';

/** What the server holds: the PUT handlers change it, the two queries read it. */
function buildServer() {
  const state: Record<string, Status> = {
    [REC_APPROVED]: 'approved',
    [REC_WAITING]: 'pending',
    [END_DECLINED]: 'declined',
    [END_WAITING]: 'pending',
  };
  const endorsement = (id: string, fullName: string) => ({
    id,
    endorsed: state[id] === 'approved',
    endorsedBy: { subject: id, fullName, photo: null },
  });
  const recommendation = (id: string, fullName: string, description: string, title: string | null) => ({
    id,
    description,
    status: state[id] ?? 'pending',
    recommendedBy: { userID: id, title, fullName, aboutMe: null, email: null, photo: null },
  });
  const profile = (): MyProfile =>
    buildProfile(
      {},
      {
        userRecommandations: [
          recommendation(REC_APPROVED, 'Omar Said', 'A careful engineer who ships.', 'Head of data'),
          recommendation(REC_WAITING, 'Mona Ali', 'Sara found the leak in our churn numbers.', null),
        ],
        userSkills: [
          {
            id: 's1',
            skillLevelID: 4,
            skill: { id: 'k1', skillName: 'SQL' },
            endorsements: [endorsement(END_DECLINED, 'Ali Nasser'), endorsement(END_WAITING, 'Huda Salim')],
          },
        ],
      },
    );
  const statuses = () => ({
    userSkills: [{ endorsements: [END_DECLINED, END_WAITING].map((id) => ({ id, status: state[id] })) }],
  });
  return { state, profile, statuses };
}

/** The profile query and the endorsement-status query, each answered from `server`. */
function stubServer(
  server: { profile: () => MyProfile; statuses: () => unknown },
  routes: Record<string, RouteHandler> = {},
) {
  return stubFetchRoutes({
    'POST /profile/x/': (_url, init) => {
      const { query } = JSON.parse(String(init?.body)) as { query: string };
      const profile = query === ENDORSEMENT_STATUS_QUERY ? server.statuses() : server.profile();
      return jsonResponse({ data: { profile } });
    },
    ...routes,
  });
}

const puts = (fetchMock: ReturnType<typeof stubFetchRoutes>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([input, init]) => ({ url: String(input), body: JSON.parse(String(init?.body)) as unknown }));

const statusReads = (fetchMock: ReturnType<typeof stubFetchRoutes>) =>
  fetchMock.mock.calls.filter(([, init]) => String(init?.body).includes(ENDORSEMENT_STATUS_QUERY)).length;

function renderSection() {
  renderRoute(<RecommendationsSection />, { path: '/profile', url: '/profile' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the endorsement-status query', () => {
  it('asks only for fields the server’s schema has', () => {
    const errors = validate(buildSchema(profileTypeDefs), parse(ENDORSEMENT_STATUS_QUERY));
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('orders waiting ones first, then approved, then declined; an endorsement’s status settles it', () => {
    const { profile } = buildServer();
    const statuses = { [END_DECLINED]: 'declined', [END_WAITING]: 'pending' };
    expect(notesOf(profile(), statuses).map((n) => [n.kind, n.status, n.name])).toEqual([
      ['recommendations', 'pending', 'Mona Ali'],
      ['endorsements', 'pending', 'Huda Salim'],
      ['recommendations', 'approved', 'Omar Said'],
      ['endorsements', 'declined', 'Ali Nasser'],
    ]);
  });
});

describe('RecommendationsSection', () => {
  it('groups what others wrote by the answer, and says only approved ones are shown to others', async () => {
    stubServer(buildServer());
    renderSection();
    const waiting = await screen.findByRole('region', { name: 'Waiting for your answer (2)' });
    expect(within(waiting).getByText('Sara found the leak in our churn numbers.')).toBeTruthy();
    expect(within(waiting).getByText('Endorsed your skill SQL')).toBeTruthy();
    const approved = screen.getByRole('region', { name: 'Approved (1)' });
    expect(within(approved).getByText('A careful engineer who ships.')).toBeTruthy();
    expect(within(approved).queryByRole('button')).toBeNull();
    expect(screen.getByRole('region', { name: 'Declined (1)' })).toBeTruthy();
    expect(screen.getByText(/Others see only the ones you approve/)).toBeTruthy();
  });

  it('shows five answered ones of a long group, and all of them on request', async () => {
    const server = buildServer();
    const endorsements = Array.from({ length: 8 }, (_, i) => ({
      id: `0b7d2a3c-2222-4222-8333-00000000000${i}`,
      endorsed: true,
      endorsedBy: { subject: `s${i}`, fullName: `Endorser ${i}`, photo: null },
    }));
    stubServer({
      ...server,
      profile: () => ({
        ...server.profile(),
        userSkills: [{ id: 's2', skillLevelID: 3, skill: { id: 'k2', skillName: 'Go' }, endorsements }],
      }),
    });
    renderSection();
    const approved = await screen.findByRole('region', { name: 'Approved (9)' });
    expect(within(approved).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(within(approved).getByRole('button', { name: 'Show all 9' }));
    expect(within(approved).getAllByRole('listitem')).toHaveLength(9);
    expect(within(approved).queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('asks for no statuses when every endorsement is approved', async () => {
    const server = buildServer();
    server.state[END_DECLINED] = 'approved';
    server.state[END_WAITING] = 'approved';
    const fetchMock = stubServer(server);
    renderSection();
    expect(await screen.findByRole('region', { name: 'Approved (3)' })).toBeTruthy();
    expect(statusReads(fetchMock)).toBe(0);
  });

  it('invites nothing to answer when nobody wrote anything', async () => {
    stubServer({ profile: () => buildProfile(), statuses: () => ({ userSkills: [] }) });
    renderSection();
    expect(await screen.findByText(/Nobody has recommended you/)).toBeTruthy();
  });

  it('approves a recommendation and declines an endorsement with a PUT each; the list follows', async () => {
    const server = buildServer();
    const answer = (id: string, status: Status) => {
      server.state[id] = status;
      return jsonResponse({
        id,
        status,
        createdAt: '2026-11-24T10:00:00.000Z',
        respondedAt: '2026-11-24T10:00:00.000Z',
      });
    };
    const fetchMock = stubServer(server, {
      [`PUT ${REST}/recommendations/${REC_WAITING}`]: () => answer(REC_WAITING, 'approved'),
      [`PUT ${REST}/endorsements/${END_WAITING}`]: () => answer(END_WAITING, 'declined'),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve the recommendation from Mona Ali' }));
    expect(await screen.findByRole('region', { name: 'Approved (2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decline the endorsement of SQL from Huda Salim' }));
    expect(await screen.findByRole('region', { name: 'Declined (2)' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Waiting for your answer/ })).toBeNull();
    expect(puts(fetchMock)).toEqual([
      { url: `${REST}/recommendations/${REC_WAITING}`, body: { status: 'approved' } },
      { url: `${REST}/endorsements/${END_WAITING}`, body: { status: 'declined' } },
    ]);
  });

  it('says "already answered" on a 409 and shows where it stands now', async () => {
    const server = buildServer();
    stubServer(server, {
      [`PUT ${REST}/endorsements/${END_WAITING}`]: () => {
        // answered in another window meanwhile
        server.state[END_WAITING] = 'approved';
        return jsonResponse({ error: 'conflict', message: 'This endorsement was approved already.' }, 409);
      },
    });
    renderSection();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Approve the endorsement of SQL from Huda Salim' }),
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/already answered/);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Approved (2)' })).toBeTruthy());
  });
});

describe('ViewAsOthersLink', () => {
  it("links to the signed-in owner's page as others see it", async () => {
    setSessionHint();
    stubFetchRoutes({ 'GET /uaa/me': () => jsonResponse(buildMe({ subject: 'me-123' })) });
    renderRoute(<ViewAsOthersLink />, { path: '/profile', url: '/profile' });
    const link = await screen.findByRole('link', { name: 'View as others see it' });
    expect(link.getAttribute('href')).toBe('/profile/me-123');
  });
});
