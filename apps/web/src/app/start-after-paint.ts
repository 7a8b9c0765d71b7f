/**
 * Starts the app after the first paint (docs/decisions.md, "The app starts after the first paint").
 * The server draws the top bar and the page's heading into index.html (page-shell.ts); the module
 * entry and its preloads, requested while the page is parsed, shared the slow link with that first
 * paint and held it back (Lighthouse's mobile simulation: FCP and LCP 1.8 s). The built index.html
 * loads instead a small classic script (`boot-[hash].js`, deferred) that, once a frame has been
 * painted, adds the same module entry and preloads, read from its own `data-entry` and
 * `data-preload` attributes. Only in the build (vite.config.ts): the dev server keeps Vite's own entry.
 * Build code, not part of the app's bundle.
 */
export const BOOT_SCRIPT = `(function () {
  var me = document.currentScript;
  var entry = me.getAttribute('data-entry');
  var preloads = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
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

/** Rewrites the built index.html's module entry and preloads into the boot script's attributes. */
export function deferEntry(html: string, bootSrc: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (entry === null) throw new Error('index.html has no module entry to defer');
  const preloads: string[] = [];
  const withoutPreloads = html.replace(
    /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g,
    (_tag, href: string) => {
      preloads.push(href);
      return '';
    },
  );
  const boot = `<script src="${bootSrc}" defer data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>\n    `;
  return withoutPreloads.replace(entry[0], () => boot);
}
