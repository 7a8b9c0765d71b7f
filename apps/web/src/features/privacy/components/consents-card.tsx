import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { Consent } from '@talent/contracts';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { LOCALE_AUTONYMS } from '../../../lib/locale';
import { useConsents } from '../api/consents';
import { PRIVACY_NOTICE_PAGE } from '../privacy-paths';
import classes from './privacy.module.css';

function kindLabel(kind: Consent['kind'], t: TFunction): string {
  return kind === 'privacy_notice'
    ? t('consent.history.kindPrivacyNotice')
    : t('consent.history.kindSearchable');
}

/**
 * "Your consents" on the account security page: the privacy notice accepted (version, date) and
 * every choice made, newest first, each with the exact words shown then, in their language, behind
 * a disclosure. Read afresh each time the page opens (the banner's copy may be older).
 */
export function ConsentsCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const historyId = useId();
  const consents = useConsents(userId, { staleTime: 0 });

  let content;
  if (consents.isPending) {
    content = (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('consent.history.loading')}</Text>
      </Group>
    );
  } else if (consents.isError) {
    content = (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('consent.history.loadFailed')}</Text>
          <Button size="xs" variant="default" onClick={() => void consents.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    const { privacyNotice, history } = consents.data;
    const accepted = privacyNotice.acceptedVersion !== null && privacyNotice.acceptedAt !== null;
    content = (
      <>
        <Stack gap={4}>
          <Text size="sm">
            {accepted
              ? t('consent.history.noticeAccepted', {
                  version: privacyNotice.acceptedVersion,
                  date: formatDateTime(privacyNotice.acceptedAt ?? '', locale),
                })
              : t('consent.history.noticeNotAccepted')}
          </Text>
          {accepted && privacyNotice.acceptedVersion !== privacyNotice.currentVersion && (
            <Text size="sm">
              {t('consent.history.noticeNewer', { version: privacyNotice.currentVersion })}
            </Text>
          )}
          <Anchor component={Link} to={PRIVACY_NOTICE_PAGE} size="sm">
            {t('consent.history.readNotice')}
          </Anchor>
        </Stack>
        <Title order={4} size="h5" id={historyId}>
          {t('consent.history.listHeading')}
        </Title>
        {history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('consent.history.empty')}
          </Text>
        ) : (
          <ul className={classes.history} aria-labelledby={historyId}>
            {history.map((consent, index) => (
              <li key={`${consent.at}-${consent.kind}-${index}`} className={classes.historyItem}>
                <Text size="sm" fw={600}>
                  {kindLabel(consent.kind, t)}
                  {': '}
                  {consent.granted ? t('consent.history.given') : t('consent.history.withdrawn')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('consent.history.when', {
                    date: formatDateTime(consent.at, locale),
                    version: consent.version,
                  })}
                </Text>
                <details className={classes.details}>
                  <summary>
                    {t('consent.history.words', { language: LOCALE_AUTONYMS[consent.language] })}
                  </summary>
                  <Text
                    component="blockquote"
                    size="sm"
                    lang={consent.language}
                    dir={consent.language === 'ar' ? 'rtl' : 'ltr'}
                    className={classes.quote}
                  >
                    {consent.text}
                  </Text>
                </details>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={3} size="h4" id={headingId}>
            {t('consent.history.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('consent.history.intro')}
          </Text>
        </Stack>
        {content}
      </Stack>
    </Paper>
  );
}
