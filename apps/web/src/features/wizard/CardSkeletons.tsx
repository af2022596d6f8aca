import { SimpleGrid, Skeleton } from '@mantine/core';

/** Placeholders in the shape of the choice-card grid while its list loads. */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="sm" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} h={92} radius="md" />
      ))}
    </SimpleGrid>
  );
}
