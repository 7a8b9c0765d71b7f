import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsFinished, DEMO_RECRUITER, signedInPage } from './support/accounts.js';
import { launchBrowser } from './support/browser.js';
import { pipelineAddresses } from './support/pipeline.js';
import { DEMO_HR_ADMIN } from './support/roles.js';
import { DEMO_SEEKER, jobHrefs } from './support/seeker.js';

/** Set to a folder to keep a screenshot of every page at every width (docs/design-system.md). */
const screenshotDir = process.env.LAYOUT_SCREENSHOTS;

/** Phones (320, 390), a tablet (768) and a laptop (1280). */
const SEEKER_WIDTHS = [320, 390, 768, 1280];
const RECRUITER_WIDTHS = [320, 390, 1280];

/** The window's height at a width: a phone's, a tablet's or a laptop's. */
function heightAt(width: number): number {
  return width < 768 ? 844 : width < 1280 ? 1024 : 900;
}

/** One Chromium for the whole file; each `describe` has its own signed-in context. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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

/**
 * Resizes the window of the page shown and waits until the page has laid itself out again: the
 * window has the new width, Mantine's media queries (matchMedia listeners, then a React render) have
 * answered within two frames, and the transitions they start (the navbar, the header) have ended.
 */
async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: heightAt(width) });
  await page.waitForFunction((w) => window.innerWidth === w, width);
  await animationsFinished(page);
  await settled(page);
}

/** Loads `path` in a window `width` px wide, waits for its content and checks the page's language. */
async function load(
  page: Page,
  path: string,
  width: number,
  language: string,
  ready?: (page: Page) => Promise<void>,
): Promise<void> {
  await page.setViewportSize({ width, height: heightAt(width) });
  await page.goto(path);
  await ready?.(page);
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
}

interface SweepOptions {
  language: string;
  widths: number[];
  /** The screenshot's name (LAYOUT_SCREENSHOTS). */
  name: string;
  /** Waits for what the page shows besides its heading. */
  ready?: (page: Page) => Promise<void>;
  /** Also checks that the top bar keeps every control inside the window. */
  header?: boolean;
}

/**
 * Loads `path` once, at the first (smallest) width: a real phone load, the case that matters most.
 * Then it resizes the window up through the other widths and checks at each that the page does not
 * scroll sideways: the checks at the wider widths are "after resizing to" that width, not a fresh
 * load at it (a desktop first load is checked by its own tests below).
 */
async function sweep(page: Page, path: string, options: SweepOptions): Promise<void> {
  const [first, ...wider] = options.widths;
  if (first === undefined) throw new Error('no widths');
  await load(page, path, first, options.language, options.ready);
  for (const width of [first, ...wider]) {
    if (width !== first) await resizeTo(page, width);
    await keepScreenshot(page, options.name, options.language, width);
    expect(await overflow(page), `${path} at ${width} px`).toBe(0);
    if (options.header === true) {
      const header = await page.getByRole('banner').boundingBox();
      expect((header?.x ?? 0) + (header?.width ?? 0), `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
}

describe.each(['en-US', 'ar'])('the job seeker pages on a phone in %s', (language) => {
  let page: Page;
  /** The seeker's pages by screenshot name (add a page here to check it at every width). */
  const paths: Record<string, string> = {
    jobs: '/jobs',
    job: '',
    saved: '/saved',
    applications: '/applications',
    application: '',
    profile: '/profile',
    resume: '/profile/resume',
    invitations: '/invitations',
    invitation: '',
    notifications: '/notifications',
    'notification-settings': '/notifications/settings',
  };
  const ready: Record<string, (page: Page) => Promise<void>> = {
    profile: (page) => page.getByRole('main').getByTestId('profile-percent').waitFor(),
    resume: (page) => page.getByRole('main').getByRole('article').waitFor(),
  };

  beforeAll(async () => {
    page = await signedInPage(browser, DEMO_SEEKER, language);
    await page.goto('/jobs');
    paths.job = (await jobHrefs(page))[0] ?? '';
    await page.goto('/applications');
    const application = page.getByRole('main').getByRole('article').getByRole('link').first();
    await application.waitFor();
    paths.application = (await application.getAttribute('href')) ?? '';
    // the demo seeker always holds an invitation (waiting, or answered by an earlier spec)
    await page.goto('/invitations');
    const invitation = page.getByRole('main').getByRole('article').getByRole('link').first();
    await invitation.waitFor();
    paths.invitation = (await invitation.getAttribute('href')) ?? '';
  });
  afterAll(async () => {
    await page?.context().close();
  });

  // the screenshots in docs/screenshots are taken here at 390, 768 and 1280 px
  it.each(Object.keys(paths))(
    '%s does not scroll sideways at 320 px, nor after resizing to 390, 768 and 1280 px',
    async (name) => {
      await sweep(page, paths[name] ?? '', {
        language,
        widths: SEEKER_WIDTHS,
        name,
        ready: ready[name],
        header: true,
      });
    },
  );

  it('/jobs loaded on a laptop (1280 px) does not scroll sideways', async () => {
    await sweep(page, '/jobs', { language, widths: [1280], name: 'jobs', header: true });
  });

  it.each([320, 390])(
    'keeps the filters behind one button so that the results start on the first screen at %i px',
    async (width) => {
      await load(page, '/jobs?keyword=engineer', width, language);
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

  it('opens the section menu as a drawer instead of stacking it above the page at 320 px, and after resizing to 390 px', async () => {
    await load(page, '/jobs', 320, language);
    for (const width of [320, 390]) {
      if (width !== 320) await resizeTo(page, width);
      // no menu above the page: the page's heading is the first thing under the top bar
      expect(
        await page.getByRole('navigation', { name: language === 'ar' ? 'الأقسام' : 'Sections' }).count(),
      ).toBe(0);
      await page
        .getByRole('banner')
        .getByRole('button', { name: language === 'ar' ? 'افتح القائمة' : 'Open the menu' })
        .click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('link', { name: language === 'ar' ? 'الوظائف' : 'Jobs', exact: true }).waitFor();
      expect(await overflow(page), `at ${width} px`).toBe(0);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
    }
  });
});

describe.each(['en-US', 'zh-CN', 'ar'])('the recruiter dashboard and jobs list in %s', (language) => {
  let page: Page;
  /** The recruiter's pages (add a page here to check it at every width). */
  const paths = [
    '/hr',
    '/hr/jobs',
    '/hr/jobs/new',
    '/hr/interviews',
    '/hr/interviews?view=list',
    '/hr/offers',
    '/hr/collections',
  ];

  beforeAll(async () => {
    page = await signedInPage(browser, DEMO_RECRUITER, language);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each(paths)(
    '%s does not scroll sideways at 320 px, nor after resizing to 390 and 1280 px',
    async (path) => {
      await sweep(page, path, {
        language,
        widths: RECRUITER_WIDTHS,
        name: screenshotName(path),
        header: true,
      });
    },
  );

  it('/hr loaded on a laptop (1280 px) does not scroll sideways', async () => {
    await sweep(page, '/hr', { language, widths: [1280], name: 'hr-dashboard', header: true });
  });
});

describe.each(['en-US', 'zh-CN', 'ar'])('the organisation settings in %s', (language) => {
  let page: Page;
  /** The organisation administrator's pages (add a page here to check it at every width). */
  const paths = [
    '/hr/settings',
    '/hr/settings?tab=roles',
    '/hr/settings?tab=members',
    '/hr/settings?tab=sso',
  ];

  beforeAll(async () => {
    // the settings are the organisation administrator's
    page = await signedInPage(browser, DEMO_HR_ADMIN, language);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each(paths)(
    '%s does not scroll sideways at 320 px, nor after resizing to 390 and 1280 px',
    async (path) => {
      await sweep(page, path, { language, widths: RECRUITER_WIDTHS, name: screenshotName(path) });
    },
  );
});

describe.each(['en-US', 'zh-CN', 'ar'])('a job pipeline and a candidate in %s', (language) => {
  let page: Page;
  let addresses: Awaited<ReturnType<typeof pipelineAddresses>>;

  beforeAll(async () => {
    page = await signedInPage(browser, DEMO_RECRUITER, language);
    addresses = await pipelineAddresses(page);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each(['sourcing', 'applicant', 'candidate'] as const)(
    'the %s screen does not scroll sideways at 320 px, nor after resizing to 390 and 1280 px',
    async (name) => {
      await sweep(page, addresses[name], { language, widths: RECRUITER_WIDTHS, name: `hr-${name}` });
    },
  );
});

describe.each(['en-US', 'ar'])("another person's profile (/profile/{subject}) in %s", (language) => {
  const pages: Record<'recruiter' | 'owner', Page | undefined> = { recruiter: undefined, owner: undefined };
  let profilePath = '';

  beforeAll(async () => {
    const owner = await signedInPage(browser, DEMO_SEEKER, language);
    const me = (await (await owner.request.get('/uaa/me')).json()) as { subject: string };
    profilePath = `/profile/${encodeURIComponent(me.subject)}`;
    pages.owner = owner;
    pages.recruiter = await signedInPage(browser, DEMO_RECRUITER, language);
  });
  afterAll(async () => {
    for (const page of Object.values(pages)) await page?.context().close();
  });

  it.each(['recruiter', 'owner'] as const)(
    'seen by the %s, it does not scroll sideways at 320 px, nor after resizing to 390 and 1280 px',
    async (who) => {
      const page = pages[who];
      if (page === undefined) throw new Error('not signed in');
      // loaded from its address, as a shared link is: the server answers it with the app
      await sweep(page, profilePath, {
        language,
        widths: RECRUITER_WIDTHS,
        name: `profile-view-${who}`,
        ready: (page) => page.getByRole('main').getByRole('region').first().waitFor(),
      });
    },
  );
});

describe.each(['en-US', 'ar'])('the printable résumé (/profile/resume) in %s', (language) => {
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage(browser, DEMO_SEEKER, language);
  });
  afterAll(async () => {
    await page?.context().close();
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
