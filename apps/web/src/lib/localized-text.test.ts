import { describe, expect, it } from 'vitest';
import { pickLocalized } from './localized-text';

const name = { en: 'Engineering', zh: '工程', ar: 'الهندسة' };

describe('pickLocalized', () => {
  it('picks the name in the interface language', () => {
    expect(pickLocalized(name, 'en-US')).toBe('Engineering');
    expect(pickLocalized(name, 'zh-CN')).toBe('工程');
    expect(pickLocalized(name, 'ar')).toBe('الهندسة');
  });

  it('falls back to English when the name is blank in that language', () => {
    expect(pickLocalized({ ...name, ar: ' ' }, 'ar')).toBe('Engineering');
  });
});
