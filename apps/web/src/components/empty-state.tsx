import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconInbox, type Icon as TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { iconSize } from '../app/theme';

interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  /** What to do next: a button or a link (a call to action). */
  action?: ReactNode;
  icon?: TablerIcon;
  headingOrder?: TitleOrder;
}

/** Nothing to show yet: an icon, what is empty, why, and what to do about it. */
export function EmptyState({
  title,
  message,
  action,
  icon: Icon = IconInbox,
  headingOrder = 2,
}: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center" data-empty-state data-component="empty-state">
      <Icon size={iconSize.lg} stroke={1.5} aria-hidden color="var(--mantine-color-brand-6)" />
      <Title order={headingOrder} size="h3">
        {title}
      </Title>
      {message !== undefined && <Text c="dimmed">{message}</Text>}
      {action}
    </Stack>
  );
}
