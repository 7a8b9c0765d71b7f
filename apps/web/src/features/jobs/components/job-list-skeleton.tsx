import { Card, Group, Skeleton, Stack } from '@mantine/core';

const PLACEHOLDER_CARDS = 3;

/** Card-shaped placeholders while the results load (hidden from assistive technology). */
export function JobListSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
        <Card key={i} withBorder padding="lg">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <Skeleton height={56} width={56} radius="md" />
            <Stack gap={8} flex={1}>
              <Skeleton height={20} width="60%" />
              <Skeleton height={14} width="35%" />
              <Skeleton height={14} width="50%" />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
