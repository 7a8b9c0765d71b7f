import { screen, within } from '@testing-library/react';
import type { AdminOrganisation } from '@talent/contracts';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../lib/locale';
import { jsonResponse } from '../../../test/factories';
import { callParams, renderAdminScreen, setUpAdminTests } from '../test-utils';
import { buildAdminOrganisation, ORG_ID } from './admin.fixtures';
import { AdminOrganisationsScreen } from './organisations-screen';

const ORGANISATIONS = 'GET /elevate-be/rest/api/admin/organisations';

/** An organisation as the list has it (no member list). */
function listed(overrides: Partial<AdminOrganisation> = {}): AdminOrganisation {
  const { memberList: _memberList, ...organisation } = buildAdminOrganisation();
  return { ...organisation, ...overrides };
}

const renderOrganisations = (
  items: AdminOrganisation[],
  { url = '/admin/organisations', locale }: { url?: string; locale?: Locale } = {},
) =>
  renderAdminScreen(
    <AdminOrganisationsScreen />,
    url,
    { [ORGANISATIONS]: () => jsonResponse({ items, total: items.length }) },
    locale,
  );

const BARE = listed({ id: '00000000-0000-4000-8000-0000000000b2', name: 'Oasis Health', domains: [] });

setUpAdminTests();

describe('AdminOrganisationsScreen', () => {
  it('lists the organisations with their plan, members, verified domains and a link to each', async () => {
    const fetchMock = renderOrganisations([listed()], { url: '/admin/organisations?q=falcon' });
    const table = await screen.findByRole('table', { name: 'Organisations' });
    const [, row] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement];
    expect(within(row).getByRole('link', { name: 'Falcon Bay Technologies' }).getAttribute('href')).toBe(
      `/admin/organisations/${ORG_ID}`,
    );
    expect(within(row).getByText('Standard')).toBeTruthy();
    expect(within(row).getByText('1 of 2 verified')).toBeTruthy();
    expect(screen.getByText('1 organisation')).toBeTruthy();
    expect(callParams(fetchMock, ORGANISATIONS)[0]?.get('q')).toBe('falcon');
  });

  it('says “No domains” for an organisation without any, not “0 of 0 verified”', async () => {
    renderOrganisations([listed(), BARE]);
    const table = await screen.findByRole('table', { name: 'Organisations' });
    const [, falcon, oasis] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(oasis).getByText('No domains')).toBeTruthy();
    expect(within(table).queryByText(/0 of 0/)).toBeNull();
    expect(within(falcon).queryByText('No domains')).toBeNull();
  });

  it.each([
    ['zh-CN', '组织', '无域名'],
    ['ar', 'المنظمات', 'لا توجد نطاقات'],
  ] as const)('says so in %s too', async (locale, caption, noDomains) => {
    renderOrganisations([BARE], { locale });
    const table = await screen.findByRole('table', { name: caption });
    expect(within(table).getByText(noDomains)).toBeTruthy();
  });
});
