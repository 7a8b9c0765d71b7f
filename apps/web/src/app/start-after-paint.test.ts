import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, deferEntry } from './start-after-paint';

const BUILT = `<!doctype html>
<html lang="en-US" dir="ltr">
  <head>
    <title>Talent Sourcing</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/vendor-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('starting the app after the first paint', () => {
  it('replaces the module entry, its preloads and its style sheet by the deferred boot script', () => {
    const html = deferEntry(BUILT, '/assets/boot-x.js');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script src="/assets/boot-x.js" defer data-entry="/assets/index-abc.js" data-preload="/assets/runtime-1.js /assets/vendor-2.js" data-style="/assets/index-3.css"></script>',
    );
    // the style sheet no longer holds the first paint back: the shell has its own inline style
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<div id="root"></div>');
  });

  it('refuses a page without a module entry rather than ship one that never starts', () => {
    expect(() => deferEntry('<html><head></head></html>', '/assets/boot-x.js')).toThrow(/no module entry/);
  });

  it('adds the preloads and the entry once a frame has been painted', () => {
    const me = document.createElement('script');
    me.setAttribute('data-entry', '/assets/index-abc.js');
    me.setAttribute('data-preload', '/assets/runtime-1.js /assets/vendor-2.js');
    me.setAttribute('data-style', '/assets/index-3.css');
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const fakeDocument = {
      currentScript: me,
      head: document.head,
      createElement: (tag: string) => document.createElement(tag),
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', BOOT_SCRIPT)(
      fakeDocument,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    // nothing before the frame
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    frames.forEach((f) => f());
    timers.forEach((t) => t());
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/assets/runtime-1.js', '/assets/vendor-2.js']);
    const entry = document.head.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(entry?.getAttribute('src')).toBe('/assets/index-abc.js');
    expect(entry?.crossOrigin).toBe('');
    // the style sheet first, marked for main.tsx to wait for, and marked again once it has come
    const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(sheet?.getAttribute('href')).toBe('/assets/index-3.css');
    expect(sheet?.hasAttribute('data-app-style')).toBe(true);
    expect(sheet?.compareDocumentPosition(entry as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(sheet?.hasAttribute('data-done')).toBe(false);
    sheet?.dispatchEvent(new Event('load'));
    expect(sheet?.hasAttribute('data-done')).toBe(true);
  });
});
