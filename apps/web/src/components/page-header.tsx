import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A line under the title (a count, a hint). */
  description?: ReactNode;
  /** Buttons at the end of the title line; they wrap under it on a phone. */
  actions?: ReactNode;
}

/** The top of a page: its h1, an optional line under it and the page's main actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap" data-component="page-header">
      <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {description !== undefined && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions !== undefined && (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
