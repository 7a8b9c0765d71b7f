import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { CompanyHeader } from './company-header';

afterEach(() => {
  vi.unstubAllGlobals();
});

const company = {
  organisationID: '00000000-0000-4000-8000-000000000777',
  name: 'شركة الوفاء للتقنية',
  companyLogo: null,
  about: '',
  website: null,
  openJobCount: 8,
};

describe('CompanyHeader', () => {
  it('names the company as the page’s heading, isolated from the page’s direction', async () => {
    stubFetchRoutes({ 'POST /profile/x/': () => jsonResponse({ data: { company } }) });
    renderRoute(<CompanyHeader companyId={company.organisationID} seeker={false} loginHref="/sso/login" />, {
      path: '/jobs/companies/:companyId',
      url: `/jobs/companies/${company.organisationID}`,
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'شركة الوفاء للتقنية' });
    expect(heading.querySelector('bdi')).not.toBeNull();
    expect(screen.queryByText('Company jobs')).toBeNull();
  });
});
