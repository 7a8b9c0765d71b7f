import { afterEach, describe, expect, it } from 'vitest';
import { stylesReady } from './styles-ready';

const sheet = (done: boolean) => {
  const link = document.createElement('link');
  link.setAttribute('data-app-style', '');
  if (done) link.setAttribute('data-done', '');
  document.head.appendChild(link);
  return link;
};

afterEach(() => {
  document.head.querySelectorAll('link[data-app-style]').forEach((l) => l.remove());
});

describe('waiting for the app’s style sheets', () => {
  it('resolves at once when there are none or they have come', async () => {
    await expect(stylesReady()).resolves.toBeUndefined();
    sheet(true);
    await expect(stylesReady()).resolves.toBeUndefined();
  });

  it('waits for a sheet still on its way, loaded or failed', async () => {
    const loading = sheet(false);
    const failing = sheet(false);
    let done = false;
    const ready = stylesReady().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    loading.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    failing.dispatchEvent(new Event('error'));
    await ready;
    expect(done).toBe(true);
  });
});
