/**
 * Resolves once the app's style sheets have loaded (or failed): the built index.html's boot script
 * adds them after the first paint, each marked `data-app-style`, and marks each `data-done` when it
 * has come (start-after-paint.ts). main.tsx waits for this before the app's first render, so that
 * the app never draws without its styles over the server's shell. Without such sheets (the dev
 * server, tests) it resolves at once.
 */
export function stylesReady(doc: Document = document): Promise<void> {
  const waiting = [...doc.querySelectorAll<HTMLLinkElement>('link[data-app-style]:not([data-done])')];
  return Promise.all(
    waiting.map(
      (sheet) =>
        new Promise<void>((resolve) => {
          sheet.addEventListener('load', () => resolve(), { once: true });
          sheet.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
