import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type TableColumn = { label: string; isNumber?: boolean };

type Props = {
  title: string;
  chart: ReactNode;
  columns: TableColumn[];
  rows: (string | number)[][];
  emptyText: string;
};

/**
 * One chart with its figures in a table beside it: the table is what keyboards and screen readers read,
 * the chart is hidden from them (its own focus layer off), as the survey results do.
 */
export function ChartWithTable({ title, chart, columns, rows, emptyText }: Props) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <div aria-hidden="true">{chart}</div>
          {/* A long table scrolls within its 320 px: keyboard users reach the scrolling area with Tab. */}
          <Table.ScrollContainer minWidth={240} mah={320} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
            <Table verticalSpacing={4} aria-label={title} stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.label} ta={column.isNumber ? 'end' : undefined}>
                      {column.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={String(row[0])}>
                    {row.map((cell, index) => (
                      <Table.Td key={columns[index].label} ta={columns[index].isNumber ? 'end' : undefined}>
                        {cell}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </SimpleGrid>
      )}
    </Paper>
  );
}
