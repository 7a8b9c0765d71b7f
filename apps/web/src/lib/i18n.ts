import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import ar from '../locales/ar.json';
import enUS from '../locales/en-US.json';
import zhCN from '../locales/zh-CN.json';
import type lateEnUS from '../locales/late/en-US.json';
import { DEFAULT_LOCALE, LOCALES, normaliseLocale, type Locale } from './locale';

/** The strings only some lazily loaded screens use (locales/late): not in the first download. */
type LateTranslation = typeof lateEnUS;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUS & LateTranslation };
  }
}

/** A language's translations (plural forms differ between languages, so not `typeof enUS`). */
type Translation = Record<string, unknown>;

/** Every language's translations, for tests (the locale test, sync `createI18n` in any language). */
export const resources = {
  'en-US': { translation: enUS },
  'zh-CN': { translation: zhCN },
  ar: { translation: ar },
} satisfies Record<Locale, { translation: unknown }>;

/**
 * The translations the app carries from the start: only the default language (also the fallback).
 * The others are downloaded when needed (`loadLocale`), before the first render or on a switch:
 * bundling all three cost about 16 KB (gzip) of the first download for every visitor. The tests
 * (Vitest's mode) have all three at once, so that their `createI18n` is synchronous in any language.
 */
const loaded: Partial<Record<Locale, Translation>> =
  import.meta.env.MODE === 'test'
    ? { 'en-US': resources['en-US'].translation, 'zh-CN': zhCN, ar }
    : { 'en-US': enUS };

const LOADERS: Record<Exclude<Locale, 'en-US'>, () => Promise<{ default: Translation }>> = {
  'zh-CN': () => import('../locales/zh-CN.json'),
  ar: () => import('../locales/ar.json'),
};

/** Downloads a language's translations once; resolves at once when they are already here. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (loaded[locale] !== undefined || locale === 'en-US') return;
  loaded[locale] = (await LOADERS[locale]()).default;
}

/**
 * Switches an instance to a language, downloading its translations first. Should the download
 * fail (offline), the language still switches and reads in the fallback language meanwhile.
 */
export async function switchLanguage(i18n: I18n, locale: Locale): Promise<void> {
  try {
    await loadLocale(locale);
    // a screen of the late strings is open: the new language's come too
    if (lateWanted) await loadLateStrings(locale);
  } catch {
    // the fallback language shows until a later switch succeeds
  }
  const translation = loaded[locale];
  // merged in, not only when the language has no bundle yet: the late strings, added just above,
  // may have made one
  if (translation !== undefined) i18n.addResourceBundle(locale, 'translation', translation, true, false);
  await i18n.changeLanguage(locale);
}

/**
 * A ready i18next instance with every language loaded so far (call `loadLocale(locale)` before it,
 * so the first render is already in the visitor's language); it initialises synchronously.
 */
export function createI18n(locale: Locale): I18n {
  const instance = i18next.createInstance();
  instances.add(instance);
  const bundles = Object.fromEntries(
    Object.entries(loaded).map(([code, translation]) => [code, { translation }]),
  );
  void instance.use(initReactI18next).init({
    resources: bundles,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  for (const code of Object.keys(late) as Locale[]) addLate(instance, code);
  return instance;
}

// ───────────── the late strings ─────────────

/**
 * The strings of the account's, the privacy notice's and the platform admin's screens, and the
 * job editor's save confirmation and history (locales/late/*.json, some 6 KB gzipped in English) are not in the first download: the lazy
 * routes that show them call `loadLateStrings()` before they render (router.tsx, `withLateStrings`).
 */
const LATE_LOADERS: Record<Locale, () => Promise<{ default: Translation }>> = {
  'en-US': () => import('../locales/late/en-US.json'),
  'zh-CN': () => import('../locales/late/zh-CN.json'),
  ar: () => import('../locales/late/ar.json'),
};
const late: Partial<Record<Locale, Translation>> = {};
const instances = new Set<I18n>();
const added = new WeakMap<I18n, Set<Locale>>();
let lateWanted = false;

function addLate(instance: I18n, code: Locale): void {
  const strings = late[code];
  const done = added.get(instance) ?? new Set<Locale>();
  if (strings === undefined || done.has(code)) return;
  instance.addResourceBundle(code, 'translation', strings, true, true);
  done.add(code);
  added.set(instance, done);
}

/** The late strings given at once (the tests' setup), for every instance made after too. */
export function provideLateStrings(all: Record<Locale, Translation>): void {
  Object.assign(late, all);
  lateWanted = true;
  for (const instance of instances) for (const code of LOCALES) addLate(instance, code);
}

/**
 * Downloads the late strings of `locale` (by default each instance's language) and of the
 * fallback language, and adds them to every instance; resolves at once when they are here.
 */
export async function loadLateStrings(locale?: Locale): Promise<void> {
  lateWanted = true;
  const wanted = new Set<Locale>([
    DEFAULT_LOCALE,
    ...(locale !== undefined ? [locale] : [...instances].map((i) => normaliseLocale(i.language))),
  ]);
  await Promise.all(
    [...wanted].map(async (code) => {
      late[code] ??= (await LATE_LOADERS[code]()).default;
    }),
  );
  for (const instance of instances) for (const code of wanted) addLate(instance, code);
}

/** The current interface locale, re-rendering when the language changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return normaliseLocale(i18n.resolvedLanguage ?? i18n.language);
}
