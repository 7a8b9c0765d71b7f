import { Alert, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { consentTexts } from '@talent/contracts/consent-texts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { showToast } from '../../../lib/ui-store';
import { useMe, useSessionState } from '../../session';
import { isStaleVersion, useAcceptPrivacyNotice, useConsents } from '../api/consents';
import { PRIVACY_NOTICE_PAGE } from '../privacy-paths';
import classes from './privacy.module.css';

/** The page's main landmark (app/frame.tsx): the focus goes there once the banner is gone. */
const MAIN_ID = 'main-content';

interface PrivacyNoticeAcceptanceProps {
  /**
   * `banner`: the band above the top bar of the signed-in frames, with "Read it"; `page`: the box at
   * the end of the notice itself.
   */
  variant?: 'banner' | 'page';
}

/**
 * Asks a signed-in person to accept the current privacy notice when they have not (or accepted an
 * older version): never a dialog, the page stays usable. Accepting records the words shown here
 * (`consentTexts.privacy_notice`) in the page's language. Nothing for anonymous visitors; the state
 * is read once per session.
 */
export function PrivacyNoticeAcceptance({ variant = 'banner' }: PrivacyNoticeAcceptanceProps) {
  const me = useMe();
  const open = useSessionState() === 'open';
  const user = open ? (me.data ?? null) : null;
  if (user === null) return null;
  return <Prompt userId={user.id} variant={variant} />;
}

function Prompt({ userId, variant }: { userId: string; variant: 'banner' | 'page' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const textId = useId();
  const consents = useConsents(userId);
  const accept = useAcceptPrivacyNotice(userId);
  const [failure, setFailure] = useState<'stale' | 'failed' | null>(null);
  // at the end of the notice, the box says thank you in place of the question (no toasts there)
  const [justAccepted, setJustAccepted] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justAccepted) doneRef.current?.focus();
  }, [justAccepted]);
  const state = consents.data?.privacyNotice;
  if (state === undefined) return null;
  if (state.acceptedVersion === state.currentVersion) {
    if (variant !== 'page' || !justAccepted) return null;
    return (
      <Paper withBorder radius="md" p="md" ref={doneRef} tabIndex={-1} role="status">
        <Text size="sm">{t('consent.banner.accepted')}</Text>
      </Paper>
    );
  }

  const onAccept = () => {
    setFailure(null);
    accept.mutate(state.currentVersion, {
      onSuccess: () => {
        if (variant === 'page') {
          setJustAccepted(true);
          return;
        }
        showToast(t('consent.banner.accepted'));
        // the button that had the focus is gone
        document.getElementById(MAIN_ID)?.focus();
      },
      onError: (error) => setFailure(isStaleVersion(error) ? 'stale' : 'failed'),
    });
  };

  const message =
    state.acceptedVersion === null ? t('consent.banner.notAccepted') : t('consent.banner.updated');
  const body = (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Stack gap={4} className={classes.text} style={{ flex: '1 1 18rem' }}>
        <Text size="sm" fw={700}>
          {message}
        </Text>
        <Text size="sm" id={textId}>
          {t('consent.banner.confirm')} <span dir="auto">{consentTexts.privacy_notice[locale]}</span>
        </Text>
        {failure !== null && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {failure === 'stale' ? t('consent.banner.stale') : t('consent.banner.failed')}
          </Alert>
        )}
      </Stack>
      <Group gap="xs" wrap="wrap">
        {variant === 'banner' && (
          <Button component={Link} to={PRIVACY_NOTICE_PAGE} variant="default" size="xs">
            {t('consent.banner.read')}
          </Button>
        )}
        <Button
          size="xs"
          loading={accept.isPending}
          onClick={onAccept}
          aria-describedby={textId}
          disabled={consents.isFetching && failure === 'stale'}
        >
          {t('consent.banner.accept')}
        </Button>
      </Group>
    </Group>
  );

  if (variant === 'page')
    return (
      <Paper component="section" withBorder radius="md" p="md" aria-label={t('consent.banner.label')}>
        {body}
      </Paper>
    );
  return (
    <div className={classes.banner} role="region" aria-label={t('consent.banner.label')}>
      <Container size="lg">{body}</Container>
    </div>
  );
}
