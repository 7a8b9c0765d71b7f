import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roleLanding } from '../../lib/roles';
import { setSessionHint } from '../../lib/session-hint';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { buildMe, jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import { navItemsFor, recruiterItemsFor } from '../section-nav';
import { HrGate } from './hr';

vi.mock('../../lib/login-redirect', () => ({ redirectToLogin: vi.fn(() => true), loginUrl: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
});

const ORG = { id: '00000000-0000-4000-8000-00000000000a', name: 'Falcon Bay Technologies' };
/** A plain member of the organisation: a per-job interviewer. */
const member = buildMe({
  roles: ['member'],
  primaryRole: 'member',
  organisations: [{ ...ORG, roles: ['member'] }],
});

function renderGate(path: string, url: string) {
  setSessionHint();
  stubFetchRoutes({ 'GET /uaa/me': () => jsonResponse(member) });
  return renderRoute(
    <HrGate>
      <p>the screen</p>
    </HrGate>,
    { path, url },
  );
}

describe('the interviewer in the recruiter workspace', () => {
  it('lets a member in to their interviews', async () => {
    renderGate('/hr/interviews', '/hr/interviews?week=2026-11-30');
    expect(await screen.findByText('the screen')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No access to the recruiter workspace' })).toBeNull();
  });

  it('sends a member anywhere else in /hr to their interviews', async () => {
    renderGate('/hr/jobs', '/hr/jobs');
    expect((await screen.findByTestId('location')).textContent).toBe('/hr/interviews');
    expect(screen.queryByText('the screen')).toBeNull();
  });

  it('sends a member to the dashboard address to their interviews too', async () => {
    renderGate('/hr', '/hr');
    expect((await screen.findByTestId('location')).textContent).toBe('/hr/interviews');
  });

  it('lands a member on their interviews after sign-in', () => {
    expect(roleLanding(member)).toBe('/hr/interviews');
  });

  it("shows a member's side menu with Interviews alone", () => {
    expect(navItemsFor(member).map((item) => item.to)).toEqual(['/hr/interviews']);
  });

  it("puts Interviews in a recruiter's side menu", () => {
    const items = recruiterItemsFor({ organisations: [{ roles: ['hr'] }] }).map((item) => item.to);
    expect(items).toContain('/hr/interviews');
  });
});
