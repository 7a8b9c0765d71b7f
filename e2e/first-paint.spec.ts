import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.js';

const baseUrl = inject('baseUrl');

/** Set to a folder to keep pictures of the first paint and of the drawn page. */
const screenshotDir = process.env.FIRST_PAINT_SCREENSHOTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Before anything runs: the page's layout shifts, summed (CLS without input). */
function watchLayoutShifts(): void {
  const w = window as unknown as { __shift: number };
  w.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) w.__shift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

interface Look {
  body: Record<string, string>;
  header: { top: number; height: number; background: string; border: string } | null;
  heading: { top: number; start: number; font: string } | null;
  /** Visible form controls the browser would draw itself: their tag, appearance and font. */
  nativeControls: string[];
  dir: string;
}

/** What the page looks like now: the body's type and colours, the top bar, the heading, the controls. */
async function look(page: Page): Promise<Look> {
  return page.evaluate(() => {
    const css = (el: Element) => getComputedStyle(el);
    const body = css(document.body);
    const rtl = document.documentElement.dir === 'rtl';
    const header = document.querySelector('#root header');
    const h1 = document.querySelector('#root h1');
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && css(el).visibility !== 'hidden';
    };
    const nativeControls = Array.from(document.querySelectorAll('#root select, #root button, #root input'))
      .filter(visible)
      .filter((el) => css(el).appearance !== 'none' || css(el).fontFamily !== body.fontFamily)
      .map((el) => `${el.tagName.toLowerCase()} (${css(el).appearance}, ${css(el).fontFamily})`);
    return {
      body: {
        fontFamily: body.fontFamily,
        fontSize: body.fontSize,
        lineHeight: body.lineHeight,
        color: body.color,
        backgroundColor: body.backgroundColor,
        margin: body.margin,
      },
      header:
        header === null
          ? null
          : {
              top: Math.round(header.getBoundingClientRect().top),
              height: Math.round(header.getBoundingClientRect().height),
              background: css(header).backgroundColor,
              border: `${css(header).borderBlockEndWidth} ${css(header).borderBlockEndColor}`,
            },
      heading:
        h1 === null
          ? null
          : {
              top: Math.round(h1.getBoundingClientRect().top),
              // from the side the text starts on
              start: Math.round(
                rtl ? window.innerWidth - h1.getBoundingClientRect().right : h1.getBoundingClientRect().left,
              ),
              font: css(h1).fontFamily,
            },
      nativeControls,
      dir: document.documentElement.dir,
    };
  });
}

const PAGES = [
  { name: 'jobs', path: '/jobs' },
  { name: 'login', path: '/sso/login' },
];
const LANGUAGES = ['en-US', 'ar'];
const WIDTHS = [390, 1280];

describe('the first paint, before the app’s script and styles arrive', () => {
  for (const { name, path } of PAGES) {
    for (const language of LANGUAGES) {
      for (const width of WIDTHS) {
        it(`${path} in ${language} at ${width} px is drawn in the product's look, then does not move`, async () => {
          const context = await newContext(browser, baseUrl, {
            locale: language,
            languageCookie: language === 'en-US' ? undefined : language,
          });
          try {
            const page = await context.newPage();
            await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
            await page.addInitScript(watchLayoutShifts);
            let release = () => {};
            const held = new Promise<void>((resolve) => (release = resolve));
            // the app's bundles (the boot script, the entry, its chunks and its style sheets) wait
            await page.route(/\/assets\/[^?]+\.(js|css)(\?.*)?$/, async (route) => {
              await held;
              await route.continue().catch(() => undefined);
            });
            await page.goto(path, { waitUntil: 'commit' });
            // a frame has been painted while every bundle waits
            await page.waitForFunction(
              () => performance.getEntriesByName('first-contentful-paint').length > 0,
              undefined,
              { timeout: 15_000 },
            );
            const first = await look(page);
            if (screenshotDir !== undefined) {
              await page.screenshot({
                path: `${screenshotDir}/first-paint-${name}-${language}-${width}.png`,
              });
            }

            expect(first.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
            // the design system's type and colours, not the browser's serif on an 8 px margin
            expect(first.body.fontFamily).not.toMatch(/^("?Times|serif)/i);
            expect(first.body.margin).toBe('0px');
            expect(first.body.backgroundColor).toBe('rgb(255, 255, 255)');
            // the top bar's frame: 60 px and its border, on white
            expect(first.header).toEqual({
              top: 0,
              height: 61,
              background: 'rgb(255, 255, 255)',
              border: '1px rgb(222, 226, 230)',
            });
            expect(first.heading).not.toBeNull();
            expect(first.heading?.font).toBe(first.body.fontFamily);
            expect(first.nativeControls).toEqual([]);

            release();
            await page.locator('main h1').first().waitFor({ timeout: 45_000 });
            await page.waitForLoadState('networkidle');
            await page.waitForFunction(() => document.querySelector('main .mantine-Loader-root') === null);
            const drawn = await look(page);
            if (screenshotDir !== undefined) {
              await page.screenshot({ path: `${screenshotDir}/drawn-${name}-${language}-${width}.png` });
            }
            // the shell's frame is the app's: same type, colours, top bar, heading on the same place
            expect(drawn.body).toEqual(first.body);
            expect(drawn.header).toEqual(first.header);
            expect(Math.abs((drawn.heading?.top ?? 0) - (first.heading?.top ?? 0))).toBeLessThanOrEqual(2);
            expect(Math.abs((drawn.heading?.start ?? 0) - (first.heading?.start ?? 0))).toBeLessThanOrEqual(
              2,
            );
            const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
            expect(shift).toBeLessThan(0.1);
          } finally {
            await context.close();
          }
        });
      }
    }
  }
});
