import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsOf, type RouteHandler } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderAdminScreen, setUpAdminTests, toasts } from '../test-utils';
import { buildAdminOrganisation, ORG_ID, USER_ID } from './admin.fixtures';
import { AdminOrganisationScreen } from './organisation-detail-screen';

const ORG = `/elevate-be/rest/api/admin/organisations/${ORG_ID}`;
const APPROVE = 'POST /elevate-be/rest/api/admin/identity-provider/domain/approve';

const renderOrganisation = (
  routes: Record<string, RouteHandler> = {},
  organisation = buildAdminOrganisation(),
) =>
  renderAdminScreen(<AdminOrganisationScreen organisationId={ORG_ID} />, `/admin/organisations/${ORG_ID}`, {
    [`GET ${ORG}`]: () => jsonResponse(organisation),
    ...routes,
  });

setUpAdminTests();

describe('AdminOrganisationScreen', () => {
  it('shows the plan, the service default retention, the members with their roles and the domains', async () => {
    renderOrganisation();
    expect(await screen.findByRole('heading', { level: 1, name: 'Falcon Bay Technologies' })).toBeTruthy();
    expect(screen.getByText('The service default')).toBeTruthy();
    const members = screen.getByRole('table', { name: 'Members of Falcon Bay Technologies and their roles' });
    expect(within(members).getByRole('link', { name: 'Layla Haddad' }).getAttribute('href')).toBe(
      `/admin/users/${USER_ID}`,
    );
    expect(within(members).getByText('Organisation admin')).toBeTruthy();
    const domains = screen.getByRole('table', { name: 'Email domains of Falcon Bay Technologies' });
    expect(within(domains).getByText('DNS TXT record')).toBeTruthy();
    // only the unverified domain can be approved
    expect(within(domains).getAllByRole('button')).toHaveLength(1);
    expect(within(domains).getByRole('button', { name: 'Approve falcon.example' })).toBeTruthy();
  });

  it('shows a retention the organisation chose in months', async () => {
    renderOrganisation({}, buildAdminOrganisation({ retentionMonths: 6 }));
    expect(await screen.findByText('6 months')).toBeTruthy();
  });

  it('changes the plan after a question and shows the organisation as the server answers it', async () => {
    let body: unknown;
    let organisation = buildAdminOrganisation();
    const fetchMock = renderOrganisation({
      [`GET ${ORG}`]: () => jsonResponse(organisation),
      [`PUT ${ORG}/plan`]: (_url, init) => {
        body = JSON.parse(String(init?.body));
        organisation = buildAdminOrganisation({ plan: 'premium' });
        return jsonResponse(organisation);
      },
    });
    const save = await screen.findByRole('button', { name: 'Save plan' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Plan'), { target: { value: 'premium' } });
    fireEvent.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Change the plan of Falcon Bay Technologies?' });
    expect(within(dialog).getByText(/From Standard to Premium/)).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.startsWith('PUT'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    await vi.waitFor(() => expect(body).toEqual({ plan: 'premium' }));
    await vi.waitFor(() => expect(toasts()).toContain('Falcon Bay Technologies is now on the Premium plan.'));
    expect((screen.getByLabelText('Plan') as HTMLSelectElement).value).toBe('premium');
    expect(screen.getByRole('button', { name: 'Save plan' })).toHaveProperty('disabled', true);
  });

  it('approves an unverified domain through the enterprise sign-in route', async () => {
    let body: unknown;
    renderOrganisation({
      [APPROVE]: (_url, init) => {
        body = JSON.parse(String(init?.body));
        return jsonResponse({ domain: 'falcon.example', verified: true });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve falcon.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve falcon.example?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(body).toEqual({ organisationId: ORG_ID, domain: 'falcon.example' }));
    await vi.waitFor(() => expect(toasts()).toContain('falcon.example is approved.'));
  });
});
