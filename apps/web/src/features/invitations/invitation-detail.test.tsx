import { fireEvent, screen, within } from '@testing-library/react';
import type { MyInvitation } from '@talent/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialUiState, useUiStore } from '../../lib/ui-store';
import { stubFetchRoutes, type RouteHandler } from '../../test/fetch-routes';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import { InvitationDetail } from './invitation-detail';
import { buildInvitation, invitationPage } from './test-data';

beforeEach(() => {
  useUiStore.setState(initialUiState);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const ANSWER = 'PUT /elevate-be/rest/api/job-seeker/my-invitation/acceptOrReject';
const APPLICATION_ID = '00000000-0000-4000-8000-0000000000a1';

/** The list as it stands (the answer changes it), and the answer's handler. */
function stub(invitation: MyInvitation, answer: RouteHandler, applies: { id: string; jobId: string }[] = []) {
  let current = invitation;
  const bodies: unknown[] = [];
  stubFetchRoutes({
    'GET /elevate-be/rest/api/job-seeker/my-invitation': () => jsonResponse(invitationPage([current])),
    [`GET /elevate-be/rest/api/job-seeker/job/${invitation.job.id}/fit`]: () =>
      jsonResponse({ error: 'notfound', message: 'x' }, 404),
    'GET /elevate-be/rest/api/applies': () =>
      jsonResponse({ items: applies.map((a) => ({ ...a, status: 'applied' })) }),
    [ANSWER]: async (url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return answer(url, init);
    },
  });
  return {
    bodies,
    set: (next: Partial<MyInvitation>) => {
      current = { ...current, ...next };
    },
  };
}

function renderDetail(invitation: MyInvitation) {
  return renderRoute(<InvitationDetail jobId={invitation.job.id} />, {
    path: '/invitations/:jobId',
    url: `/invitations/${invitation.job.id}`,
  });
}

describe('InvitationDetail', () => {
  it('accepts: applies, says so with a link to the application, and shows the answer', async () => {
    const invitation = buildInvitation({ title: 'ICU Nurse' });
    const server = stub(invitation, () => {
      server.set({
        status: 'accepted',
        respondedAt: new Date().toISOString(),
        applicationId: APPLICATION_ID,
      });
      return jsonResponse({
        invitationId: invitation.id,
        status: 'accepted',
        application: {
          id: APPLICATION_ID,
          jobId: invitation.job.id,
          status: 'applied',
          source: 'invitation',
          invitationId: invitation.id,
          coverLetter: null,
          appliedAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        },
      });
    });
    renderDetail(invitation);
    expect(await screen.findByRole('heading', { name: 'ICU Nurse' })).toBeTruthy();
    expect(screen.getByRole('blockquote').textContent).toContain('Your ICU experience stood out.');
    expect(screen.getByRole('link', { name: 'View the job' }).getAttribute('href')).toBe(
      `/jobs/${invitation.job.id}`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Accept and apply' }));
    await vi.waitFor(() =>
      expect(useUiStore.getState().toasts).toEqual([
        expect.objectContaining({
          text: 'Invitation accepted: your application was sent.',
          action: { label: 'View application', href: `/applications/${APPLICATION_ID}` },
        }),
      ]),
    );
    expect(server.bodies).toEqual([{ invitationId: invitation.id, accept: true }]);
    // answered: its answer and the application, no more buttons
    expect(await screen.findByText(/^You accepted this invitation on/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View application' }).getAttribute('href')).toBe(
      `/applications/${APPLICATION_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Accept and apply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('explains a refusal of the apply checks and what to do about it', async () => {
    const invitation = buildInvitation();
    stub(invitation, () =>
      jsonResponse({ error: 'molapi', message: 'This job is open to nationals only.' }, 400),
    );
    renderDetail(invitation);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept and apply' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('You cannot apply yet')).toBeTruthy();
    expect(
      within(alert).getByText('The labour-eligibility check did not allow this application'),
    ).toBeTruthy();
    expect(within(alert).getByText(/Check your nationality, work permit and resident card/)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Open my profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    // still waiting: it can be answered again
    expect(screen.getByRole('button', { name: 'Accept and apply' })).toBeTruthy();
  });

  it('declines after a confirmation, sending the reason given', async () => {
    const invitation = buildInvitation();
    const server = stub(invitation, () => {
      server.set({ status: 'rejected', respondedAt: new Date().toISOString() });
      return jsonResponse({ invitationId: invitation.id, status: 'rejected', application: null });
    });
    renderDetail(invitation);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this invitation?' });
    fireEvent.change(within(dialog).getByLabelText(/Reason \(optional\)/), {
      target: { value: '  I have accepted another position.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline the invitation' }));
    await vi.waitFor(() =>
      expect(useUiStore.getState().toasts.map((toast) => toast.text)).toEqual(['Invitation declined.']),
    );
    expect(server.bodies).toEqual([
      { invitationId: invitation.id, accept: false, reason: 'I have accepted another position.' },
    ]);
    expect(await screen.findByText(/^You declined this invitation on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('refreshes and says so when the invitation had already been answered elsewhere (409)', async () => {
    const invitation = buildInvitation();
    const server = stub(invitation, () => {
      // answered in another tab a moment ago
      server.set({ status: 'rejected', respondedAt: new Date().toISOString() });
      return jsonResponse({ error: 'conflict', message: 'You have already declined this invitation.' }, 409);
    });
    renderDetail(invitation);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept and apply' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This invitation cannot be answered')).toBeTruthy();
    expect(await within(alert).findByText(/already been answered or has expired/)).toBeTruthy();
    expect(await screen.findByText(/^You declined this invitation on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept and apply' })).toBeNull();
  });

  it('shows an expired invitation with its date and no buttons', async () => {
    const invitation = buildInvitation({ status: 'expired' });
    stub(invitation, () => jsonResponse({}));
    renderDetail(invitation);
    expect(await screen.findByText(/^This invitation expired on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept and apply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });
});
