import { describe, expect, it } from 'vitest';
import { resources } from '../lib/i18n';
import { LOCALES } from '../lib/locale';
import lateAr from './late/ar.json';
import lateEn from './late/en-US.json';
import lateZh from './late/zh-CN.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A plural key (`total_one`, `total_few`) counts as its base key: each language has its own plural forms. */
function baseKeys(keys: Iterable<string>): Set<string> {
  return new Set([...keys].map((k) => k.replace(PLURAL_SUFFIX, '')));
}

/** The strings of the first download and those of the lazy screens (locales/late), as one tree. */
const late: Record<(typeof LOCALES)[number], Tree> = { 'en-US': lateEn, 'zh-CN': lateZh, ar: lateAr };
const flat = Object.fromEntries(
  LOCALES.map((l) => [l, new Map([...flatten(resources[l].translation as Tree), ...flatten(late[l])])]),
) as Record<(typeof LOCALES)[number], Map<string, string>>;
const english = flat['en-US'];

// every source file but the tests: the raw text, to find the keys the interface uses
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const sourceText = Object.values(sources).join('\n');

describe('locale files', () => {
  it('have the same keys in every language', () => {
    const expected = [...baseKeys(english.keys())].sort();
    for (const locale of LOCALES) {
      expect([...baseKeys(flat[locale].keys())].sort(), locale).toEqual(expected);
    }
  });

  it('have every plural form each language needs, and no others', () => {
    for (const locale of LOCALES) {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const plurals = [...flat[locale].keys()].filter((k) => PLURAL_SUFFIX.test(k));
      for (const base of baseKeys(plurals)) {
        const forms = plurals
          .filter((k) => k.replace(PLURAL_SUFFIX, '') === base)
          .map((k) => PLURAL_SUFFIX.exec(k)?.[1]);
        expect(forms.sort(), `${locale} ${base}`).toEqual([...categories].sort());
      }
    }
  });

  it('have no empty values', () => {
    for (const locale of LOCALES) {
      for (const [key, value] of flat[locale]) expect(value.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('use keys of the form <feature>.<screen>.<text>', () => {
    for (const key of english.keys())
      expect(key).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*(_[a-z]+)?$/);
  });

  it('keep the same interpolation variables in every language', () => {
    const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();
    for (const [key, value] of english) {
      const base = key.replace(PLURAL_SUFFIX, '');
      for (const locale of LOCALES) {
        for (const [k, v] of flat[locale]) {
          if (k.replace(PLURAL_SUFFIX, '') !== base) continue;
          // a plural form may spell its count out in words ("one job"); the other variables must match
          const wanted = variables(value).filter((name) => name !== 'count');
          expect(
            variables(v).filter((name) => name !== 'count'),
            `${locale} ${k}`,
          ).toEqual(wanted);
        }
      }
    }
  });

  it('contain every key the source uses', () => {
    const known = baseKeys(english.keys());
    // keys passed straight to t(), and key-shaped literals (key maps, conditional keys)
    const called = [...sourceText.matchAll(/\bt\(\s*['"`]([^'"`$]+)['"`]/g)].map((m) => m[1] ?? '');
    const features = [...new Set([...english.keys()].map((k) => k.split('.')[0]))].join('|');
    const literals = [
      ...sourceText.matchAll(
        new RegExp(`['"\`]((?:${features})\\.[a-z][a-zA-Z]*\\.[a-z][a-zA-Z]*)['"\`]`, 'g'),
      ),
    ].map((m) => m[1] ?? '');
    expect(called.length).toBeGreaterThan(0);
    for (const key of [...called, ...literals]) expect(known.has(key), key).toBe(true);
  });

  it('contain no key the source does not use', () => {
    for (const key of baseKeys(english.keys())) {
      expect(sourceText.includes(`'${key}'`), key).toBe(true);
    }
  });
});
