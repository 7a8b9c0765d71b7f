import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { provideLateStrings } from '../lib/i18n';
import { clearSessionHint } from '../lib/session-hint';
import { clearSiteLinks } from './site-links';
import lateAr from '../locales/late/ar.json';
import lateEn from '../locales/late/en-US.json';
import lateZh from '../locales/late/zh-CN.json';

// the strings the app downloads with its lazy screens are here at once, as the bundled ones are
provideLateStrings({ 'en-US': lateEn, 'zh-CN': lateZh, ar: lateAr });

// Mantine reads media queries and observes element sizes; jsdom implements neither.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

if (typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// jsdom logs "not implemented" for scrolling
window.scrollTo = () => undefined;

afterEach(() => {
  clearSiteLinks();
  cleanup();
  // a test whose browser had a session says so (setSessionHint); the next one starts anonymous
  clearSessionHint();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
});
