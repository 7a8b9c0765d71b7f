import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  accessibilityViolations,
  DEMO_PASSWORD,
  DEMO_RECRUITER,
  signInThroughLoginPage,
} from './support/accounts.js';
import { launchBrowser, newContext } from './support/browser.js';
import { pipelineAddresses } from './support/pipeline.js';
import { jobHrefs, signInAsSeeker } from './support/seeker.js';

const baseUrl = inject('baseUrl');

/** Waits until the page's content (not its loaders) is shown. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelector('main .mantine-Loader-root') === null);
}

describe.each(['en-US', 'ar'])('accessibility of the job seeker screens in %s', (language) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let jobHref = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, baseUrl);
    page = await context.newPage();
    await signInAsSeeker(page);
    jobHref = (await jobHrefs(page))[0] ?? '';
    await context.addCookies([{ name: 'language', value: language, url: baseUrl }]);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it.each(['/jobs', 'job', '/saved', '/applications', '/profile', '/profile/resume'])(
    '%s has no WCAG violations',
    async (path) => {
      await page.goto(path === 'job' ? jobHref : path);
      await settled(page);
      if (path === '/jobs') await page.getByRole('main').getByRole('article').first().waitFor();
      if (path === 'job') await page.getByRole('main').getByRole('region').nth(1).waitFor();
      if (path === '/profile') await page.getByRole('main').getByTestId('profile-percent').waitFor();
      if (path === '/profile/resume') await page.getByRole('main').getByRole('article').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await accessibilityViolations(page)).toEqual([]);
    },
  );
});

describe.each(['en-US', 'ar'])('accessibility with every menu and dialog open in %s', (language) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const names =
    language === 'ar'
      ? {
          help: 'المساعدة',
          open: 'افتح القائمة',
          apply: 'تقدّم الآن',
          withdraw: 'سحب الطلب',
          move: 'نقل',
          newCollection: 'مجموعة جديدة…',
          recent: 'عمليات البحث الأخيرة',
        }
      : {
          help: 'Help',
          open: 'Open the menu',
          apply: 'Apply',
          withdraw: 'Withdraw application',
          move: 'Move',
          newCollection: 'New collection…',
          recent: 'Recent searches',
        };

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, baseUrl);
    page = await context.newPage();
    await signInAsSeeker(page);
    await context.addCookies([{ name: 'language', value: language, url: baseUrl }]);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('the help menu', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/jobs');
    await settled(page);
    await page.getByRole('banner').getByRole('button', { name: names.help }).click();
    await page.getByRole('menu').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('the account menu', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/jobs');
    await settled(page);
    // the account button is named by the user's name: the last button of the top bar
    await page.getByRole('banner').getByRole('button').last().click();
    await page.getByRole('menu').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('the phone menu drawer', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/jobs');
    await settled(page);
    await page.getByRole('banner').getByRole('button', { name: names.open }).click();
    await page.getByRole('dialog').getByRole('navigation').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('the apply sheet on a job the seeker has not applied to', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/jobs');
    await settled(page);
    const hrefs = await jobHrefs(page);
    let opened = false;
    for (const href of hrefs.slice(0, 15)) {
      await page.goto(href);
      await settled(page);
      const apply = page.getByRole('main').getByRole('button', { name: names.apply, exact: true });
      if ((await apply.count()) === 0) continue;
      await apply.first().click();
      await page.getByRole('dialog').getByRole('textbox').waitFor();
      opened = true;
      break;
    }
    expect(opened).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('the recent searches menu', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/jobs?keyword=engineer');
    await settled(page);
    const recent = page.getByRole('main').getByRole('button', { name: names.recent });
    await recent.first().click();
    await page.getByRole('menu').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('the move-to-collection menu and the new collection dialog on saved jobs', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/saved');
    await settled(page);
    await page.getByRole('main').getByRole('button', { name: names.move }).first().click();
    await page.getByRole('menu').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('menuitem', { name: names.newCollection }).click();
    await page.getByRole('dialog').getByRole('textbox').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('the withdraw confirmation of an application', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/applications');
    await page.getByRole('main').getByRole('article').getByRole('link').first().waitFor();
    const links = await page
      .getByRole('main')
      .getByRole('article')
      .getByRole('link')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
    let opened = false;
    for (const href of links.filter((h) => h.startsWith('/applications/')).slice(0, 10)) {
      await page.goto(href);
      await settled(page);
      const withdraw = page.getByRole('main').getByRole('button', { name: names.withdraw });
      if ((await withdraw.count()) === 0) continue;
      await withdraw.click();
      await page.getByRole('dialog').waitFor();
      opened = true;
      break;
    }
    expect(opened).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('an application, with its withdraw button', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/applications');
    await page.getByRole('main').getByRole('article').getByRole('link').first().click();
    await settled(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe.each(['en-US', 'ar'])('accessibility of the recruiter dashboard and jobs list in %s', (language) => {
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

  it.each([
    '/hr',
    '/hr/jobs',
    '/hr/jobs/new',
    '/hr/interviews',
    '/hr/interviews?view=list',
    '/hr/offers',
    '/hr/collections',
  ])('%s has no WCAG violations', async (path) => {
    await page.goto(path);
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('the notifications feed has no WCAG violations', async () => {
    await page.goto('/hr');
    await settled(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: language === 'ar' ? /^الإشعارات/ : /^Notifications/ })
      .click();
    await page.getByRole('dialog').getByRole('link').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });
});

describe.each(['en-US', 'ar'])('accessibility of the organisation settings in %s', (language) => {
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

  it.each(['/hr/settings', '/hr/settings?tab=roles', '/hr/settings?tab=members', '/hr/settings?tab=sso'])(
    '%s has no WCAG violations',
    async (path) => {
      await page.goto(path);
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await accessibilityViolations(page)).toEqual([]);
    },
  );
});

describe.each(['en-US', 'ar'])('accessibility of a job pipeline and a candidate in %s', (language) => {
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

  it.each(['sourcing', 'applicant', 'candidate'] as const)(
    'the %s screen has no WCAG violations',
    async (name) => {
      await page.goto(addresses[name]);
      await settled(page);
      await page
        .getByRole('main')
        .getByRole(name === 'sourcing' ? 'listitem' : 'article')
        .first()
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await accessibilityViolations(page)).toEqual([]);
    },
  );

  it('the reject dialog has no WCAG violations', async () => {
    await page.goto(addresses.applicant);
    await settled(page);
    const panel = page.getByRole('main').getByRole('article').first();
    const reject = panel.getByRole('button', { name: language === 'ar' ? 'رفض' : 'Reject', exact: true });
    if ((await reject.count()) === 0) return; // the first applicant may be hired already
    await reject.click();
    await page.getByRole('dialog').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });
});

describe.each(['en-US', 'ar'])(
  "accessibility of another person's profile (/profile/{subject}) in %s",
  (language) => {
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

    it.each(['recruiter', 'owner'] as const)(
      'the demo seeker’s profile seen by the %s has no WCAG violations',
      async (who) => {
        const page = pages[who];
        if (page === undefined) throw new Error('not signed in');
        await page.goto(profilePath);
        await settled(page);
        await page.getByRole('main').getByRole('region').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect(await accessibilityViolations(page)).toEqual([]);
      },
    );

    it('the "Write a recommendation" dialog has no WCAG violations', async () => {
      const page = pages.recruiter;
      if (page === undefined) throw new Error('not signed in');
      await page.goto(profilePath);
      await settled(page);
      await page
        .getByRole('main')
        .getByRole('button', { name: language === 'ar' ? 'اكتب توصية' : 'Write a recommendation' })
        .click();
      await page.getByRole('dialog').getByRole('textbox').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
    });
  },
);
