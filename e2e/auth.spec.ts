import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  accessibilityViolations,
  createAccount,
  DEMO_LOCKED,
  DEMO_PASSWORD,
  DEMO_RECRUITER,
  newAccount,
  passwordField,
  signInThroughLoginPage,
} from './support/accounts.js';
import { launchBrowser, newContext } from './support/browser.js';
import { signupLink } from './support/outbox.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/**
 * What a locked job seeker reads when no SUPPORT_URL is set (a member of an organisation reads the
 * spec's words).
 */
const LOCKED_NOTICE =
  'Your account is locked. Only the administrator of this service can tell you why and unlock it.';
/** The e2e server's PROVIDER_WEBSITE_URL (e2e/support/server.ts). */
const PROVIDER_WEBSITE = 'https://provider.example.test/';

function isAt(path: string) {
  return (url: URL) => url.origin === baseUrl && url.pathname === path;
}

async function accessCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(baseUrl)).find((c) => c.name === 'access_token')?.value;
}

describe('signing in and out through the login service', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await newContext(browser, baseUrl);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('signs a new job seeker up through the link in the mail, out, and in again', async () => {
    const account = newAccount('Amira Haddad');
    await page.goto('/sso/signup');
    await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
    await page.getByRole('textbox', { name: 'Full name' }).fill(account.fullName);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    // the meter and the reasons follow the typing, by the rule the server applies
    await passwordField(page).fill('short');
    await page.getByText('Use at least 8 characters.').waitFor();
    await passwordField(page).fill('Password123!');
    await page.getByText('This is close to a commonly used password.').waitFor();
    expect(await page.getByRole('meter', { name: 'Strength' }).getAttribute('aria-valuetext')).toBe('Weak');
    await passwordField(page).fill(account.password);
    await page.getByText('This password is strong enough.').waitFor();
    await passwordField(page, 'Confirm password').fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    // no session yet: the account is made when the link in the mail is opened
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    await page.getByText(account.email, { exact: true }).waitFor();
    expect(await accessCookie(context)).toBeUndefined();
    const link = await signupLink(dataDir, account.email);
    expect(new URL(link).pathname).toBe('/sso/verify');
    await page.goto(link);

    await page.waitForURL(isAt('/jobs'));
    // the token left the address bar at once
    expect(new URL(page.url()).hash).toBe('');
    const name = page.getByRole('banner').getByRole('button', { name: account.fullName });
    await name.waitFor();
    await page.getByRole('heading', { level: 1, name: 'Find your next job' }).waitFor();

    await name.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 1, name: 'You are signed out' }).waitFor();
    expect(await accessCookie(context)).toBeUndefined();

    await page.getByRole('link', { name: 'Sign in again' }).click();
    await page.waitForURL(isAt('/sso/login'));
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await passwordField(page).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('The e-mail address or password is not correct.').waitFor();

    await passwordField(page).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(isAt('/jobs'));
    await page.getByRole('banner').getByRole('button', { name: account.fullName }).waitFor();

    // the link works once
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign up again' }).getAttribute('href')).toBe('/sso/signup');
  });

  it('lands a recruiter in the recruiter workspace named after their organisation', async () => {
    await signInThroughLoginPage(page, DEMO_RECRUITER, DEMO_PASSWORD);
    await page.waitForURL(isAt('/hr'));
    const me = (await (await page.request.get('/uaa/me')).json()) as { organisations: { name: string }[] };
    const organisation = me.organisations[0]?.name ?? '';
    expect(organisation).not.toBe('');
    await page
      .getByRole('heading', { level: 1, name: `Recruiter workspace — ${organisation}`, exact: true })
      .waitFor();
  });

  it('shows a locked account only the locked notice, whose "Got it" leaves for the provider', async () => {
    await signInThroughLoginPage(page, DEMO_LOCKED, DEMO_PASSWORD);
    await page.waitForURL(isAt('/jobs'));
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: LOCKED_NOTICE, exact: true }).waitFor();
    expect(await main.getByRole('article').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Find your next job' }).count()).toBe(0);
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await main.getByRole('link').count()).toBe(0);
    expect(await main.getByRole('button').allInnerTexts()).toEqual(['Got it']);

    // the provider's website is not this test's to reach: answer for it
    await context.route(`${PROVIDER_WEBSITE}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Provider</title>' }),
    );
    await main.getByRole('button', { name: 'Got it' }).click();
    await page.waitForURL(PROVIDER_WEBSITE);
  });

  it('refreshes an expired access token without the user noticing', async () => {
    const account = newAccount('Yusuf Rahimi');
    await createAccount(baseUrl, account);
    await signInThroughLoginPage(page, account.email, account.password);
    await page.waitForURL(isAt('/jobs'));
    await page.getByRole('banner').getByRole('button', { name: account.fullName }).waitFor();
    const before = await accessCookie(context);
    expect(before).toBeDefined();

    // what the browser does when the cookies' Max-Age runs out; the refresh token (path /uaa/oauth) stays
    await context.clearCookies({ name: 'access_token' });
    await context.clearCookies({ name: 'id_token' });
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });

    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: account.fullName }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Find your next job' }).waitFor();
    const after = await accessCookie(context);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(visited).toEqual(['/jobs']);
  });

  it('returns to the page the sign-in started from, but never to another site', async () => {
    const account = newAccount('Layla Chen');
    await createAccount(baseUrl, account);
    const jobs = (await (await page.request.get('/elevate-be/rest/api/jobs?limit=1')).json()) as {
      items: { id: string; title: string }[];
    };
    const job = jobs.items[0];
    if (job === undefined) throw new Error('the demo data has no published job');

    // an anonymous visitor's "Sign in" carries the page as the return address
    await page.goto(`/jobs/${job.id}`);
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
    expect(await signIn.getAttribute('href')).toBe(
      `/sso/login?redirect_uri=${encodeURIComponent(`/jobs/${job.id}`)}`,
    );

    await signInThroughLoginPage(page, account.email, account.password, `/jobs/${job.id}`);
    await page.waitForURL(isAt(`/jobs/${job.id}`));
    await page.getByRole('heading', { level: 1, name: job.title, exact: true }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: account.fullName }).waitFor();

    await context.close();
    context = await newContext(browser, baseUrl);
    page = await context.newPage();
    const foreign: string[] = [];
    await context.route('https://evil.example/**', (route) => {
      foreign.push(route.request().url());
      return route.abort();
    });
    await signInThroughLoginPage(
      page,
      account.email,
      account.password,
      encodeURIComponent('https://evil.example/'),
    );
    await page.waitForURL(isAt('/jobs'));
    await page.getByRole('banner').getByRole('button', { name: account.fullName }).waitFor();
    expect(foreign).toEqual([]);
  });
});

describe('the account security page', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  /** Signed in through the (English) login page, then in the interface language asked for. */
  async function signedInPage(
    account: { email: string; password: string; fullName: string },
    locale = 'en-US',
  ) {
    const context = await newContext(browser, baseUrl, { locale });
    contexts.push(context);
    const page = await context.newPage();
    await signInThroughLoginPage(page, account.email, account.password);
    await page.waitForURL(isAt('/jobs'));
    await context.addCookies([{ name: 'language', value: locale, url: baseUrl }]);
    return page;
  }

  it('lists where the account is signed in, from the account menu, and signs out everywhere else', async () => {
    const account = newAccount('Omar Nasser');
    await createAccount(baseUrl, account);
    const elsewhere = await signedInPage(account);
    const page = await signedInPage(account);

    await page.getByRole('banner').getByRole('button', { name: account.fullName }).click();
    await page.getByRole('menuitem', { name: 'Account security' }).click();
    await page.waitForURL(isAt('/account/security'));
    await page.getByRole('heading', { level: 1, name: 'Account security' }).waitFor();
    const sessions = page.getByRole('region', { name: 'Where you’re signed in' }).getByRole('listitem');
    // this browser, the other one, and the session the sign-up link opened
    await expect.poll(() => sessions.count()).toBe(3);
    await sessions.first().getByText('This device').waitFor();
    expect(await sessions.first().getByRole('heading', { level: 3 }).innerText()).toBe('Chrome on Linux');

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await page.getByText('You are now signed in only on this device.').first().waitFor();
    await expect.poll(() => sessions.count()).toBe(1);

    // the other browser is signed out at once, though its access token had not expired
    await elsewhere.reload();
    await elsewhere.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
  });

  it('changes the password there: a breached one is refused, a passphrase works', async () => {
    const account = newAccount('Sara Idris');
    await createAccount(baseUrl, account);
    const page = await signedInPage(account);
    await page.goto('/account/security');
    const form = page.getByRole('region', { name: 'Change password' });
    // the address change has a current password too: this one is the password form's
    await form.getByLabel(/^Current password\b/).fill(account.password);
    await passwordField(page, 'New password').fill('Password123!');
    await passwordField(page, 'Confirm new password').fill('Password123!');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Choose a stronger password.').waitFor();

    const passphrase = 'quiet lanterns over violet harbours';
    await passwordField(page, 'New password').fill(passphrase);
    await passwordField(page, 'Confirm new password').fill(passphrase);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Your password is changed. Every other device has been signed out.').waitFor();

    const again = await signedInPage({ ...account, password: passphrase });
    await again.getByRole('banner').getByRole('button', { name: account.fullName }).waitFor();
  });

  it.each([
    { locale: 'en-US', heading: 'Account security', end: 'End session', dir: 'ltr' },
    { locale: 'ar', heading: 'أمان الحساب', end: 'إنهاء الجلسة', dir: 'rtl' },
  ] as const)(
    'has no WCAG 2.2 AA violations in $locale, narrow and wide, with its dialog open',
    async (c) => {
      const account = newAccount('Huda Karim');
      await createAccount(baseUrl, account);
      const page = await signedInPage(account, c.locale);
      await page.goto('/account/security');
      await page.getByRole('heading', { level: 1, name: c.heading }).waitFor();
      await page.getByRole('main').getByRole('listitem').first().waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(c.dir);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await accessibilityViolations(page)).toEqual([]);
        // nothing sideways: the page fits the screen
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      // by keyboard: the dialog opens on the focused button, Escape closes it
      await page.getByRole('button', { name: c.end }).first().focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // checked once it has faded in: half-transparent text would fail the contrast rule
      await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    },
  );
});

describe('the login service pages are accessible', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const cases = [
    { locale: 'en-US', path: '/sso/login', heading: 'Sign in', dir: 'ltr' },
    { locale: 'en-US', path: '/sso/signup', heading: 'Create an account', dir: 'ltr' },
    { locale: 'ar', path: '/sso/login', heading: 'تسجيل الدخول', dir: 'rtl' },
    { locale: 'ar', path: '/sso/signup', heading: 'إنشاء حساب', dir: 'rtl' },
  ] as const;

  it.each(cases)('$path in $locale has no WCAG 2.2 AA violations, also with errors shown', async (c) => {
    const context = await newContext(browser, baseUrl, { locale: c.locale, languageCookie: c.locale });
    try {
      const page = await context.newPage();
      await page.goto(c.path);
      await page.getByRole('heading', { level: 1, name: c.heading }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(c.dir);
      expect(await accessibilityViolations(page)).toEqual([]);

      // submitting the empty form marks the fields as invalid
      await page.locator('form').getByRole('button').last().click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
