import { consentTexts } from '@talent/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { takeSignupReturn } from '../hooks/use-redirect-uri';
import { SignupScreen } from './signup-screen';

const STRONG = 'violet harbour under quiet lanterns';

function renderSignup(locale: 'en-US' | 'zh-CN' | 'ar' = 'en-US') {
  return renderRoute(<SignupScreen />, {
    path: '/sso/signup',
    url: '/sso/signup?redirect_uri=%2Fjobs',
    locale,
  });
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillForm(password = STRONG, confirm = password) {
  fill(/^Full name/, 'Nadia Rahman');
  fill(/^Email/, 'nadia.rahman@example.com');
  fill(/^Password/, password);
  fill(/^Confirm password/, confirm);
}

function passwordDescription(): HTMLElement | null {
  const password = screen.getByLabelText(/^Password/);
  return document.getElementById(password.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignupScreen', () => {
  it.each([
    ['en-US', 'By creating an account you confirm:', 'Read the privacy notice'],
    ['zh-CN', '创建账户即表示您确认：', '阅读隐私声明'],
    ['ar', 'بإنشاء حساب تؤكّد ما يلي:', 'اقرأ إشعار الخصوصية'],
  ] as const)(
    'says above the button, in %s, the very words the account’s creation accepts, with a link to the notice',
    (locale, confirm, read) => {
      renderSignup(locale);
      const words = screen.getByText(consentTexts.privacy_notice[locale]);
      const line = words.parentElement;
      expect(line?.textContent?.startsWith(`${confirm} ${consentTexts.privacy_notice[locale]}`)).toBe(true);
      const link = screen.getByRole('link', { name: new RegExp(`^${read}`) });
      expect(link.getAttribute('href')).toBe('/privacy');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
      // the line comes before the button, which it describes
      const submit = screen.getAllByRole('button').at(-1);
      expect(submit?.getAttribute('aria-describedby')).toBe(line?.id);
      expect(line?.compareDocumentPosition(submit as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    },
  );

  it('rates the password while it is typed: a meter, the reason it is refused, and a tip', async () => {
    renderSignup();
    const description = () => passwordDescription();
    expect(description()?.textContent).toMatch(/^Use 8 to 128 characters\./);
    expect(description()?.getAttribute('aria-live')).toBe('polite');

    fill(/^Password/, 'Password123!');
    const meter = await screen.findByRole('meter', { name: 'Strength' });
    expect(meter.getAttribute('aria-valuetext')).toBe('Weak');
    expect(description()?.textContent).toContain('Strength: Weak');
    expect(description()?.textContent).toContain('This is close to a commonly used password.');
    expect(description()?.textContent).toContain('Add another word or two that are less common.');

    fill(/^Email/, 'nadia.rahman@example.com');
    fill(/^Password/, 'nadia.rahman quiet lanterns drift');
    await waitFor(() =>
      expect(description()?.textContent).toContain('Do not use your e-mail address in the password.'),
    );

    fill(/^Password/, STRONG);
    await waitFor(() => expect(description()?.textContent).toContain('This password is strong enough.'));
    expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toBe('Very strong');
  });

  it('then says to check the inbox, naming the address, and keeps the return address for the link', async () => {
    const fetchMock = stubFetchRoutes({
      'POST /sso/rest/signup': () => jsonResponse({ status: 'verification_sent' }, 202),
    });
    renderSignup();
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your inbox' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('nadia.rahman@example.com')).toBeTruthy();
    expect(screen.getByText(/Look in your spam or junk folder/)).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      fullName: 'Nadia Rahman',
      email: 'nadia.rahman@example.com',
      password: STRONG,
    });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/sso/login?redirect_uri=%2Fjobs',
    );
    expect(takeSignupReturn()).toBe('/jobs');

    // another address: back to the form, the name kept and the passwords to type again
    fireEvent.click(screen.getByRole('button', { name: 'Use a different address' }));
    expect((screen.getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Nadia Rahman');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('');
  });

  it('checks the fields, the password by the shared rule, before calling the server', async () => {
    const fetchMock = stubFetchRoutes({});
    renderSignup();
    fillForm('Password123!', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Choose a stronger password.')).toBeTruthy();
    expect(screen.getByText('The two passwords do not match.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Password/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the password on the field", async () => {
    stubFetchRoutes({
      'POST /sso/rest/signup': () =>
        jsonResponse({ error: 'weak_password', message: 'The password is not strong enough.' }, 400),
    });
    renderSignup();
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).toBeNull();
  });

  it('says so when the mail could not be sent', async () => {
    stubFetchRoutes({
      'POST /sso/rest/signup': () => jsonResponse({ error: 'mail_unavailable', message: 'x' }, 503),
    });
    renderSignup();
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not send the e-mail just now. Please try again in a few minutes.',
    );
  });

  it('speaks Arabic, right to left', async () => {
    stubFetchRoutes({
      'POST /sso/rest/signup': () => jsonResponse({ status: 'verification_sent' }, 202),
    });
    renderSignup('ar');
    expect(document.documentElement.dir).toBe('rtl');
    fireEvent.change(screen.getByLabelText(/^الاسم الكامل/), { target: { value: 'نادية' } });
    fireEvent.change(screen.getByLabelText(/^البريد الإلكتروني/), { target: { value: 'nadia@example.com' } });
    fireEvent.change(screen.getByLabelText(/^كلمة المرور/), { target: { value: 'سماء زرقاء وبحر هادئ' } });
    fireEvent.change(screen.getByLabelText(/^تأكيد كلمة المرور/), {
      target: { value: 'سماء زرقاء وبحر هادئ' },
    });
    await waitFor(() => expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toBe('قوية جدًا'));
    fireEvent.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'تحقّق من بريدك الوارد' })).toBeTruthy();
  });
});
