import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The one h1 of a signed-in page, drawn at the size of h2. The headings below it start at h2, so the
 * outline never skips a level (WCAG 1.3.1, axe's heading-order and page-has-heading-one).
 */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} size="h2">
      {children}
    </Title>
  );
}
