import { describe, expect, it } from 'vitest';
import { applyDocumentLocale, directionOf } from './direction';

describe('directionOf', () => {
  it('is right-to-left for Arabic and left-to-right otherwise', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ar-SA')).toBe('rtl');
    expect(directionOf('en-US')).toBe('ltr');
    expect(directionOf('zh-CN')).toBe('ltr');
  });
});

describe('applyDocumentLocale', () => {
  it('sets lang and dir on the root element', () => {
    const root = document.createElement('html');
    applyDocumentLocale('ar', root);
    expect(root.getAttribute('lang')).toBe('ar');
    expect(root.getAttribute('dir')).toBe('rtl');
    applyDocumentLocale('zh-CN', root);
    expect(root.getAttribute('lang')).toBe('zh-CN');
    expect(root.getAttribute('dir')).toBe('ltr');
  });
});
