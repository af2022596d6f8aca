import { Box, LoadingOverlay, Table, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTableFilter } from './DataTableFilter.tsx';
import { DataTablePagination } from './DataTablePagination.tsx';
import { SortHeader } from './SortHeader.tsx';
import { directionOf, goToPage, setFilter, type TableState, toggleSort } from './table-state.ts';
import type { DataTableColumn } from './types.ts';

type Props<T> = {
  columns: DataTableColumn<T>[];
  rows: T[];
  total: number;
  state: TableState;
  onStateChange: (state: TableState) => void;
  rowKey: (row: T) => string;
  loading?: boolean;
  onRowClick?: (row: T) => void;
  rowStyle?: (row: T) => CSSProperties | undefined;
  label?: string;
};

/**
 * The generic data table of spec §2, controlled by a TableState: sortable headers, a filter row,
 * a "No data" row and the paging footer. Data comes from the caller (server pages or applyTableState).
 */
export function DataTable<T>(props: Props<T>) {
  const { columns, rows, total, state, onStateChange, rowKey, loading = false, onRowClick, rowStyle, label } = props;
  const { t } = useTranslation();
  const hasFilters = columns.some((column) => column.filter);

  return (
    <Box pos="relative">
      <LoadingOverlay visible={loading} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover={Boolean(onRowClick)} verticalSpacing="xs" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <SortHeader
                  key={column.key}
                  title={column.title}
                  width={column.width}
                  sortable={Boolean(column.sortable)}
                  direction={directionOf(state, column.key)}
                  onSort={() => onStateChange(toggleSort(state, column.key))}
                />
              ))}
            </Table.Tr>
            {hasFilters && (
              <Table.Tr>
                {/* Cells, not headers: a filter names its column through its own label, an empty one is no header. */}
                {columns.map((column) => (
                  <Table.Td key={column.key} py={6}>
                    {column.filter && (
                      <DataTableFilter
                        filter={column.filter}
                        value={state.filters[column.filter.param] ?? null}
                        onChange={(value) =>
                          column.filter && onStateChange(setFilter(state, column.filter.param, value))
                        }
                      />
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            )}
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text ta="center" c="dimmed" py="md">
                    {loading ? t('common.loading') : t('table.noData')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr
                  key={rowKey(row)}
                  style={{ cursor: onRowClick ? 'pointer' : undefined, ...rowStyle?.(row) }}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                >
                  {columns.map((column) => (
                    <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <DataTablePagination
        page={state.page}
        size={state.size}
        total={total}
        shown={rows.length}
        onPage={(pageNumber) => onStateChange(goToPage(state, pageNumber, total))}
      />
    </Box>
  );
}
