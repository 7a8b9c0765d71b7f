import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, DEMO_RECRUITER, signedInPage } from './support/accounts.js';
import { launchBrowser } from './support/browser.js';
import { pipelineAddresses } from './support/pipeline.js';
import { DEMO_HR_ADMIN } from './support/roles.js';
import { DEMO_SEEKER, jobHrefs } from './support/seeker.js';

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

/**
 * Shows `path` (an address with its query): loads it unless the page shows it already, so a check
 * that only opens a menu or a dialog on the page the previous check left does not load it again.
 */
async function show(page: Page, path: string): Promise<void> {
  const url = new URL(page.url());
  if (url.protocol.startsWith('http') && `${url.pathname}${url.search}` === path) return;
  await page.goto(path);
  await settled(page);
}

describe.each(['en-US', 'ar'])('accessibility of the job seeker screens in %s', (language) => {
  let page: Page;
  let jobHref = '';

  beforeAll(async () => {
    page = await signedInPage(browser, DEMO_SEEKER, language);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each(['/jobs', 'job', '/saved', '/applications', '/profile', '/profile/resume'])(
    '%s has no WCAG violations',
    async (path) => {
      if (path === 'job' && jobHref === '') {
        await show(page, '/jobs');
        jobHref = (await jobHrefs(page))[0] ?? '';
      }
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
    page = await signedInPage(browser, DEMO_SEEKER, language);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  /** Closes the menu or dialog the previous check left open, if any. */
  async function closeOverlays(): Promise<void> {
    if ((await page.getByRole('menu').count()) + (await page.getByRole('dialog').count()) === 0) return;
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }

  it('the help menu', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await show(page, '/jobs');
    await closeOverlays();
    await page.getByRole('banner').getByRole('button', { name: names.help }).click();
    await page.getByRole('menu').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('the account menu', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // on the /jobs the help menu's check left (a menu opened on it, not a new page)
    await show(page, '/jobs');
    await closeOverlays();
    // the account button is named by the user's name: the last button of the top bar
    await page.getByRole('banner').getByRole('button').last().click();
    await page.getByRole('menu').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('the phone menu drawer', async () => {
    await show(page, '/jobs');
    await closeOverlays();
    // after resizing the /jobs shown to a phone's width (layout.spec checks a phone's first load)
    await page.setViewportSize({ width: 390, height: 844 });
    const open = page.getByRole('banner').getByRole('button', { name: names.open });
    await open.waitFor();
    await open.click();
    await page.getByRole('dialog').getByRole('navigation').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await closeOverlays();
  });

  it('the apply sheet on a job the seeker has not applied to', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await show(page, '/jobs');
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

  /** An application of the seeker that can still be withdrawn, found by the first check to need it. */
  let withdrawable = '';

  it('an application, with its withdraw button', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await show(page, '/applications');
    await page.getByRole('main').getByRole('article').getByRole('link').first().waitFor();
    const links = await page
      .getByRole('main')
      .getByRole('article')
      .getByRole('link')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
    for (const href of links.filter((h) => h.startsWith('/applications/')).slice(0, 10)) {
      await page.goto(href);
      await settled(page);
      if ((await page.getByRole('main').getByRole('button', { name: names.withdraw }).count()) === 0)
        continue;
      withdrawable = href;
      break;
    }
    expect(withdrawable).not.toBe('');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('the withdraw confirmation of an application', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(withdrawable).not.toBe('');
    // on the application the previous check left: the dialog opens on it, not on a new page
    await show(page, withdrawable);
    await page.getByRole('main').getByRole('button', { name: names.withdraw }).click();
    await page.getByRole('dialog').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });
});

describe.each(['en-US', 'ar'])('accessibility of the recruiter dashboard and jobs list in %s', (language) => {
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage(browser, DEMO_RECRUITER, language);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  // the dashboard last: the notifications feed's check opens on the dashboard this one leaves
  it.each([
    '/hr/jobs',
    '/hr/jobs/new',
    '/hr/interviews',
    '/hr/interviews?view=list',
    '/hr/offers',
    '/hr/collections',
    '/hr',
  ])('%s has no WCAG violations', async (path) => {
    await page.goto(path);
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('the notifications feed has no WCAG violations', async () => {
    await show(page, '/hr');
    // the bell in the top bar leads to the feed's own page (no longer a dialog over the page)
    await page
      .getByRole('banner')
      .getByRole('link', { name: language === 'ar' ? /^الإشعارات/ : /^Notifications/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/hr/notifications');
    await settled(page);
    await page.getByRole('main').getByRole('listitem').getByRole('link').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe.each(['en-US', 'ar'])('accessibility of the organisation settings in %s', (language) => {
  let page: Page;

  beforeAll(async () => {
    // the settings are the organisation administrator's
    page = await signedInPage(browser, DEMO_HR_ADMIN, language);
  });
  afterAll(async () => {
    await page?.context().close();
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
  let page: Page;
  let addresses: Awaited<ReturnType<typeof pipelineAddresses>>;

  beforeAll(async () => {
    page = await signedInPage(browser, DEMO_RECRUITER, language);
    addresses = await pipelineAddresses(page);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  // the applicant last: the reject dialog's check opens on the applicant screen this one leaves
  it.each(['sourcing', 'candidate', 'applicant'] as const)(
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
    await show(page, addresses.applicant);
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
      // on the profile the recruiter's check left: the dialog opens on it, not on a new page
      await show(page, profilePath);
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
