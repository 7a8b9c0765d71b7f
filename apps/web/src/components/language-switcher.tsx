import { NativeSelect } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../lib/i18n';
import { writeLanguageCookie } from '../lib/language-cookie';
import { LOCALE_AUTONYMS, LOCALES, normaliseLocale } from '../lib/locale';

/** Switches the interface language at once and remembers it in the `language` cookie. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = normaliseLocale(event.currentTarget.value);
    writeLanguageCookie(next);
    void i18n.changeLanguage(next);
  };

  return (
    <NativeSelect aria-label={t('app.language.label')} value={locale} onChange={onChange} size="sm">
      {LOCALES.map((l) => (
        <option key={l} value={l} lang={l}>
          {LOCALE_AUTONYMS[l]}
        </option>
      ))}
    </NativeSelect>
  );
}
