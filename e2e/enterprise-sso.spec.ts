import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.js';
import { startOidcProvider, type TestOidcProvider } from './support/oidc-provider.js';

const baseUrl = inject('baseUrl');
const HR_ADMIN = { email: 'hradmin@demo.test', password: 'Demo@12345' };

interface Me {
  email: string;
  isEnterpriseUser: boolean;
  organisations: { id: string; roles: string[] }[];
}

/** The demo HR admin, signed in through the token service, and the organisation they administer. */
async function signInHrAdmin(): Promise<{ accessToken: string; organisationId: string }> {
  const res = await fetch(`${baseUrl}/uaa/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: HR_ADMIN.email,
      password: HR_ADMIN.password,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  const me = (await (
    await fetch(`${baseUrl}/uaa/me`, { headers: { authorization: `Bearer ${accessToken}` } })
  ).json()) as Me;
  const organisationId = me.organisations.find((o) => o.roles.includes('hr_admin'))?.id;
  if (organisationId === undefined) throw new Error(`${HR_ADMIN.email} administers no organisation`);
  return { accessToken, organisationId };
}

describe('enterprise sign-in through the organisation’s own identity provider', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let provider: TestOidcProvider | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await provider?.close();
  });

  it('sends a person to their organisation’s provider and back, signed in as an enterprise user', async () => {
    const domain = `e2e-${randomUUID().slice(0, 8)}.test`;
    provider = await startOidcProvider({ redirectUri: `${baseUrl}/sso/oidc/callback`, emailDomain: domain });

    const admin = await signInHrAdmin();
    const registered = await fetch(`${baseUrl}/elevate-be/rest/api/hr/identity-provider`, {
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

    const email = `noor.${randomUUID().slice(0, 6)}@${domain}`;
    const discovery = (await (
      await fetch(
        `${baseUrl}/sso/rest/idp-discovery?${new URLSearchParams({ email, redirect_uri: '/jobs' })}`,
      )
    ).json()) as { enterprise: boolean; startUrl: string };
    expect(discovery.enterprise).toBe(true);

    context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    // the provider's development pages pull a web font; the page is usable before that settles
    await page.goto(discovery.startUrl, { waitUntil: 'domcontentloaded' });
    expect(new URL(page.url()).origin).toBe(provider.issuer);

    const login = page.getByPlaceholder('Enter any login');
    expect(await login.inputValue()).toBe(email);
    await page.getByPlaceholder('and password').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL((url) => url.origin === baseUrl && !url.pathname.startsWith('/sso/oidc'), {
      waitUntil: 'commit',
    });
    const cookies = await context.cookies(baseUrl);
    expect(cookies.find((c) => c.name === 'access_token')?.httpOnly).toBe(true);

    const me = (await page.evaluate(async () => {
      const res = await fetch('/uaa/me');
      return res.json();
    })) as Me;
    expect(me.email).toBe(email);
    expect(me.isEnterpriseUser).toBe(true);
  });
});
