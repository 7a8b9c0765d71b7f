import { randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { newContext } from './browser.js';
import { signupLink } from './outbox.js';

/** The demo data's accounts (all with DEMO_PASSWORD). */
export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_RECRUITER = 'recruiter@demo.test';
export const DEMO_LOCKED = 'locked@demo.test';

/** Strong by the sign-up rule and unrelated to any generated address. */
export const NEW_ACCOUNT_PASSWORD = 'Violet-Harbour-42';

export interface NewAccount {
  fullName: string;
  email: string;
  password: string;
}

/** A job seeker no other test knows: a unique address on a reserved test domain. */
export function newAccount(fullName = 'Amira Haddad'): NewAccount {
  return { fullName, email: `seeker.${randomUUID().slice(0, 8)}@e2e.test`, password: NEW_ACCOUNT_PASSWORD };
}

/**
 * Creates the account through the login service's API (the test's own data, not the demo data): the
 * sign-up, then the link of the mail it sent, read from the server's outbox.
 */
export async function createAccount(baseUrl: string, account: NewAccount): Promise<void> {
  const res = await fetch(`${baseUrl}/sso/rest/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (res.status !== 202)
    throw new Error(`sign-up of ${account.email} answered ${res.status}: ${await res.text()}`);
  const token = new URL(await signupLink(inject('dataDir'), account.email)).hash.replace(/^#token=/, '');
  const verified = await fetch(`${baseUrl}/sso/rest/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (verified.status !== 200)
    throw new Error(
      `the sign-up link of ${account.email} answered ${verified.status}: ${await verified.text()}`,
    );
}

/**
 * A password field by its label: password inputs have no ARIA role. The label's text ends with the
 * required-field asterisk (hidden from assistive technology), so it is matched from its start.
 */
export function passwordField(page: Page, label = 'Password') {
  return page.getByLabel(new RegExp(`^${label}\\b`));
}

/**
 * Signs in through the real login page. The caller waits for where the sign-in should land.
 * `redirectUri` is put in the address as it is (the caller encodes what it wants encoded).
 */
export async function signInThroughLoginPage(
  page: Page,
  email: string,
  password: string,
  redirectUri?: string,
): Promise<void> {
  await page.goto(redirectUri === undefined ? '/sso/login' : `/sso/login?redirect_uri=${redirectUri}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in through the token service (`POST /uaa/oauth/token`, as the login page does) without
 * loading the login page: the session cookies land in the context, the session hint in its storage.
 * For specs that test something else than the sign-in; the login page itself is tested through
 * `signInThroughLoginPage`.
 */
export async function signInThroughApi(
  context: BrowserContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const res = await context.request.post('/uaa/oauth/token', {
    form: { grant_type: 'password', username: email, password },
  });
  if (!res.ok()) throw new Error(`signing ${email} in answered ${res.status()}: ${await res.text()}`);
  // the app asks who is signed in only when its session hint says there may be someone (the key of
  // apps/web/src/lib/session-hint.ts); the login page's callback sets it, so it is set here. Any page
  // of the origin serves to reach its storage: the readiness probe is the cheapest.
  const page = await context.newPage();
  try {
    await page.goto('/readyz');
    await page.evaluate(() => window.localStorage.setItem('talent.session', '1'));
  } finally {
    await page.close();
  }
}

/**
 * A new page in its own context of `browser`, signed in as `email` through the token service, with
 * the language cookie set when `language` is given. Nothing is loaded yet (the page is blank).
 */
export async function signedInPage(browser: Browser, email: string, language?: string): Promise<Page> {
  const context = await newContext(
    browser,
    inject('baseUrl'),
    language === undefined ? {} : { languageCookie: language },
  );
  await signInThroughApi(context, email);
  return context.newPage();
}

/**
 * Waits until every animation and transition that ends has ended, and it still holds two frames
 * later: Mantine starts a transition a frame or two after mounting an element (a menu, a dialog, the
 * navbar after a resize), so "none running" counts only when it is still so after two more frames.
 */
export async function animationsFinished(page: Page): Promise<void> {
  const settled = () =>
    page.waitForFunction(() =>
      document
        .getAnimations()
        // a spinner or a skeleton's shimmer runs for ever: only the ones that end are waited for
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .every((a) => a.playState === 'finished' || a.playState === 'idle'),
    );
  const twoFrames = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
  await settled();
  await twoFrames();
  await settled();
}

/** The WCAG 2.2 A/AA rules axe-core checks, as "rule: target" lines (empty when the page passes). */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // a menu or dialog still fading in has its text at part opacity: axe would measure a contrast
  // that no one sees once the animation ends, so wait for every animation and transition to finish
  await animationsFinished(page);
  const result = await new AxeBuilder({ page })
    // only the violations are read: axe then lists no nodes for the rules that pass, which is faster
    // (the options first: `withTags` adds to them)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${v.help})`));
}

/**
 * Signs a new job seeker up as a person would: the sign-up page, then the link of the mail it sent
 * (read from the server's outbox), which signs them in and lands on /jobs.
 */
export async function signUpThroughPage(page: Page, dataDir: string, account: NewAccount): Promise<void> {
  await page.goto('/sso/signup');
  await page.getByRole('textbox', { name: 'Full name' }).fill(account.fullName);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await passwordField(page).fill(account.password);
  await passwordField(page, 'Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
  await page.goto(await signupLink(dataDir, account.email));
  await page.waitForURL((url) => url.pathname === '/jobs');
  await page.getByRole('banner').getByRole('button', { name: account.fullName }).waitFor();
}
