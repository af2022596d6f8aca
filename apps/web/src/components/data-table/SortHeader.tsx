import type { SortDirection } from '@gc/contracts/paging';
import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  sortable: boolean;
  direction: SortDirection | null;
  onSort: () => void;
  width?: number | string;
};

/** A header cell; sortable ones are buttons with an arrow for the current direction. */
export function SortHeader({ title, sortable, direction, onSort, width }: Props) {
  if (!sortable) return <Table.Th w={width}>{title}</Table.Th>;
  const Icon = direction === 'ASC' ? IconArrowUp : direction === 'DESC' ? IconArrowDown : IconArrowsSort;
  const ariaSort = direction === 'ASC' ? 'ascending' : direction === 'DESC' ? 'descending' : 'none';
  return (
    <Table.Th w={width} aria-sort={ariaSort}>
      <UnstyledButton onClick={onSort}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {title}
          </Text>
          <Icon size={14} opacity={direction ? 1 : 0.4} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
