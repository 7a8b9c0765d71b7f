import type {
  CandidatesFilterResponse,
  CollectionCandidate,
  TalentCollection,
  TalentCollectionDetail,
} from '@talent/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HrCollectionRoute } from '../../../../app/routes/hr-collections';
import { setSessionHint } from '../../../../lib/session-hint';
import { callsOf, stubFetchRoutes, type RouteHandler } from '../../../../test/fetch-routes';
import { buildMe, jsonResponse } from '../../../../test/factories';
import { renderRoute } from '../../../../test/render';
import { buildHrJobCard, buildHrJobList } from '../jobs-list.fixtures';
import { CollectionsScreen } from './collections-screen';

const ORG = '00000000-0000-4000-8000-00000000aaaa';
const OTHER_ORG = '00000000-0000-4000-8000-00000000bbbb';
const COLLECTION = '00000000-0000-4000-8000-0000000000c1';
const JOB = '00000000-0000-4000-8000-0000000000b1';
const API = '/elevate-be/rest/api/hr/talent-collection';

/** A name as the screens isolate it inside a sentence (so it keeps its direction in Arabic). */
const iso = (name: string) => `\u2068${name}\u2069`;

function buildCollection(overrides: Partial<TalentCollection> = {}): TalentCollection {
  return {
    id: COLLECTION,
    organisationId: ORG,
    name: 'Night-shift nurses',
    description: 'For the ICU',
    candidateCount: 3,
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

function buildCandidate(overrides: Partial<CollectionCandidate> = {}): CollectionCandidate {
  return {
    subject: 'demo|seeker-1',
    fullName: 'Layla Haddad',
    headline: 'ICU nurse',
    photoUrl: null,
    location: {
      countryCode: 'SA',
      country: { en: 'Saudi Arabia', ar: 'السعودية', zh: '沙特阿拉伯' },
      city: { en: 'Riyadh', ar: 'الرياض', zh: '利雅得' },
    },
    skills: ['Triage', 'ICU'],
    addedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

function detail(
  candidates: CollectionCandidate[],
  total = candidates.length,
  offset = 0,
): TalentCollectionDetail {
  return {
    collection: buildCollection({ candidateCount: total }),
    candidates: { items: candidates, total, limit: 50, offset },
  };
}

function me(organisations = [{ id: ORG, name: 'Falcon Bay', roles: ['hr'] as ('hr' | 'hr_admin')[] }]) {
  return () => jsonResponse(buildMe({ roles: ['hr'], primaryRole: 'hr', organisations }));
}

function renderList(routes: Record<string, RouteHandler>, url = '/hr/collections') {
  const fetchMock = stubFetchRoutes({ 'GET /uaa/me': me(), ...routes });
  renderRoute(<CollectionsScreen />, { path: '/hr/collections', url });
  return fetchMock;
}

function renderDetail(routes: Record<string, RouteHandler>, url = `/hr/collections/${COLLECTION}`) {
  const fetchMock = stubFetchRoutes({ 'GET /uaa/me': me(), ...routes });
  renderRoute(<HrCollectionRoute />, { path: '/hr/collections/:collectionId', url });
  return fetchMock;
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

beforeEach(() => setSessionHint());
afterEach(() => vi.unstubAllGlobals());

describe('CollectionsScreen', () => {
  it('lists the collections with their candidate counts and links', async () => {
    renderList({ [`GET ${API}`]: () => jsonResponse({ collections: [buildCollection()] }) });
    const link = await screen.findByRole('link', { name: 'Night-shift nurses' });
    expect(link.getAttribute('href')).toBe(`/hr/collections/${COLLECTION}`);
    const row = link.closest('li') as HTMLElement;
    expect(within(row).getByText('3 candidates')).toBeTruthy();
    expect(within(row).getByText('For the ICU')).toBeTruthy();
    expect(screen.getByText('1 collection')).toBeTruthy();
  });

  it('shows a loader while the collections load', async () => {
    renderList({ [`GET ${API}`]: () => new Promise<Response>(() => undefined) });
    expect(await screen.findByText('Loading collections…')).toBeTruthy();
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    renderList({
      [`GET ${API}`]: () =>
        fail
          ? jsonResponse({ error: 'internal', message: 'x' }, 500)
          : jsonResponse({ collections: [buildCollection()] }),
    });
    expect(await screen.findByRole('heading', { name: 'The collections could not be loaded' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Night-shift nurses' })).toBeTruthy();
  });

  it('says when there is none yet and creates one, then opens it', async () => {
    const create = vi.fn((_url: URL, init: RequestInit | undefined) => {
      expect(bodyOf(init)).toEqual({ name: 'Welders', description: '' });
      return jsonResponse(buildCollection({ id: COLLECTION, name: 'Welders', candidateCount: 0 }), 201);
    });
    renderList({ [`GET ${API}`]: () => jsonResponse({ collections: [] }), [`POST ${API}`]: create });
    expect(await screen.findByRole('heading', { name: 'No collections yet' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'New collection' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New collection' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: '  Welders ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect((await screen.findByTestId('location')).textContent).toBe(`/hr/collections/${COLLECTION}`);
  });

  it('names the organisation when the recruiter works for several', async () => {
    const fetchMock = stubFetchRoutes({
      'GET /uaa/me': me([
        { id: ORG, name: 'Falcon Bay', roles: ['hr'] },
        { id: OTHER_ORG, name: 'Gulf Care', roles: ['hr_admin'] },
      ]),
      [`GET ${API}`]: () => jsonResponse({ collections: [] }),
    });
    renderRoute(<CollectionsScreen />, { path: '/hr/collections', url: `/hr/collections?org=${OTHER_ORG}` });
    await screen.findByRole('heading', { name: 'No collections yet' });
    expect((screen.getByLabelText('Organisation') as HTMLSelectElement).value).toBe(OTHER_ORG);
    expect(callsOf(fetchMock).filter((c) => c.startsWith(`GET ${API}`))).toEqual([
      `GET ${API}?organisationId=${OTHER_ORG}`,
    ]);
  });

  it('renames a collection', async () => {
    const rename = vi.fn((_url: URL, init: RequestInit | undefined) => {
      expect(bodyOf(init)).toEqual({ name: 'ICU nurses', description: 'For the ICU' });
      return jsonResponse(buildCollection({ name: 'ICU nurses' }));
    });
    renderList({
      [`GET ${API}`]: () => jsonResponse({ collections: [buildCollection()] }),
      [`PATCH ${API}/${COLLECTION}`]: rename,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Night-shift nurses' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: `Rename “${iso('Night-shift nurses')}”` });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'ICU nurses' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(rename).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes a collection after saying its candidates stay', async () => {
    const remove = vi.fn(() => new Response(null, { status: 204 }));
    renderList({
      [`GET ${API}`]: () => jsonResponse({ collections: [buildCollection()] }),
      [`DELETE ${API}/${COLLECTION}`]: remove,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Night-shift nurses' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete “${iso('Night-shift nurses')}”?` });
    expect(within(dialog).getByText(/its 3 candidates stay in the product/)).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('CollectionScreen', () => {
  it('lists the candidates with their place and skills, 50 a page from the address', async () => {
    const fetchMock = renderDetail(
      { [`GET ${API}/${COLLECTION}`]: () => jsonResponse(detail([buildCandidate()], 120, 50)) },
      `/hr/collections/${COLLECTION}?page=2`,
    );
    const link = await screen.findByRole('link', { name: 'Layla Haddad' });
    expect(link.getAttribute('href')).toBe('/hr/candidates/demo%7Cseeker-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Night-shift nurses' })).toBeTruthy();
    expect(screen.getByText('Riyadh, Saudi Arabia')).toBeTruthy();
    expect(screen.getByText('Triage · ICU')).toBeTruthy();
    expect(callsOf(fetchMock).filter((c) => c.startsWith(`GET ${API}`))).toEqual([
      `GET ${API}/${COLLECTION}?limit=50&offset=50`,
    ]);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when the collection is empty', async () => {
    renderDetail({ [`GET ${API}/${COLLECTION}`]: () => jsonResponse(detail([])) });
    expect(await screen.findByRole('heading', { name: 'No candidates in this collection' })).toBeTruthy();
  });

  it('says when the collection does not exist', async () => {
    renderDetail({
      [`GET ${API}/${COLLECTION}`]: () => jsonResponse({ error: 'notfound', message: 'Not found' }, 404),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Collection not found' })).toBeTruthy();
  });

  it('deletes the collection from its page and goes back to the list without loading it again', async () => {
    const load = vi.fn(() => jsonResponse(detail([buildCandidate()])));
    const remove = vi.fn(() => new Response(null, { status: 204 }));
    renderDetail({ [`GET ${API}/${COLLECTION}`]: load, [`DELETE ${API}/${COLLECTION}`]: remove });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete “${iso('Night-shift nurses')}”?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/hr/collections');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('removes a candidate after confirming', async () => {
    const remove = vi.fn(() => new Response(null, { status: 204 }));
    renderDetail({
      [`GET ${API}/${COLLECTION}`]: () => jsonResponse(detail([buildCandidate()])),
      [`DELETE ${API}/${COLLECTION}/candidates/demo%7Cseeker-1`]: remove,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Layla Haddad' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Remove ${iso('Layla Haddad')} from this collection?`,
    });
    expect(
      within(dialog).getByText(
        `They are only taken out of “${iso('Night-shift nurses')}”: their profile, applications and other collections stay as they are.`,
      ),
    ).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  });

  it('searches candidates and adds one', async () => {
    const found: CandidatesFilterResponse = {
      items: [
        {
          candidate: {
            subject: 'demo|seeker-9',
            fullName: 'Omar Aziz',
            headline: 'Welder',
            photoUrl: null,
            location: {
              countryCode: 'OM',
              country: { en: 'Oman', zh: '阿曼', ar: 'عُمان' },
              city: { en: 'Muscat', zh: '马斯喀特', ar: 'مسقط' },
            },
            yearsOfExperience: 4,
            contact: null,
          },
          fit: null,
        },
      ],
      total: 1,
      limit: 10,
      offset: 0,
    };
    const search = vi.fn((_url: URL, init: RequestInit | undefined) => {
      expect(bodyOf(init)).toMatchObject({ keyword: 'welder' });
      return jsonResponse(found);
    });
    const add = vi.fn(() =>
      jsonResponse({
        collectionId: COLLECTION,
        subject: 'demo|seeker-9',
        addedAt: '2026-11-24T00:00:00.000Z',
      }),
    );
    renderDetail({
      [`GET ${API}/${COLLECTION}`]: () => jsonResponse(detail([])),
      'POST /elevate-be/rest/api/candidates/filter': search,
      [`PUT ${API}/${COLLECTION}/candidates/demo%7Cseeker-9`]: add,
    });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add candidate' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', {
      name: `Add candidates to “${iso('Night-shift nurses')}”`,
    });
    fireEvent.change(within(dialog).getByLabelText('Name, headline or skill'), {
      target: { value: ' welder ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByText('Omar Aziz')).toBeTruthy();
    expect(within(dialog).getByText('Welder · Muscat, Oman')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Omar Aziz' }));
    await vi.waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(await within(dialog).findByRole('button', { name: 'Omar Aziz added' })).toBeTruthy();
  });

  it('opens a candidate in one of the open jobs', async () => {
    renderDetail({
      [`GET ${API}/${COLLECTION}`]: () => jsonResponse(detail([buildCandidate()])),
      'GET /elevate-be/rest/api/hr/my-job/search': (url) => {
        expect(url.searchParams.get('status')).toBe('published');
        return jsonResponse(buildHrJobList([buildHrJobCard({ id: JOB, title: 'ICU Nurse' })]));
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open in a job' }));
    const dialog = await screen.findByRole('dialog', { name: `Open ${iso('Layla Haddad')} in a job` });
    const open = within(dialog).getByRole('button', { name: 'Open' });
    expect((open as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(await within(dialog).findByLabelText('Open job'), { target: { value: JOB } });
    fireEvent.click(open);
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/hr/candidates/demo%7Cseeker-1?jobId=${JOB}`,
    );
  });
});
