import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The login service's pages: one narrow card with the page heading. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw="28rem" mx="auto" w="100%">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
