import { EARLY_SESSION_CHECK, ME_URL } from '../lib/early-session-check';
import { SESSION_HINT_KEY } from '../lib/session-hint';

/**
 * Starts the app after the first paint (docs/decisions.md, "The app starts after the first paint").
 * The server draws the top bar and the page's heading into index.html (page-shell.ts); the module
 * entry and its preloads, requested while the page is parsed, shared the slow link with that first
 * paint and held it back (Lighthouse's mobile simulation: FCP and LCP 1.8 s). The built index.html
 * loads instead a small classic script (`boot-[hash].js`, deferred) that, once a frame has been
 * painted, adds the same module entry and preloads, read from its own `data-entry` and
 * `data-preload` attributes. The app's style sheets wait too (`data-style`): in <head> they held
 * the first paint back until they had come (a round trip and 12 KiB on a slow link), and the shell
 * has its own inline style (page-shell.ts). They are added first, each marked `data-app-style` and,
 * once loaded or failed, `data-done`; main.tsx renders only after that (styles-ready.ts), so the
 * app never draws unstyled. A browser that had a session (its hint in local storage, session-hint.ts)
 * asks who is signed in at once, before any of the app's files (`EARLY_SESSION_CHECK`): asked by the
 * app once its code had run, the question waited behind the screen's 60 to 90 files on the
 * browser's six connections, and every screen's data waited for its answer (issue 25). Only in the build (vite.config.ts): the dev server keeps Vite's own
 * entry. Build code, not part of the app's bundle.
 */
export const BOOT_SCRIPT = `(function () {
  try {
    if (localStorage.getItem('${SESSION_HINT_KEY}') === '1') {
      var early = fetch('${ME_URL}', { headers: { accept: 'application/json' }, credentials: 'include' });
      early.catch(function () {});
      window.${EARLY_SESSION_CHECK} = early;
    }
  } catch (e) {}
  var me = document.currentScript;
  var entry = me.getAttribute('data-entry');
  var preloads = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var styles = (me.getAttribute('data-style') || '').split(' ').filter(Boolean);
  function start() {
    styles.forEach(function (href) {
      var sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.crossOrigin = '';
      sheet.href = href;
      sheet.setAttribute('data-app-style', '');
      sheet.onload = sheet.onerror = function () {
        sheet.setAttribute('data-done', '');
      };
      document.head.appendChild(sheet);
    });
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
`;

/**
 * Rewrites the built index.html's module entry, preloads and style sheets into the boot script's
 * attributes.
 */
export function deferEntry(html: string, bootSrc: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (entry === null) throw new Error('index.html has no module entry to defer');
  const preloads: string[] = [];
  const styles: string[] = [];
  const without = html
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    })
    .replace(/<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      styles.push(href);
      return '';
    });
  const boot =
    `<script src="${bootSrc}" defer data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"` +
    ` data-style="${styles.join(' ')}"></script>\n    `;
  if (!without.includes(entry[0])) throw new Error('index.html: the module entry could not be replaced');
  return without.replace(entry[0], () => boot);
}
