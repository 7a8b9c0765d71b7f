import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, passwordField } from './support/accounts.js';
import { launchBrowser, newContext } from './support/browser.js';
import { startOidcProvider, type TestOidcProvider } from './support/oidc-provider.js';

const baseUrl = inject('baseUrl');
const HR_ADMIN = 'hradmin@demo.test';
const PLATFORM_ADMIN = 'admin@demo.test';
/** A demo job seeker with a password, on the demo organisation's own domain. */
const EXISTING = 'fresh@demo.test';
const IDP_PATH = '/elevate-be/rest/api/hr/identity-provider';

interface Me {
  email: string;
  isEnterpriseUser: boolean;
  organisations: { id: string; roles: string[] }[];
}

/** A demo account's access token, through the token service. */
async function tokenOf(username: string): Promise<string> {
  const res = await fetch(`${baseUrl}/uaa/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password: DEMO_PASSWORD }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** The demo HR admin, signed in through the token service, and the organisation they administer. */
async function signInHrAdmin(): Promise<{ accessToken: string; organisationId: string }> {
  const accessToken = await tokenOf(HR_ADMIN);
  const me = (await (
    await fetch(`${baseUrl}/uaa/me`, { headers: { authorization: `Bearer ${accessToken}` } })
  ).json()) as Me;
  const organisationId = me.organisations.find((o) => o.roles.includes('hr_admin'))?.id;
  if (organisationId === undefined) throw new Error(`${HR_ADMIN} administers no organisation`);
  return { accessToken, organisationId };
}

/**
 * The HR admin registers a provider for the domain and the platform admin approves the domain (a
 * provider signs nobody in before its organisation's domain is verified). Answers the provider's id.
 */
async function registerAndApprove(provider: TestOidcProvider, domain: string): Promise<string> {
  const admin = await signInHrAdmin();
  const registered = await fetch(`${baseUrl}${IDP_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.accessToken}` },
    body: JSON.stringify({
      organisationId: admin.organisationId,
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      emailDomains: [domain],
    }),
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const approved = await fetch(`${baseUrl}/elevate-be/rest/api/admin/identity-provider/domain/approve`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await tokenOf(PLATFORM_ADMIN)}`,
    },
    body: JSON.stringify({ organisationId: admin.organisationId, domain }),
  });
  expect(approved.status, await approved.clone().text()).toBe(200);
  return ((await registered.json()) as { id: string }).id;
}

async function discoveryStartUrl(email: string): Promise<string> {
  const discovery = (await (
    await fetch(`${baseUrl}/sso/rest/idp-discovery?${new URLSearchParams({ email, redirect_uri: '/jobs' })}`)
  ).json()) as { enterprise: boolean; startUrl: string };
  expect(discovery.enterprise).toBe(true);
  return discovery.startUrl;
}

/** Through the provider's development login and consent pages, until the browser is back here. */
async function throughProvider(page: Page, provider: TestOidcProvider, email: string): Promise<void> {
  // the provider's development pages pull a web font; the page is usable before that settles
  await page.goto(await discoveryStartUrl(email), { waitUntil: 'domcontentloaded' });
  expect(new URL(page.url()).origin).toBe(provider.issuer);
  const login = page.getByPlaceholder('Enter any login');
  expect(await login.inputValue()).toBe(email);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.origin === baseUrl && !url.pathname.startsWith('/sso/oidc'), {
    waitUntil: 'commit',
  });
}

async function meOf(page: Page): Promise<Me> {
  return (await page.evaluate(async () => {
    const res = await fetch('/uaa/me');
    return res.json();
  })) as Me;
}

describe('enterprise sign-in through the organisation’s own identity provider', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const providers: TestOidcProvider[] = [];
  const registered: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // the demo world gets its login page back: no provider serves demo.test after this file
    const admin = await signInHrAdmin();
    for (const id of registered) {
      await fetch(`${baseUrl}${IDP_PATH}/${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${admin.accessToken}` },
      });
    }
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await Promise.all(providers.map((p) => p.close()));
  });

  it('sends a person to their organisation’s provider and back, signed in as an enterprise user', async () => {
    const domain = `e2e-${randomUUID().slice(0, 8)}.test`;
    const provider = await startOidcProvider({
      redirectUri: `${baseUrl}/sso/oidc/callback`,
      emailDomain: domain,
    });
    providers.push(provider);
    registered.push(await registerAndApprove(provider, domain));

    const email = `noor.${randomUUID().slice(0, 6)}@${domain}`;
    const context = await newContext(browser, baseUrl);
    contexts.push(context);
    const page = await context.newPage();
    await throughProvider(page, provider, email);
    const cookies = await context.cookies(baseUrl);
    expect(cookies.find((c) => c.name === 'access_token')?.httpOnly).toBe(true);

    const me = await meOf(page);
    expect(me.email).toBe(email);
    expect(me.isEnterpriseUser).toBe(true);
  });

  it('links an existing account only after its password, on the link page; then goes straight in', async () => {
    const provider = await startOidcProvider({
      redirectUri: `${baseUrl}/sso/oidc/callback`,
      emailDomain: 'demo.test',
    });
    providers.push(provider);
    registered.push(await registerAndApprove(provider, 'demo.test'));

    const context = await newContext(browser, baseUrl);
    contexts.push(context);
    const page = await context.newPage();
    await throughProvider(page, provider, EXISTING);

    // no session yet: the page asks for the account's own password
    await page.waitForURL(`${baseUrl}/sso/link`);
    await page.getByRole('heading', { name: 'Link your account' }).waitFor();
    expect(await page.getByText(EXISTING).isVisible()).toBe(true);
    expect((await context.cookies(baseUrl)).map((c) => c.name)).not.toContain('access_token');

    await passwordField(page).fill('not the password');
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'not correct' }).waitFor();

    await passwordField(page).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs', { waitUntil: 'commit' });
    const me = await meOf(page);
    expect(me.email).toBe(EXISTING);
    expect(me.isEnterpriseUser).toBe(true);

    // linked: the next sign-in through the organisation needs no password here
    const later = await newContext(browser, baseUrl);
    contexts.push(later);
    const again = await later.newPage();
    await throughProvider(again, provider, EXISTING);
    await again.waitForURL((url) => url.pathname === '/jobs', { waitUntil: 'commit' });
    expect((await meOf(again)).email).toBe(EXISTING);
  });
});
