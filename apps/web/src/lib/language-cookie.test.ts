import { describe, expect, it } from 'vitest';
import { languageCookieString, readLanguageCookie, writeLanguageCookie } from './language-cookie';
import { normaliseLocale } from './locale';

describe('readLanguageCookie', () => {
  it('reads the supported locales as they are', () => {
    expect(readLanguageCookie('language=zh-CN')).toBe('zh-CN');
    expect(readLanguageCookie('a=1; language=ar; b=2')).toBe('ar');
    expect(readLanguageCookie('language=en-US')).toBe('en-US');
  });

  it('reads the old values zh and en as zh-CN and en-US', () => {
    expect(readLanguageCookie('language=zh')).toBe('zh-CN');
    expect(readLanguageCookie('language=en')).toBe('en-US');
  });

  it('falls back to en-US for an unknown, empty or missing value', () => {
    expect(readLanguageCookie('language=fr')).toBe('en-US');
    expect(readLanguageCookie('language=')).toBe('en-US');
    expect(readLanguageCookie('')).toBe('en-US');
    expect(readLanguageCookie('other_language=ar')).toBe('en-US');
  });

  it('decodes an encoded value', () => {
    expect(readLanguageCookie('language=zh%2DCN')).toBe('zh-CN');
  });
});

describe('normaliseLocale', () => {
  it('ignores case and surrounding spaces', () => {
    expect(normaliseLocale(' ZH-cn ')).toBe('zh-CN');
    expect(normaliseLocale('AR')).toBe('ar');
  });
});

describe('languageCookieString', () => {
  it('keeps the language for a year on the whole site', () => {
    expect(languageCookieString('ar', false)).toBe('language=ar; path=/; max-age=31536000; SameSite=Lax');
    expect(languageCookieString('zh-CN', true)).toMatch(/; Secure$/);
  });

  it('is what the browser then reads back', () => {
    writeLanguageCookie('zh-CN');
    expect(readLanguageCookie(document.cookie)).toBe('zh-CN');
  });
});
