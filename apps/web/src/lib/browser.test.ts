import { describe, expect, it } from 'vitest';
import { isChromeUserAgent } from './browser';

describe('isChromeUserAgent', () => {
  it('recognises Chrome and headless Chromium', () => {
    expect(
      isChromeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe(true);
    expect(isChromeUserAgent('Mozilla/5.0 AppleWebKit/537.36 HeadlessChrome/131.0.0.0 Safari/537.36')).toBe(
      true,
    );
  });

  it('tells other browsers apart', () => {
    expect(isChromeUserAgent('Mozilla/5.0 (Windows NT 10.0; rv:132.0) Gecko/20100101 Firefox/132.0')).toBe(
      false,
    );
    expect(
      isChromeUserAgent(
        'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      ),
    ).toBe(false);
    expect(
      isChromeUserAgent('Mozilla/5.0 AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0'),
    ).toBe(false);
  });
});
