import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render';
import { ChromeBanner } from './chrome-banner';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ChromeBanner', () => {
  it('recommends Chrome to other browsers until closed', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(FIREFOX);
    renderRoute(<ChromeBanner />, { path: '/', url: '/' });
    const banner = screen.getByRole('region', { name: 'Browser notice' });
    expect(banner.textContent).toContain('Google Chrome');
    fireEvent.click(screen.getByRole('button', { name: 'Close the browser notice' }));
    expect(screen.queryByRole('region', { name: 'Browser notice' })).toBeNull();
  });

  it('stays away in Chrome', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME);
    renderRoute(<ChromeBanner />, { path: '/', url: '/' });
    expect(screen.queryByRole('region', { name: 'Browser notice' })).toBeNull();
  });
});
