import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { buildMe } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { AccountSection } from './account-section';

function renderSection(me = buildMe()) {
  stubFetchRoutes({});
  return renderRoute(<AccountSection me={me} />, { path: '/account/security', url: '/account/security' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AccountSection', () => {
  it('holds the name, prefilled, and the sign-in address change, each in its own named section', () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Your account' });
    const name = within(section).getByRole('region', { name: 'Name' });
    expect(within(name).getByRole<HTMLInputElement>('textbox', { name: /^Full name/ }).value).toBe(
      'Nadia Rahman',
    );
    const email = within(section).getByRole('region', { name: 'Sign-in e-mail address' });
    expect(within(email).getByText('nadia.rahman@example.com')).toBeTruthy();
    expect(within(email).getByRole('button', { name: 'Change address' })).toBeTruthy();
  });

  it('leaves the address change out for an account its organisation manages', () => {
    renderSection(buildMe({ isEnterpriseUser: true }));
    const email = screen.getByRole('region', { name: 'Sign-in e-mail address' });
    expect(within(email).queryByRole('button')).toBeNull();
    expect(within(email).getByText(/Your organisation manages the address you sign in with/)).toBeTruthy();
    // the name is still the account's own
    expect(screen.getByRole('button', { name: 'Save name' })).toBeTruthy();
  });
});
