import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';

/** A mail link's token on its way (useTokenLink): the progress, announced. */
export function TokenLinkPending({ title, text }: { title: string; text: string }) {
  return (
    <AuthCard title={title}>
      <Stack align="center" gap="md" py="md" role="status">
        <Loader aria-hidden />
        <Text>{text}</Text>
      </Stack>
    </AuthCard>
  );
}

interface TokenLinkFailedProps {
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Why the link did not work, in words. */
  message: string;
  /** For a refusal worth another try: posts the token again. */
  onRetry: (() => void) | null;
  /** The way on when there is nothing to retry. */
  otherwise: ReactNode;
  /** Below the buttons. */
  children?: ReactNode;
}

/** A mail link that did not work: why (an alert), then "Try again" or the way on. */
export function TokenLinkFailed({
  title,
  headingRef,
  message,
  onRetry,
  otherwise,
  children,
}: TokenLinkFailedProps) {
  const { t } = useTranslation();
  return (
    <AuthCard title={title} headingRef={headingRef}>
      <Text role="alert">{message}</Text>
      <Group gap="sm">
        {onRetry !== null ? <Button onClick={onRetry}>{t('common.actions.retry')}</Button> : otherwise}
      </Group>
      {children}
    </AuthCard>
  );
}
