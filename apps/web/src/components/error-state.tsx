import { Button, Stack, Text, Title, type TitleOrder } from '@mantine/core';

interface ErrorStateProps {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** The heading level that fits the page: 1 when the error is the whole page. */
  headingOrder?: TitleOrder;
}

/** A failed load: what happened and a button to try again. */
export function ErrorState({ title, message, retryLabel, onRetry, headingOrder = 2 }: ErrorStateProps) {
  return (
    <Stack role="alert" align="flex-start" gap="sm" py="lg">
      <Title order={headingOrder} size="h3">
        {title}
      </Title>
      <Text>{message}</Text>
      <Button onClick={onRetry}>{retryLabel}</Button>
    </Stack>
  );
}
