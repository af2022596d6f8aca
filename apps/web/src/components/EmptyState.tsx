import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  icon: ReactNode;
  title: string;
  message: string;
  /** The way out of the empty state (create the first item), when the user may take it. */
  action?: ReactNode;
  testId?: string;
};

/** What a list with nothing in it shows instead of an empty table: what is missing and what to do. */
export function EmptyState({ icon, title, message, action, testId }: Props) {
  return (
    <Stack align="center" gap="sm" py={48} data-testid={testId}>
      <ThemeIcon size={64} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" ta="center" maw={420}>
        {message}
      </Text>
      {action}
    </Stack>
  );
}
