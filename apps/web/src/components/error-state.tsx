import { Button, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { iconSize } from '../app/theme';

interface ErrorStateProps {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** The heading level that fits the page: 1 when the error is the whole page. */
  headingOrder?: TitleOrder;
  /**
   * What failed (the query's `error`): a 403 is not a passing failure, so it says the page is not
   * available for this account instead of offering to try again. Required, so that no screen forgets
   * it and offers "try again" where trying again cannot help.
   */
  error: unknown;
}

/** Whether an error is the server refusing this account (403), not a failure worth retrying. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** A failed load: what happened and a button to try again (or, for a 403, why it is not shown). */
export function ErrorState({
  title,
  message,
  retryLabel,
  onRetry,
  headingOrder = 2,
  error,
}: ErrorStateProps) {
  const { t } = useTranslation();
  const forbidden = isForbidden(error);
  const Icon = forbidden ? IconLock : IconAlertTriangle;
  return (
    <Stack role="alert" align="flex-start" gap="sm" py="lg" data-component="error-state">
      <Icon size={iconSize.lg} stroke={1.5} aria-hidden color="var(--mantine-color-gray-7)" />
      <Title order={headingOrder} size="h3">
        {forbidden ? t('common.errors.forbiddenTitle') : title}
      </Title>
      <Text>{forbidden ? t('common.errors.forbiddenMessage') : message}</Text>
      {!forbidden && <Button onClick={onRetry}>{retryLabel}</Button>}
    </Stack>
  );
}
