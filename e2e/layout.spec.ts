import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_RECRUITER, signInThroughLoginPage } from './support/accounts.js';
import { launchBrowser, newContext } from './support/browser.js';
import { pipelineAddresses } from './support/pipeline.js';
import { jobHrefs, signInAsSeeker } from './support/seeker.js';

const baseUrl = inject('baseUrl');
/** Set to a folder to keep a screenshot of every page at every width (docs/design-system.md). */
const screenshotDir = process.env.LAYOUT_SCREENSHOTS;

/** Waits until the page's content (not its loaders) is shown. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelector('main .mantine-Loader-root') === null);
}

/** Keeps a picture of the window for docs/screenshots when LAYOUT_SCREENSHOTS is set (not at 320 px). */
async function keepScreenshot(page: Page, name: string, language: string, width: number): Promise<void> {
  if (screenshotDir === undefined || width === 320) return;
  await page.screenshot({ path: `${screenshotDir}/${name}-${language}-${width}.png`, fullPage: false });
}

/** `/hr/settings?tab=roles` → `hr-settings-roles`, `/hr/jobs/new` → `hr-jobs-new`, `/hr` → `hr-dashboard`. */
function screenshotName(path: string): string {
  const name = path
    .replace(/^\//, '')
    .replace(/[?=&/]+/g, '-')
    .replace(/-(tab|view)-/g, '-');
  return name === 'hr' ? 'hr-dashboard' : name;
}

/** How many pixels the page is wider than the window (0 when it does not scroll sideways). */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe.each(['en-US', 'ar'])('the job seeker pages on a phone in %s', (language) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const paths: Record<string, string> = {
    jobs: '/jobs',
    saved: '/saved',
    applications: '/applications',
    profile: '/profile',
    resume: '/profile/resume',
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, baseUrl);
    page = await context.newPage();
    await signInAsSeeker(page);
    paths.job = (await jobHrefs(page))[0] ?? '';
    await page.goto('/applications');
    const application = page.getByRole('main').getByRole('article').getByRole('link').first();
    await application.waitFor();
    paths.application = (await application.getAttribute('href')) ?? '';
    await context.addCookies([{ name: 'language', value: language, url: baseUrl }]);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  // phones (320, 390), a tablet (768) and a laptop (1280); the screenshots in docs/screenshots are
  // taken here at 390, 768 and 1280 px
  describe.each([320, 390, 768, 1280])('at %i px', (width) => {
    const height = width < 768 ? 844 : width < 1280 ? 1024 : 900;
    it.each(['jobs', 'job', 'saved', 'applications', 'application', 'profile', 'resume'])(
      '%s does not scroll sideways',
      async (name) => {
        await page.setViewportSize({ width, height });
        await page.goto(paths[name] ?? '');
        if (name === 'profile') await page.getByRole('main').getByTestId('profile-percent').waitFor();
        if (name === 'resume') await page.getByRole('main').getByRole('article').waitFor();
        await settled(page);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        await keepScreenshot(page, name, language, width);
        expect(await overflow(page)).toBe(0);
        // the top bar keeps every control inside the window
        const header = await page.getByRole('banner').boundingBox();
        expect((header?.x ?? 0) + (header?.width ?? 0)).toBeLessThanOrEqual(width);
      },
    );

    it.runIf(width < 768)(
      'keeps the filters behind one button so that the results start on the first screen',
      async () => {
        await page.setViewportSize({ width, height });
        await page.goto('/jobs?keyword=engineer');
        await settled(page);
        const category = page
          .getByRole('main')
          .getByLabel(language === 'ar' ? 'الفئة' : 'Category', { exact: true });
        expect(await category.isVisible()).toBe(false);
        await page
          .getByRole('main')
          .getByRole('button', { name: language === 'ar' ? 'عوامل التصفية' : 'Filters', exact: true })
          .click();
        await category.waitFor({ state: 'visible' });
        expect(await overflow(page)).toBe(0);
      },
    );

    it.runIf(width < 768)(
      'opens the section menu as a drawer instead of stacking it above the page',
      async () => {
        await page.setViewportSize({ width, height });
        await page.goto('/jobs');
        await settled(page);
        // no menu above the page: the page's heading is the first thing under the top bar
        expect(
          await page.getByRole('navigation', { name: language === 'ar' ? 'الأقسام' : 'Sections' }).count(),
        ).toBe(0);
        await page
          .getByRole('banner')
          .getByRole('button', { name: language === 'ar' ? 'افتح القائمة' : 'Open the menu' })
          .click();
        const drawer = page.getByRole('dialog');
        await drawer
          .getByRole('link', { name: language === 'ar' ? 'الوظائف' : 'Jobs', exact: true })
          .waitFor();
        expect(await overflow(page)).toBe(0);
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'detached' });
      },
    );
  });
});

describe.each(['en-US', 'zh-CN', 'ar'])('the recruiter dashboard and jobs list in %s', (language) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, baseUrl);
    page = await context.newPage();
    await signInThroughLoginPage(page, DEMO_RECRUITER, DEMO_PASSWORD);
    await page.waitForURL(/\/hr$/);
    await context.addCookies([{ name: 'language', value: language, url: baseUrl }]);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  describe.each([320, 390, 1280])('at %i px', (width) => {
    it.each([
      '/hr',
      '/hr/jobs',
      '/hr/jobs/new',
      '/hr/interviews',
      '/hr/interviews?view=list',
      '/hr/offers',
      '/hr/collections',
    ])('%s does not scroll sideways', async (path) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await page.goto(path);
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await overflow(page)).toBe(0);
      const header = await page.getByRole('banner').boundingBox();
      expect((header?.x ?? 0) + (header?.width ?? 0)).toBeLessThanOrEqual(width);
      await keepScreenshot(page, screenshotName(path), language, width);
    });
  });
});

describe.each(['en-US', 'zh-CN', 'ar'])('the organisation settings in %s', (language) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, baseUrl);
    page = await context.newPage();
    // the settings are the organisation administrator's
    await signInThroughLoginPage(page, 'hradmin@demo.test', DEMO_PASSWORD);
    await page.waitForURL(/\/hr$/);
    await context.addCookies([{ name: 'language', value: language, url: baseUrl }]);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  describe.each([320, 390, 1280])('at %i px', (width) => {
    it.each(['/hr/settings', '/hr/settings?tab=roles', '/hr/settings?tab=members', '/hr/settings?tab=sso'])(
      '%s does not scroll sideways',
      async (path) => {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
        await page.goto(path);
        await settled(page);
        expect(await overflow(page)).toBe(0);
        await keepScreenshot(page, screenshotName(path), language, width);
      },
    );
  });
});

describe.each(['en-US', 'zh-CN', 'ar'])('a job pipeline and a candidate in %s', (language) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let addresses: Awaited<ReturnType<typeof pipelineAddresses>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, baseUrl);
    page = await context.newPage();
    await signInThroughLoginPage(page, DEMO_RECRUITER, DEMO_PASSWORD);
    await page.waitForURL(/\/hr$/);
    addresses = await pipelineAddresses(page);
    await context.addCookies([{ name: 'language', value: language, url: baseUrl }]);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  describe.each([320, 390, 1280])('at %i px', (width) => {
    it.each(['sourcing', 'applicant', 'candidate'] as const)(
      'the %s screen does not scroll sideways',
      async (name) => {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
        await page.goto(addresses[name]);
        await settled(page);
        expect(await overflow(page)).toBe(0);
        await keepScreenshot(page, `hr-${name}`, language, width);
      },
    );
  });
});

describe.each(['en-US', 'ar'])("another person's profile (/profile/{subject}) in %s", (language) => {
  let browser: Browser;
  const pages: Record<'recruiter' | 'owner', Page | undefined> = { recruiter: undefined, owner: undefined };
  let profilePath = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const owner = await (await newContext(browser, baseUrl)).newPage();
    await signInAsSeeker(owner);
    const me = await owner.evaluate(
      async () => (await (await fetch('/uaa/me')).json()) as { subject: string },
    );
    profilePath = `/profile/${encodeURIComponent(me.subject)}`;
    const recruiter = await (await newContext(browser, baseUrl)).newPage();
    await signInThroughLoginPage(recruiter, DEMO_RECRUITER, DEMO_PASSWORD);
    await recruiter.waitForURL(/\/hr$/);
    for (const page of [owner, recruiter])
      await page.context().addCookies([{ name: 'language', value: language, url: baseUrl }]);
    pages.owner = owner;
    pages.recruiter = recruiter;
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each([320, 390, 1280])('at %i px', (width) => {
    it.each(['recruiter', 'owner'] as const)('seen by the %s, it does not scroll sideways', async (who) => {
      const page = pages[who];
      if (page === undefined) throw new Error('not signed in');
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      // loaded from its address, as a shared link is: the server answers it with the app
      await page.goto(profilePath);
      await settled(page);
      await page.getByRole('main').getByRole('region').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await keepScreenshot(page, `profile-view-${who}`, language, width);
      expect(await overflow(page)).toBe(0);
    });
  });
});

describe.each(['en-US', 'ar'])('the printable résumé (/profile/resume) in %s', (language) => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await newContext(browser, baseUrl);
    page = await context.newPage();
    await signInAsSeeker(page);
    await context.addCookies([{ name: 'language', value: language, url: baseUrl }]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('prints only the résumé, on one or two pages, with its text (shaped Arabic included) in the PDF', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/profile/resume');
    const sheet = page.getByRole('main').getByRole('article');
    await sheet.waitFor();
    const name = (await sheet.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const experience = language === 'ar' ? 'الخبرة' : 'Experience';
    await sheet.getByRole('heading', { level: 2, name: experience }).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(
      await page
        .getByRole('button', { name: language === 'ar' ? 'طباعة أو حفظ بصيغة PDF' : 'Print or save as PDF' })
        .isVisible(),
    ).toBe(false);
    const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    await page.emulateMedia({ media: 'screen' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { extractText, getDocumentProxy } = await import('unpdf');
    const doc = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
    const { totalPages, text } = await extractText(doc, { mergePages: true });
    expect(totalPages).toBeGreaterThanOrEqual(1);
    expect(totalPages).toBeLessThanOrEqual(2);
    const words = (s: string) => s.replace(/\s+/g, ' ').trim();
    expect(words(text)).toContain(words(name));
    // Arabic comes out shaped (presentation forms) in visual order: normalised and read back to
    // front, it is the heading's letters; English headings are printed in capitals
    const letters = text.normalize('NFKC').toLowerCase();
    const heading = experience.toLowerCase();
    expect(letters.includes(heading) || letters.includes([...heading].reverse().join(''))).toBe(true);
  });
});
