import { Card, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Content on its way: grey placeholders shaped like it, on the pixels where it will be drawn, in
 * place of a spinner. Assistive technology hears `label` (a status) and nothing of the shapes.
 */
export function ContentSkeleton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" data-testid="content-skeleton">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden>{children}</div>
    </div>
  );
}

/** Lines of text, as wide as `widths` says ('70%', 120), `height` pixels each. */
export function SkeletonLines({
  widths,
  height = 14,
}: {
  widths: readonly (number | string)[];
  height?: number;
}) {
  return (
    <Stack gap={8}>
      {widths.map((width, i) => (
        <Skeleton key={i} height={height} width={width} />
      ))}
    </Stack>
  );
}

/** A bordered card with a heading's line and a few lines of text, like most sections' cards. */
export function SkeletonCard({ lines = ['90%', '75%'] }: { lines?: readonly (number | string)[] }) {
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md">
        <Skeleton height={18} width="35%" />
        <Skeleton height={28} width={72} />
      </Group>
      <SkeletonLines widths={lines} />
    </Card>
  );
}
