import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format';
import { renderRoute } from '../../../test/render';
import { AccountDeletedScreen } from './account-deleted-screen';

const DUE = '2026-03-15T10:00:00.000Z';

function renderAt(url: string, locale: 'en-US' | 'ar' = 'en-US') {
  return renderRoute(<AccountDeletedScreen />, { path: '/sso/account-deleted', url, locale });
}

describe('AccountDeletedScreen', () => {
  it('names the day the account is erased and how to keep it', () => {
    renderAt(`/sso/account-deleted?due=${encodeURIComponent(DUE)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Your account is being deleted' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('You are signed out on every device.');
    expect(
      screen.getByText(`Your account and your data will be erased on ${formatDate(DUE, 'en-US')}.`),
    ).toBeTruthy();
    expect(screen.getByText(/Open the link in the mail we sent you before then/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the job board' }).getAttribute('href')).toBe('/jobs');
  });

  it('speaks of the grace period when the address holds no date, in Arabic too', () => {
    renderAt('/sso/account-deleted?due=soon', 'ar');
    expect(screen.getByText('سيُمحى حسابك وبياناتك بعد انتهاء فترة السماح.')).toBeTruthy();
  });
});
