import { Alert, Badge, Button, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
// the confirmation dialog's styles, loaded with this page only (app/styles.ts keeps the first page's)
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionSummary } from '@talent/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { formatDate, formatDateTime, formatRelativeTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { assignLocation } from '../../../lib/navigation';
import { clearSessionHint } from '../../../lib/session-hint';
import { useEndOtherSessions, useEndSession } from '../api/end-session';
import { useSessions } from '../api/list-sessions';
import { describeDevice } from './describe-device';
import { LOGOUT_PAGE } from './session-menu';
import classes from './security.module.css';

/** Red dark enough for white text and for text on white (Mantine's red-6 is 3.3:1). */
const DANGER = 'red.9';

type Confirming = { kind: 'one'; session: SessionSummary } | { kind: 'others'; ids: string[] };

/** "Chrome on Windows", or as much of it as the User-Agent tells. */
function useDeviceName() {
  const { t } = useTranslation();
  return (session: SessionSummary): string => {
    const { browser, system } = describeDevice(session.userAgent);
    if (browser === null && system === null) return t('session.security.unknownDevice');
    if (system === null) return browser ?? t('session.security.unknownDevice');
    return t('session.security.deviceOn', {
      browser: browser ?? t('session.security.unknownBrowser'),
      system,
    });
  };
}

/**
 * Where the user is signed in: every open session (this device first), each with an "End session"
 * that asks first, and "Sign out everywhere else". Ending this device's session signs out here.
 */
export function SessionsPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const deviceName = useDeviceName();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  // what the last action did, announced politely
  const [notice, setNotice] = useState('');
  // after an action the button that opened the dialog may be gone: the focus goes to the heading
  const [focusHeading, setFocusHeading] = useState(false);

  const items = sessions.data?.items ?? [];
  const ordered = [...items.filter((s) => s.current), ...items.filter((s) => !s.current)];
  const others = items.filter((s) => !s.current).map((s) => s.id);
  const busy = endOne.isPending || endOthers.isPending;
  const failed = confirming !== null && (endOne.isError || endOthers.isError);

  const ask = (next: Confirming) => {
    endOne.reset();
    endOthers.reset();
    setNotice('');
    setFocusHeading(false);
    setConfirming(next);
  };

  const done = (message: string) => {
    setNotice(message);
    setFocusHeading(true);
    setConfirming(null);
  };

  const confirm = () => {
    if (confirming === null) return;
    if (confirming.kind === 'others') {
      endOthers.mutate(confirming.ids, { onSuccess: () => done(t('session.security.othersEnded')) });
      return;
    }
    const { session } = confirming;
    endOne.mutate(session.id, {
      onSuccess: (outcome) => {
        if (session.current) {
          // the server has ended this session and cleared its cookies: show the signed-out page
          clearSessionHint();
          queryClient.removeQueries();
          assignLocation(LOGOUT_PAGE);
          return;
        }
        done(
          outcome === 'ended'
            ? t('session.security.ended', { device: deviceName(session) })
            : t('session.security.alreadyEnded'),
        );
      },
    });
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} size="h3" id={headingId} ref={headingRef} tabIndex={-1} className={classes.heading}>
        {t('session.security.sessionsHeading')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('session.security.sessionsIntro')}
      </Text>
      <Text role="status" aria-live="polite" size="sm" fw={500} className={classes.notice}>
        {notice}
      </Text>

      {sessions.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('session.security.loading')}</Text>
        </Group>
      ) : sessions.isError ? (
        <ErrorState
          headingOrder={3}
          title={t('session.security.errorTitle')}
          message={t('session.security.errorMessage')}
          retryLabel={t('common.actions.retry')}
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
        />
      ) : ordered.length === 0 ? (
        <Text>{t('session.security.empty')}</Text>
      ) : (
        <>
          <ul className={classes.list}>
            {ordered.map((session) => (
              <SessionCard
                key={session.id}
                session={session}
                name={deviceName(session)}
                onEnd={() => ask({ kind: 'one', session })}
              />
            ))}
          </ul>
          {others.length > 0 ? (
            <Group>
              <Button variant="outline" color={DANGER} onClick={() => ask({ kind: 'others', ids: others })}>
                {t('session.security.endOthers')}
              </Button>
            </Group>
          ) : (
            <Text size="sm">{t('session.security.onlyThisDevice')}</Text>
          )}
        </>
      )}

      <Modal
        opened={confirming !== null}
        onClose={() => {
          if (!busy) setConfirming(null);
        }}
        title={
          confirming?.kind === 'others'
            ? t('session.security.endOthersTitle')
            : t('session.security.endTitle')
        }
        centered
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        returnFocus={!focusHeading}
        onExitTransitionEnd={() => {
          if (focusHeading) headingRef.current?.focus();
        }}
      >
        <Stack gap="md">
          <Text>
            {confirming?.kind === 'others'
              ? t('session.security.endOthersMessage')
              : confirming?.session.current === true
                ? t('session.security.endCurrentMessage')
                : t('session.security.endMessage', {
                    device: confirming ? deviceName(confirming.session) : '',
                  })}
          </Text>
          {failed && (
            <Alert color="red" variant="light" role="alert">
              {t('session.security.endFailed')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)} disabled={busy} data-autofocus>
              {t('session.security.cancel')}
            </Button>
            <Button color={DANGER} onClick={confirm} loading={busy}>
              {confirming?.kind === 'others' ? t('session.security.endOthers') : t('session.security.end')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function SessionCard({ session, name, onEnd }: { session: SessionSummary; name: string; onEnd: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nameId = useId();
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      className={classes.card}
      data-current={session.current}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} className={classes.who}>
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h5" id={nameId}>
              {name}
            </Title>
            {session.current && (
              <Badge variant="light" color="brand">
                {t('session.security.thisDevice')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {session.authMethod === 'oidc'
              ? t('session.security.methodOrganisation')
              : t('session.security.methodPassword')}
          </Text>
        </Stack>
        <Button variant="light" color="red" size="sm" onClick={onEnd} aria-describedby={nameId}>
          {t('session.security.end')}
        </Button>
      </Group>
      <dl className={classes.facts}>
        <div>
          <dt>{t('session.security.place')}</dt>
          <dd>
            {session.ip === null ? t('session.security.unknownPlace') : <bdi dir="ltr">{session.ip}</bdi>}
          </dd>
        </div>
        <div>
          <dt>{t('session.security.signedIn')}</dt>
          <dd>
            <time dateTime={session.createdAt}>{formatDateTime(session.createdAt, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('session.security.lastActive')}</dt>
          <dd>
            <time dateTime={session.lastUsedAt} title={formatDateTime(session.lastUsedAt, locale)}>
              {formatRelativeTime(session.lastUsedAt, locale)}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('session.security.ends')}</dt>
          <dd>
            <time dateTime={session.expiresAt}>{formatDate(session.expiresAt, locale)}</time>
          </dd>
        </div>
      </dl>
    </Paper>
  );
}
