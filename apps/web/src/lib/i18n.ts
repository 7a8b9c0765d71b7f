import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import ar from '../locales/ar.json';
import enUS from '../locales/en-US.json';
import zhCN from '../locales/zh-CN.json';
import { DEFAULT_LOCALE, LOCALES, normaliseLocale, type Locale } from './locale';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUS };
  }
}

export const resources = {
  'en-US': { translation: enUS },
  'zh-CN': { translation: zhCN },
  ar: { translation: ar },
} satisfies Record<Locale, { translation: unknown }>;

/** A ready i18next instance (the translations are bundled, so it initialises synchronously). */
export function createI18n(locale: Locale): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** The current interface locale, re-rendering when the language changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return normaliseLocale(i18n.resolvedLanguage ?? i18n.language);
}
