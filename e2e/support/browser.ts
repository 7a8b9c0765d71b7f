import { type Browser, type BrowserContext, chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export async function newContext(
  browser: Browser,
  baseUrl: string,
  options: { locale?: string; languageCookie?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: options.locale ?? 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  if (options.languageCookie !== undefined) {
    await context.addCookies([{ name: 'language', value: options.languageCookie, url: baseUrl }]);
  }
  return context;
}
