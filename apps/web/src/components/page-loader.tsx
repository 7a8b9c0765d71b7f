import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** A centred spinner that tells assistive technology what is loading. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center py="xl" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
