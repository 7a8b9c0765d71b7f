import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { DataExport } from '@talent/contracts';
import type { TFunction } from 'i18next';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { iconSize } from '../../../app/theme';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { assignLocation } from '../../../lib/navigation';
import { formatFileSize } from '../../profile/files-api';
import { isApiError } from '../../../lib/api-client';
import { SettingsSection } from '../../../components/form-parts';
import type { AccountFailure } from '../api/account-failure';
import {
  dataExportKeys,
  EXPORT_POLL_MS,
  exportRequested,
  freshDownloadUrl,
  requestDataExport,
  useDataExport,
} from '../api/data-export';
import { accountFailureMessage } from './account-failure-message';

interface DataExportSectionProps {
  /** How often the state is read again while the export is being made (tests make it short). */
  pollMs?: number;
}

/** What the latest export allows: ask for one, wait for it, download it, or ask again. */
function stateSentence(latest: DataExport | null, t: TFunction): string | null {
  if (latest === null) return null;
  switch (latest.status) {
    case 'pending':
      return t('account.export.pending');
    case 'ready':
      return t('account.export.ready');
    case 'failed':
      return t('account.export.failed');
    case 'expired':
      return t('account.export.expired');
  }
}

/**
 * "Download your data": a zip of everything held about the signed-in person. Asking for it makes it
 * at once for most accounts; a large one is made by the background queue, and the state is read
 * again every few seconds until it is ready. The state's sentence is in a polite live region, so
 * that "ready" is read out when it comes; after a request, the focus goes to it (the button that
 * had it may be gone).
 */
export function DataExportSection({ pollMs = EXPORT_POLL_MS }: DataExportSectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const state = useDataExport(pollMs);
  const [failure, setFailure] = useState<AccountFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [asked, setAsked] = useState(0);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (asked > 0) statusRef.current?.focus();
  }, [asked]);

  const prepare = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const result = await requestDataExport();
    setBusy(false);
    if (result.ok) {
      exportRequested(queryClient, result.value);
      setAsked((n) => n + 1);
      return;
    }
    if (result.failure.code === 'export_pending') {
      // one is being made already (another tab): show it, and wait for it like ours
      await state.refetch();
      setAsked((n) => n + 1);
      return;
    }
    setFailure(result.failure);
  };

  /**
   * The download is a plain GET that needs a fresh access-token cookie: the session is renewed
   * through the API client first, then the browser goes to the address. A click with a modifier
   * (a new tab or window) is left to the browser.
   */
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (downloading) return;
    setDownloading(true);
    setFailure(null);
    try {
      const url = await freshDownloadUrl();
      if (url !== null) assignLocation(url);
      // expired meanwhile: show the state as it is now
      else await queryClient.invalidateQueries({ queryKey: dataExportKeys.latest });
    } catch (error) {
      // a failed refresh goes to the login page by itself; anything else is said here
      if (!isApiError(error) || error.kind !== 'authentication') setFailure({ code: 'network' });
    } finally {
      setDownloading(false);
    }
  };

  const latest = state.data?.latest ?? null;
  const sentence = stateSentence(latest, t);
  const status = latest?.status;
  const prepareLabel =
    status === 'failed'
      ? t('common.actions.retry')
      : status === 'ready' || status === 'expired'
        ? t('account.export.prepareAgain')
        : t('account.export.prepare');

  return (
    <SettingsSection title={t('account.export.heading')} level={3} intro={t('account.export.intro')}>
      {state.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('account.export.loading')}</Text>
        </Group>
      ) : state.isError ? (
        <Alert color="red" variant="light" role="alert" maw="28rem">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('account.export.loadFailed')}</Text>
            <Button size="xs" variant="default" onClick={() => void state.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="sm" maw="28rem">
          {failure !== null && (
            <Alert color="red" variant="light" role="alert">
              {accountFailureMessage(failure, t, locale)}
            </Alert>
          )}
          <div ref={statusRef} tabIndex={-1} role="status" aria-live="polite">
            {sentence !== null && (
              <Group gap="xs" wrap="nowrap" align="center">
                {status === 'pending' && <Loader size="sm" aria-hidden />}
                <Text size="sm">{sentence}</Text>
              </Group>
            )}
          </div>
          {status === 'ready' && latest?.downloadUrl != null && (
            <Stack gap={4} align="flex-start">
              <Button
                component="a"
                href={latest.downloadUrl}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => void download(event)}
                loading={downloading}
                leftSection={<IconDownload size={iconSize.sm} aria-hidden />}
              >
                {latest.sizeBytes === null
                  ? t('account.export.download')
                  : t('account.export.downloadWithSize', {
                      size: formatFileSize(latest.sizeBytes, locale),
                    })}
              </Button>
              {latest.expiresAt !== null && (
                <Text size="sm" c="dimmed">
                  {t('account.export.availableUntil', { date: formatDateTime(latest.expiresAt, locale) })}
                </Text>
              )}
            </Stack>
          )}
          {status !== 'pending' && (
            <Group>
              <Button
                variant={status === 'ready' ? 'default' : 'filled'}
                loading={busy}
                onClick={() => void prepare()}
              >
                {prepareLabel}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </SettingsSection>
  );
}
