import { describe, expect, it } from 'vitest';
import { linkify, safeHref, trimAddress } from './linkify';

const links = (text: string) => linkify(text).filter((p) => p.kind === 'link');

describe('linkify', () => {
  it('keeps every character: the parts joined are the text', () => {
    const text = 'Hi!\nSee https://example.com/job?id=1&x=2 and (https://en.wikipedia.org/wiki/Foo_(bar)).';
    expect(
      linkify(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });

  it('makes http and https addresses links, without the punctuation after them', () => {
    expect(links('Look: https://example.com/a. Or http://example.org/b, thanks')).toEqual([
      { kind: 'link', text: 'https://example.com/a', href: 'https://example.com/a' },
      { kind: 'link', text: 'http://example.org/b', href: 'http://example.org/b' },
    ]);
  });

  it('keeps a bracket the address opened itself, not one around it', () => {
    expect(links('(see https://en.wikipedia.org/wiki/Foo_(bar))')[0]?.text).toBe(
      'https://en.wikipedia.org/wiki/Foo_(bar)',
    );
    expect(links('[https://example.com/x]')[0]?.text).toBe('https://example.com/x');
  });

  it('leaves other schemes, bare hosts and disguised addresses as text', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:someone@example.com',
      'example.com/path',
      'ftp://example.com/file',
      'https://bank.test@evil.test/login',
    ]) {
      expect(links(text), text).toEqual([]);
    }
  });

  it('never lets HTML through as markup: it stays text next to the link', () => {
    const parts = linkify('<img src=x onerror=alert(1)> https://example.com"><script>');
    expect(parts[0]).toEqual({ kind: 'text', text: '<img src=x onerror=alert(1)> ' });
    expect(parts[1]).toEqual({ kind: 'link', text: 'https://example.com', href: 'https://example.com/' });
    expect(parts[2]).toEqual({ kind: 'text', text: '"><script>' });
  });

  it('finds addresses in right-to-left text', () => {
    expect(links('انظر https://example.com/وظيفة، شكرًا')[0]?.text).toBe('https://example.com/وظيفة');
    expect(links('请看https://example.com/job，谢谢')[0]?.text).toBe('https://example.com/job');
    expect(trimAddress('https://example.com/a?!')).toBe('https://example.com/a');
  });
});

describe('safeHref', () => {
  it('answers a normalised http(s) address, or null', () => {
    expect(safeHref('HTTPS://Example.com')).toBe('https://example.com/');
    expect(safeHref('https://')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
  });
});
