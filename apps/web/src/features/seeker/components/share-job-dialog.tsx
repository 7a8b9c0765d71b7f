import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ShareJobEmailResponse } from '@talent/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { apiRequestOrThrow, isApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { showToast } from '../../../lib/ui-store';
import { formatWait } from '../../auth/components/auth-failure-message';

/** The API's limit (contracts: shareJobEmailBodySchema), kept here so zod stays out of this chunk. */
const SHARE_EMAIL_MAX = 254;
/** The users table's rule for an e-mail address (contracts: SHARE_EMAIL_PATTERN). */
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/;

/** A name or address set apart for bidi (U+2068 … U+2069): a Latin title reads whole in Arabic. */
const isolate = (text: string) => `\u2068${text}\u2069`;

interface ShareJobDialogProps {
  opened: boolean;
  onClose: () => void;
  jobId: string;
  jobTitle: string;
}

/**
 * Which limit a 429 ran into, by the answer's `error` code (job-share.service.ts, SHARE_LIMIT_CODES):
 * the seeker's own shares in an hour, the address's share mails in a day, or the server's in a day.
 */
type Limit = 'hourly' | 'recipient' | 'daily' | 'unknown';
const LIMITS: Record<string, Limit> = {
  share_limit_hourly: 'hourly',
  share_limit_recipient: 'recipient',
  share_limit_daily: 'daily',
};

type Failure =
  | { kind: 'limited'; limit: Limit; retryAfterSeconds: number | undefined }
  | { kind: 'gone' }
  | { kind: 'unsubscribed' }
  | { kind: 'failed' };

/** What a failed share means to the reader; the fields the server named, for a 400. */
function readFailure(error: unknown): { failure: Failure | null; fields: string[] } {
  if (isApiError(error, 429)) {
    const body = error.body as { error?: unknown; retryAfterSeconds?: unknown } | undefined;
    const seconds = typeof body?.retryAfterSeconds === 'number' ? body.retryAfterSeconds : undefined;
    const code = body?.error;
    const limit =
      typeof code === 'string' && Object.hasOwn(LIMITS, code) ? (LIMITS[code] ?? 'unknown') : 'unknown';
    return { failure: { kind: 'limited', limit, retryAfterSeconds: seconds }, fields: [] };
  }
  if (isApiError(error, 404)) return { failure: { kind: 'gone' }, fields: [] };
  // the address turned shared jobs off with a share mail's one-click link
  if (isApiError(error, 409)) return { failure: { kind: 'unsubscribed' }, fields: [] };
  if (isApiError(error, 400)) {
    const body = error.body as { fields?: { field?: unknown }[] } | undefined;
    const fields = (body?.fields ?? []).map((f) => String(f.field));
    if (fields.length > 0) return { failure: null, fields };
  }
  return { failure: { kind: 'failed' }, fields: [] };
}

/**
 * "Share by e-mail": one address, nothing else; the server sends the mail in a moment. The mail holds
 * nothing the seeker types (no name, no note: it would make the mail a relay), so there is no note.
 */
export function ShareJobDialog(props: ShareJobDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal
      opened={props.opened}
      onClose={props.onClose}
      title={t('jobs.share.title', { title: isolate(props.jobTitle) })}
      centered
    >
      {/* a fresh form each time it opens */}
      {props.opened && <ShareForm {...props} />}
    </AppModal>
  );
}

function ShareForm({ onClose, jobId }: ShareJobDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [to, setTo] = useState('');
  const [toError, setToError] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const share = useMutation({
    mutationFn: (body: { to: string }) =>
      apiRequestOrThrow<ShareJobEmailResponse>(
        'POST',
        `/api/job-seeker/job/${encodeURIComponent(jobId)}/share/email`,
        { body },
      ),
  });

  const checkTo = (value: string): string | null => {
    const address = value.trim();
    if (address === '') return t('jobs.share.toRequired');
    if (address.length > SHARE_EMAIL_MAX || !EMAIL_PATTERN.test(address)) return t('jobs.share.toInvalid');
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const addressError = checkTo(to);
    setToError(addressError);
    setFailure(null);
    if (addressError !== null) return;
    share.mutate(
      { to: to.trim() },
      {
        onSuccess: (result) => {
          onClose();
          showToast(t('jobs.share.sentToast', { to: isolate(result.to) }));
        },
        onError: (error) => {
          const read = readFailure(error);
          if (read.fields.includes('body.to')) setToError(t('jobs.share.toInvalid'));
          setFailure(read.failure);
        },
      },
    );
  };

  const failureText = (f: Failure): string => {
    switch (f.kind) {
      case 'limited':
        // a full day's wait for the address, and an unknown end to the pause: no time, only what to do
        if (f.limit === 'recipient') return t('jobs.share.limitedRecipient');
        if (f.limit === 'daily') return t('jobs.share.limitedDaily');
        return f.retryAfterSeconds === undefined
          ? t('jobs.share.limited')
          : t('jobs.share.limitedWait', { when: formatWait(f.retryAfterSeconds, locale) });
      case 'gone':
        return t('jobs.share.gone');
      case 'unsubscribed':
        return t('jobs.share.unsubscribed');
      case 'failed':
        return t('jobs.share.failed');
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('jobs.share.to')}
          description={t('jobs.share.toHint')}
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          required
          value={to}
          onChange={(e) => {
            setTo(e.currentTarget.value);
            setToError(null);
          }}
          onBlur={() => {
            if (to.trim() !== '') setToError(checkTo(to));
          }}
          error={toError}
          data-autofocus
        />
        <Text size="sm" c="dimmed">
          {t('jobs.share.privacy')}
        </Text>
        {failure !== null && (
          <Alert color={failure.kind === 'limited' ? 'yellow' : 'red'} variant="light" role="alert">
            {failureText(failure)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('jobs.share.cancel')}
          </Button>
          <Button type="submit" loading={share.isPending}>
            {t('jobs.share.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
