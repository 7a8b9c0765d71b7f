import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import yauzl from 'yauzl';
import {
  accessibilityViolations,
  animationsFinished,
  createAccount,
  DEMO_RECRUITER,
  newAccount,
  passwordField,
  signedInPage,
  signInThroughApi,
  signInThroughLoginPage,
} from './support/accounts.js';
import { api, untouchedJob } from './support/answers.js';
import { launchBrowser, newContext } from './support/browser.js';
import { resumePdf } from './support/files.js';
import { readOutbox } from './support/outbox.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const DEMO_ADMIN = 'admin@demo.test';
const NEW_PASSWORD = 'Lantern-Dhow-Harbour-58';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The link to `page` (`/sso/reset-password`…) in the newest mail to this address with one. */
async function mailLink(to: string, page: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutbox(dataDir)).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
    for (const mail of [...mails].reverse()) {
      for (const body of mail.bodies) {
        const link = new RegExp(`https?://[^\\s"'<>]+${page}#token=[\\w-]+`).exec(body)?.[0];
        if (link !== undefined) return link;
      }
    }
    if (Date.now() > deadline) throw new Error(`no ${page} link in the mails to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Waits for a mail to this address whose subject matches. */
async function mailWithSubject(to: string, subject: RegExp, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutbox(dataDir)).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
    if (mails.some((m) => subject.test(m.subject))) return;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a subject like ${subject}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The names of a zip's entries and the text of those asked for. */
function unzip(bytes: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err !== null || zip === undefined) return reject(err ?? new Error('not a zip'));
      const entries = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e !== null || stream === undefined) return reject(e ?? new Error('no entry'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString('latin1'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

describe('a job seeker’s account, from a forgotten password to its deletion', () => {
  let context: BrowserContext;
  let page: Page;
  let recruiter: Page;

  beforeAll(async () => {
    context = await newContext(browser, baseUrl);
    page = await context.newPage();
    recruiter = await signedInPage(browser, DEMO_RECRUITER);
    await recruiter.goto('/hr');
  });
  afterAll(async () => {
    await context?.close();
    await recruiter?.context().close();
  });

  it('resets a forgotten password from the mail, renames, exports her data, deletes her account; the recruiter sees an anonymised candidate', async () => {
    const account = newAccount('Amira Forgetful');
    await createAccount(baseUrl, account);
    // she applies to one of the recruiter's jobs and uploads a file, signed in as she signed up
    await signInThroughApi(context, account.email, account.password);
    await page.goto('/jobs');
    const job = await untouchedJob(recruiter, page);
    const applied = await api<{ id: string }>(page, 'POST', `/api/job-seeker/job/${job.id}/apply`, {});
    const upload = await page.evaluate(
      async (bytes) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'amira-cv.pdf');
        const res = await fetch('/fm/upload', { method: 'POST', body: form });
        return (await res.json()) as { id: string };
      },
      [...resumePdf('Amira Forgetful', ['Welder, Sohar'])],
    );
    await context.clearCookies();

    // "Forgot password?"
    await page.goto('/sso/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    await page.getByText('The link works once, for 30 minutes.').waitFor();
    const link = await mailLink(account.email, '/sso/reset-password');
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    // the token left the address bar at once
    expect(new URL(page.url()).hash).toBe('');
    await passwordField(page, 'New password').fill(NEW_PASSWORD);
    await passwordField(page, 'Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL((url) => url.pathname === '/sso/login');
    await page.getByText('Your password is changed, and every device was signed out.').waitFor();
    // the owner is told (the mail leaves through the queue, within its poll)
    await mailWithSubject(account.email, /password was changed/);

    // the old password no longer works; the new one does
    await signInThroughLoginPage(page, account.email, account.password);
    await page.getByRole('alert').waitFor();
    await signInThroughLoginPage(page, account.email, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/jobs');

    // a new name, seen in the top bar at once
    await page.goto('/account/security');
    const name = page.getByRole('textbox', { name: 'Full name' });
    await name.fill('Amira Al Hinai');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('status').filter({ hasText: 'Your name is saved.' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Amira Al Hinai' }).waitFor();

    // her data, as a zip she downloads
    await page.getByRole('button', { name: 'Prepare my data' }).click();
    const download = page.getByRole('link', { name: /^Download/ });
    await download.waitFor();
    const href = await download.getAttribute('href');
    expect(href).toMatch(/^\/elevate-be\/rest\/api\/me\/export\/[\w-]+\/download$/);
    const zip = await context.request.get(href ?? '');
    expect(zip.status()).toBe(200);
    const entries = await unzip(await zip.body());
    expect(entries.get('data/applications.json')).toContain(applied.id);
    expect(entries.get('data/users.json')).toContain('Amira Al Hinai');
    expect([...entries.keys()]).toContain(`files/${upload.id}-amira-cv.pdf`);

    // and deletes her account
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await passwordField(page, 'Your password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/sso/account-deleted');
    await page.getByRole('heading', { level: 1, name: 'Your account is being deleted' }).waitFor();
    expect(await mailLink(account.email, '/sso/keep-account')).toMatch(/keep-account#token=/);

    // signing in stops at once
    await signInThroughLoginPage(page, account.email, NEW_PASSWORD);
    await page
      .getByRole('alert')
      .getByText(/This account is being deleted/)
      .waitFor();

    // the erasure runs with the next minute's timed work (the browser tests' grace period is 0 days)
    const pool = `/api/hr/wf/job/${job.id}/applicant-pool?limit=50`;
    const deadline = Date.now() + 150_000;
    for (;;) {
      const answer = await api<{ items: { applicationId: string; candidate: { anonymised?: boolean } }[] }>(
        recruiter,
        'GET',
        pool,
      );
      if (answer.items.find((i) => i.applicationId === applied.id)?.candidate.anonymised === true) break;
      if (Date.now() > deadline) throw new Error('the account was not erased within 150 s');
      await new Promise((r) => setTimeout(r, 2000));
    }
    await recruiter.goto(`/hr/jobs/${job.id}?stage=applicants`);
    await recruiter.getByText('Anonymised candidate').first().waitFor();
    expect(await recruiter.getByText('Amira Al Hinai').count()).toBe(0);
    expect(await recruiter.getByText('Amira Forgetful').count()).toBe(0);
  }, 240_000);
});

/** The new screens of issue 24, by who sees them. */
const PUBLIC_PAGES = [
  '/sso/forgot-password',
  '/sso/reset-password',
  '/sso/keep-account',
  '/sso/account-deleted',
  '/unsubscribe?token=a.b.c',
  '/privacy',
];
const SEEKER_PAGES = ['/account/security', '/account/notifications'];
const ADMIN_PAGES = ['/admin/users', '/admin/organisations', '/admin/privacy', '/admin/audit'];
const WIDTHS = [320, 390, 768, 1280];

/** Loads the page at 320 px, then widens the window, checking it never scrolls sideways; axe at 1280. */
async function check(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 844 });
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelector('.mantine-Loader-root') === null);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await page.waitForFunction((w) => window.innerWidth === w, width);
    await animationsFinished(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} at ${width} px`).toBe(0);
  }
  expect(await accessibilityViolations(page), path).toEqual([]);
}

describe.each(['en-US', 'ar'])('the account, privacy and admin screens in %s', (language) => {
  it('the public ones fit from 320 to 1280 px and axe finds nothing', async () => {
    const context = await newContext(browser, baseUrl, { languageCookie: language });
    const page = await context.newPage();
    try {
      for (const path of PUBLIC_PAGES) await check(page, path);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('the signed-in ones too', async () => {
    const seeker = await createSeeker(language);
    try {
      for (const path of SEEKER_PAGES) await check(seeker, path);
    } finally {
      await seeker.context().close();
    }
    const admin = await signedInPage(browser, DEMO_ADMIN, language);
    try {
      for (const path of ADMIN_PAGES) await check(admin, path);
      // a user's and an organisation's page, reached from the lists
      await admin.goto('/admin/users');
      const firstUser = await admin.getByRole('main').getByRole('link').first().getAttribute('href');
      await check(admin, firstUser ?? '/admin/users');
      await admin.goto('/admin/organisations');
      const firstOrganisation = await admin.getByRole('main').getByRole('link').first().getAttribute('href');
      await check(admin, firstOrganisation ?? '/admin/organisations');
    } finally {
      await admin.context().close();
    }
  }, 180_000);
});

/** A new job seeker of this test, signed in, in the language. */
async function createSeeker(language: string): Promise<Page> {
  const account = newAccount('Layla Screens');
  await createAccount(baseUrl, account);
  const context = await newContext(browser, baseUrl, { languageCookie: language });
  await signInThroughApi(context, account.email, account.password);
  return context.newPage();
}
