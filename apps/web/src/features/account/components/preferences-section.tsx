import '@mantine/core/styles/Combobox.css';
import { Card, Select, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '@talent/contracts';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { SettingsForm } from '../../../components/form-parts';
import { PageLoader } from '../../../components/page-loader';
import { switchLanguage, useLocale } from '../../../lib/i18n';
import type { Locale } from '../../../lib/locale';
import type { AccountFailure } from '../api/account-failure';
import { knownTimeZones, PREFERENCES_KEY, savePreferences, usePreferences } from '../api/preferences';
import { accountFailureMessage } from './account-failure-message';

const LANGUAGES: readonly { value: Locale; label: string }[] = [
  { value: 'en-US', label: 'English' },
  { value: 'zh-CN', label: '中文' },
  { value: 'ar', label: 'العربية' },
];

/** The interview's own zone: the choice of no zone of one's own. */
const OWN_ZONE_OF_EACH = '';

/**
 * The person's language (the interface and every mail) and time zone (reminders give times in it),
 * for every role: on /account/notifications beside the notification settings.
 */
export function PreferencesSection() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const headingId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('account.preferences.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('account.preferences.intro')}
        </Text>
        {preferences.isPending ? (
          <PageLoader label={t('account.preferences.loading')} />
        ) : preferences.isError ? (
          <ErrorState
            title={t('account.preferences.loadFailed')}
            message={t('account.preferences.loadFailedMessage')}
            retryLabel={t('common.actions.retry')}
            onRetry={() => void preferences.refetch()}
            error={preferences.error}
            headingOrder={3}
          />
        ) : (
          <PreferencesForm initial={preferences.data} />
        )}
      </Stack>
    </Card>
  );
}

function PreferencesForm({ initial }: { initial: Preferences }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<Locale>(initial.language);
  const [timeZone, setTimeZone] = useState<string>(initial.timeZone ?? OWN_ZONE_OF_EACH);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<AccountFailure | null>(null);
  const zones = useMemo(
    () => [
      { value: OWN_ZONE_OF_EACH, label: t('account.preferences.eachInterviewsZone') },
      ...knownTimeZones().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
    ],
    [t],
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setSaved(false);
    setFailure(null);
    const result = await savePreferences({
      language,
      timeZone: timeZone === OWN_ZONE_OF_EACH ? null : timeZone,
    });
    setBusy(false);
    if (!result.ok) {
      setFailure(result.failure);
      return;
    }
    queryClient.setQueryData(PREFERENCES_KEY, result.value);
    setSaved(true);
    // the interface follows at once (the language cookie and the page's direction with it)
    if (result.value.language !== locale) await switchLanguage(i18n, result.value.language);
  };

  return (
    <SettingsForm
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={t('account.preferences.save')}
      error={failure === null ? null : accountFailureMessage(failure, t, locale)}
      done={saved ? t('account.preferences.saved') : null}
    >
      <Select
        label={t('account.preferences.language')}
        description={t('account.preferences.languageHint')}
        data={LANGUAGES.map((l) => ({ ...l }))}
        value={language}
        allowDeselect={false}
        onChange={(value) => {
          if (value === 'en-US' || value === 'zh-CN' || value === 'ar') setLanguage(value);
          setSaved(false);
        }}
      />
      <Select
        label={t('account.preferences.timeZone')}
        description={t('account.preferences.timeZoneHint')}
        data={zones}
        value={timeZone}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('account.preferences.noZone')}
        onChange={(value) => {
          setTimeZone(value ?? OWN_ZONE_OF_EACH);
          setSaved(false);
        }}
      />
    </SettingsForm>
  );
}
