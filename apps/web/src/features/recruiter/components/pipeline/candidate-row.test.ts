import type { PipelineCandidate } from '@talent/contracts';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../lib/i18n';
import type { Locale } from '../../../../lib/locale';
import { placeOf } from './candidate-row';

const muscat: PipelineCandidate['location'] = {
  countryCode: 'OM',
  country: { en: 'Oman', zh: '阿曼', ar: 'عُمان' },
  city: { en: 'Muscat', zh: '马斯喀特', ar: 'مسقط' },
};

const place = (locale: Locale, location = muscat) => placeOf(location, createI18n(locale).t, locale);

describe('placeOf', () => {
  it("names the candidate's city and country in the reader's language and order", () => {
    expect(place('en-US')).toBe('Muscat, Oman');
    expect(place('ar')).toBe('مسقط، عُمان');
    expect(place('zh-CN')).toBe('阿曼，马斯喀特');
  });

  it('gives the country alone, or nothing', () => {
    expect(place('ar', { ...muscat, city: null })).toBe('عُمان');
    expect(place('en-US', { countryCode: null, country: null, city: null })).toBeNull();
  });
});
