import { NativeSelect } from '@mantine/core';
import type { LanguageListItem, LanguageListResponse } from '@talent/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../lib/api-client';
import { switchLanguage, useLocale } from '../lib/i18n';
import { writeLanguageCookie } from '../lib/language-cookie';
import { isLocale, LOCALE_AUTONYMS, LOCALES, normaliseLocale } from '../lib/locale';

/** The server's language list (spec section 7, "Shell calls"). */
export const LANGUAGE_LIST_URL = '/lang/rest/languages/v1/talent-sourcing';

const DEFAULT_LANGUAGES: readonly LanguageListItem[] = LOCALES.map((code) => ({
  code,
  text: LOCALE_AUTONYMS[code],
}));

/** The server's list replaces the built-in one; on any failure the built-in three are kept (section 8). */
export async function loadLanguages(): Promise<readonly LanguageListItem[]> {
  try {
    const answer = await request<LanguageListResponse>('GET', LANGUAGE_LIST_URL);
    const usable = 'success' in answer && answer.success ? answer.data.filter((l) => isLocale(l.code)) : [];
    return usable.length > 0 ? usable : DEFAULT_LANGUAGES;
  } catch {
    return DEFAULT_LANGUAGES;
  }
}

/** Switches the interface language at once and remembers it in the `language` cookie. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const languages = useQuery({
    queryKey: ['shell', 'languages'],
    queryFn: loadLanguages,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = normaliseLocale(event.currentTarget.value);
    writeLanguageCookie(next);
    void switchLanguage(i18n, next);
  };

  return (
    <NativeSelect aria-label={t('app.language.label')} value={locale} onChange={onChange} size="sm">
      {(languages.data ?? DEFAULT_LANGUAGES).map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.text}
        </option>
      ))}
    </NativeSelect>
  );
}
