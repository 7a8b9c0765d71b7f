import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Button, Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { NotificationItem } from '@talent/contracts';
import { IconBellCheck, IconChecks, IconSettings, IconTrash } from '@tabler/icons-react';
import { createElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { iconSize } from '../../../app/theme';
import { AppModal } from '../../../components/app-modal';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { showToast } from '../../../lib/ui-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUnreadCount } from '../api/count';
import { useClearAll, useMarkAllRead, useMarkRead, useNotificationFeed } from '../api/feed';
import { isInAppPath, notificationIcon } from './notification-icons';
import classes from './notifications.module.css';

interface NotificationsScreenProps {
  /** The notification settings page: the job seeker's, or the account's (/account/notifications). */
  settingsTo?: string;
}

/**
 * /notifications and /hr/notifications: the caller's notifications, newest first, twenty at a time.
 * Opening one marks it read and follows its in-app link; all can be marked read or cleared.
 */
export function NotificationsScreen({ settingsTo }: NotificationsScreenProps) {
  const { t } = useTranslation();
  usePageTitle(t('notifications.feed.title'));
  const feed = useNotificationFeed();
  const count = useUnreadCount();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const clearAll = useClearAll();
  const [confirming, setConfirming] = useState(false);
  const items = feed.data?.pages.flatMap((page) => page.content) ?? [];
  const total = feed.data?.pages.at(-1)?.totalElements ?? 0;
  const anyUnread = (count.data?.count ?? 0) > 0 || items.some((item) => !item.viewed);

  const readAll = () =>
    markAllRead.mutate(undefined, { onError: () => showToast(t('notifications.feed.markAllFailed')) });
  const clear = () =>
    clearAll.mutate(undefined, {
      onSuccess: () => setConfirming(false),
      onError: () => {
        setConfirming(false);
        showToast(t('notifications.feed.clearFailed'));
      },
    });

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('notifications.feed.title')}
        actions={
          <>
            {items.length > 0 && (
              <>
                <Button
                  variant="default"
                  leftSection={<IconChecks size={iconSize.sm} aria-hidden />}
                  disabled={!anyUnread}
                  loading={markAllRead.isPending}
                  onClick={readAll}
                >
                  {t('notifications.feed.markAllRead')}
                </Button>
                <Button
                  variant="default"
                  color="red"
                  leftSection={<IconTrash size={iconSize.sm} aria-hidden />}
                  onClick={() => setConfirming(true)}
                >
                  {t('notifications.feed.clearAll')}
                </Button>
              </>
            )}
            {settingsTo !== undefined && (
              <Button
                component={Link}
                to={settingsTo}
                variant="subtle"
                leftSection={<IconSettings size={iconSize.sm} aria-hidden />}
              >
                {t('notifications.feed.settings')}
              </Button>
            )}
          </>
        }
      />
      {feed.isPending && <PageLoader label={t('notifications.feed.loading')} />}
      {feed.isError && feed.data === undefined && (
        <ErrorState
          title={t('notifications.feed.errorTitle')}
          message={t('notifications.feed.errorMessage')}
          retryLabel={t('common.actions.retry')}
          onRetry={() => void feed.refetch()}
          error={feed.error}
        />
      )}
      {feed.data !== undefined && items.length === 0 && (
        <EmptyState
          icon={IconBellCheck}
          title={t('notifications.feed.emptyTitle')}
          message={t('notifications.feed.emptyMessage')}
        />
      )}
      {items.length > 0 && (
        <ul className={classes.feed} aria-label={t('notifications.feed.listLabel')}>
          {items.map((item) => (
            <li key={item.id}>
              <NotificationRow
                item={item}
                onOpen={() => {
                  if (!item.viewed) markRead.mutate(item.id);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <Stack gap="xs" align="center">
          <Text size="sm" c="dimmed" role="status">
            {t('notifications.feed.shown', { shown: items.length, total })}
          </Text>
          {feed.isFetchNextPageError && (
            <Text size="sm" c="red" role="alert">
              {t('notifications.feed.moreFailed')}
            </Text>
          )}
          {feed.hasNextPage && (
            <Button
              variant="default"
              loading={feed.isFetchingNextPage}
              onClick={() => void feed.fetchNextPage()}
            >
              {t('notifications.feed.showMore')}
            </Button>
          )}
        </Stack>
      )}
      <AppModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('notifications.feed.clearTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('notifications.feed.clearMessage')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('notifications.feed.cancel')}
            </Button>
            <Button color="red" loading={clearAll.isPending} onClick={clear}>
              {t('notifications.feed.clearConfirm')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Stack>
  );
}

/** One notification: its icon, title and age; a link to its page when it has an in-app one. */
function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const unread = !item.viewed;
  const body = (
    <>
      <ThemeIcon variant="default" size="lg" radius="xl" aria-hidden>
        {createElement(notificationIcon(item.data.icon), { size: iconSize.md })}
      </ThemeIcon>
      <span className={classes.text}>
        <Text component="span" display="block" fw={unread ? 700 : 400}>
          {unread && <VisuallyHidden>{t('notifications.feed.unread')}</VisuallyHidden>}
          {unread && ' '}
          {item.title}
        </Text>
        <Text component="span" display="block" size="sm" c="dimmed">
          <time dateTime={item.createdAt} title={formatDateTime(item.createdAt, locale)}>
            {formatRelativeTime(item.createdAt, locale)}
          </time>
        </Text>
      </span>
      {unread && <span className={classes.dot} aria-hidden />}
    </>
  );
  return isInAppPath(item.data.url) ? (
    <Link to={item.data.url} className={classes.item} data-unread={unread} onClick={onOpen}>
      {body}
    </Link>
  ) : (
    <div className={classes.item} data-unread={unread}>
      {body}
    </div>
  );
}
