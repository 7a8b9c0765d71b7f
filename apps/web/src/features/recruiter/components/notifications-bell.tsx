import '@mantine/core/styles/Indicator.css';
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { NotificationItem } from '@talent/contracts';
import { IconBell } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { iconSize } from '../../../app/theme';
import { formatRelativeTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import {
  useClearNotifications,
  useMarkNotificationRead,
  useNotificationCount,
  useNotificationFeed,
} from '../api/notifications';
import classes from './recruiter.module.css';

/** The unread count as the badge shows it: more than 99 is "99+". */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The bell in the recruiter's top bar: the unread count on it, and a feed of the latest ten that
 * opens under it. Following one marks it read; "Clear all" empties the feed and the count.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const count = useNotificationCount();
  const unread = count.data?.count ?? 0;
  const headingId = useId();
  const label =
    unread > 0
      ? t('recruiter.shell.notificationsUnread', { count: unread })
      : t('recruiter.shell.notifications');
  return (
    <Indicator label={badgeCount(unread)} disabled={unread === 0} size={18} offset={6} color="red">
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width="min(22rem, calc(100vw - 1rem))"
        shadow="md"
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={label}
            aria-expanded={opened}
            aria-haspopup="dialog"
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={iconSize.md} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown role="dialog" aria-labelledby={headingId} p="sm">
          {opened && <NotificationFeed headingId={headingId} onFollow={() => setOpened(false)} />}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

function NotificationFeed({ headingId, onFollow }: { headingId: string; onFollow: () => void }) {
  const { t } = useTranslation();
  const feed = useNotificationFeed(true);
  const markRead = useMarkNotificationRead();
  const clear = useClearNotifications();
  const items = feed.data?.content ?? [];

  const open = (item: NotificationItem) => {
    if (!item.viewed) markRead.mutate(item.id);
    onFollow();
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={2} size="h5" id={headingId}>
          {t('recruiter.shell.notifications')}
        </Title>
        {items.length > 0 && (
          <Button size="compact-sm" variant="subtle" loading={clear.isPending} onClick={() => clear.mutate()}>
            {t('recruiter.shell.clearAll')}
          </Button>
        )}
      </Group>
      {feed.isPending ? (
        <Group justify="center" py="sm">
          <Loader size="sm" aria-label={t('recruiter.shell.notificationsLoading')} />
        </Group>
      ) : feed.isError ? (
        <Stack gap={4} align="flex-start" role="alert">
          <Text size="sm">{t('recruiter.shell.notificationsError')}</Text>
          <Button size="compact-sm" variant="default" onClick={() => void feed.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Stack>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('recruiter.shell.notificationsEmpty')}
        </Text>
      ) : (
        <ul className={classes.feed}>
          {items.map((item) => (
            <li key={item.id}>
              <NotificationRow item={item} onOpen={() => open(item)} />
            </li>
          ))}
        </ul>
      )}
      {clear.isError && (
        <Text size="sm" c="red" role="alert">
          {t('recruiter.shell.clearFailed')}
        </Text>
      )}
    </Stack>
  );
}

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const body = (
    <>
      <Text size="sm" fw={item.viewed ? 400 : 600} className={classes.feedTitle}>
        {!item.viewed && <VisuallyHidden>{t('recruiter.shell.unread')} </VisuallyHidden>}
        {item.title}
      </Text>
      <Text size="xs" c="dimmed">
        {formatRelativeTime(item.createdAt, locale)}
      </Text>
    </>
  );
  return (
    <Box className={classes.feedItem} data-unread={!item.viewed}>
      {item.data.url !== null && item.data.url.startsWith('/') ? (
        <Anchor
          component={Link}
          to={item.data.url}
          underline="never"
          c="inherit"
          onClick={onOpen}
          display="block"
        >
          {body}
        </Anchor>
      ) : (
        body
      )}
    </Box>
  );
}
