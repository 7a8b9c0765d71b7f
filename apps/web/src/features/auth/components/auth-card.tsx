import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

interface AuthCardProps {
  title: string;
  children: ReactNode;
  /** For a card that replaces another on the same page: its heading takes the focus. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The login service's pages: one narrow card with the page heading. */
export function AuthCard({ title, children, headingRef }: AuthCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw="28rem" mx="auto" w="100%">
      <Stack gap="lg">
        <Title order={1} size="h2" ref={headingRef} tabIndex={headingRef === undefined ? undefined : -1}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
