import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AdminSectionProps {
  /** The heading's id, which names the region. */
  id: string;
  title: string;
  /** What to say, dimmed, instead of the content when there is nothing to show; null when there is. */
  empty: string | null;
  children: ReactNode;
}

/** A titled part of a console page (a user's sessions, an organisation's members): a region named by its heading. */
export function AdminSection({ id, title, empty, children }: AdminSectionProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {empty === null ? children : <Text c="dimmed">{empty}</Text>}
    </Stack>
  );
}
