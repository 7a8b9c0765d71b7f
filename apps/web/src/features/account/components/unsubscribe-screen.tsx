import { Alert, Anchor, Button, Text } from '@mantine/core';
import type { NotificationKind } from '@talent/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import type { AuthFailure } from '../../auth/api/auth-failure';
import { AuthCard } from '../../auth/components/auth-card';
import { authFailureMessage } from '../../auth/components/auth-failure-message';
import { notificationKeys } from '../../notifications/api/count';
import { KIND_LABELS } from '../../notifications/components/notification-kinds';
import { NOTIFICATION_SETTINGS_PAGE } from '../account-paths';
import { unsubscribe } from '../api/unsubscribe';

type UnsubscribeState =
  | { step: 'ask'; failure: AuthFailure | null }
  | { step: 'done'; kind: NotificationKind | 'job_share' | null }
  | { step: 'invalid' };

/** Refusals that the same link will always get: the token is not one of ours, or not for this. */
const isFinal = (failure: AuthFailure) =>
  failure.code === 'invalid_token' || failure.code === 'invalid_fields';

/**
 * /unsubscribe?token=…: a mail's one-click unsubscribe link, public. Opening it changes nothing
 * (mail scanners open links before people do): the page asks, and only the button posts the token
 * to the same path. The kind of mail is known from the answer only, so the question is about "this
 * kind of e-mail" and the answer names it. A failure that may pass (no connection, too many
 * requests, the server) keeps the question and its button, said in words.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<UnsubscribeState>(() =>
    token === '' ? { step: 'invalid' } : { step: 'ask', failure: null },
  );
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  usePageTitle(
    state.step === 'ask'
      ? t('account.unsubscribe.heading')
      : state.step === 'done'
        ? t('account.unsubscribe.doneHeading')
        : t('account.unsubscribe.errorTitle'),
  );

  // the answer replaces the question, whose button had the focus: its heading takes it, so it is read out
  const answered = state.step !== 'ask';
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (asked && answered) headingRef.current?.focus();
  }, [asked, answered]);

  const turnOff = async () => {
    if (busy) return;
    setBusy(true);
    setAsked(true);
    setState({ step: 'ask', failure: null });
    const result = await unsubscribe(token);
    setBusy(false);
    if (result.ok) {
      setState({ step: 'done', kind: result.kind });
      // a signed-in user in this browser sees the switch off on the settings page
      void queryClient.invalidateQueries({ queryKey: notificationKeys.settings });
    } else if (isFinal(result.failure)) {
      setState({ step: 'invalid' });
    } else {
      setState({ step: 'ask', failure: result.failure });
    }
  };

  const settingsLink = (
    <Text size="sm">
      <Anchor component={Link} to={NOTIFICATION_SETTINGS_PAGE} fw={500}>
        {t('account.unsubscribe.settingsLink')}
      </Anchor>
    </Text>
  );

  if (state.step === 'done') {
    return (
      <AuthCard title={t('account.unsubscribe.doneHeading')} headingRef={headingRef}>
        <Alert color="green" variant="light" role="status">
          {state.kind === null
            ? t('account.unsubscribe.doneAny')
            : state.kind === 'job_share'
              ? t('account.unsubscribe.doneShares')
              : t('account.unsubscribe.done', { kind: t(KIND_LABELS[state.kind]) })}
        </Alert>
        {settingsLink}
      </AuthCard>
    );
  }

  if (state.step === 'invalid') {
    return (
      <AuthCard title={t('account.unsubscribe.errorTitle')} headingRef={headingRef}>
        <Alert color="red" variant="light" role="alert">
          {t('account.unsubscribe.invalidToken')}
        </Alert>
        {settingsLink}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('account.unsubscribe.heading')}>
      <Text>{t('account.unsubscribe.intro')}</Text>
      {state.failure !== null && (
        <Alert color="red" variant="light" role="alert">
          {authFailureMessage(state.failure, t, locale)}
        </Alert>
      )}
      <Button loading={busy} onClick={() => void turnOff()} fullWidth>
        {t('account.unsubscribe.submit')}
      </Button>
      {settingsLink}
    </AuthCard>
  );
}
