import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount } from './data-table/table-state.ts';

type Props = { total: number; pageSize: number; page: number; onPage: (page: number) => void };

/** Page links under a small list (0-based pages), hidden when everything fits on one page. */
export function PagePicker({ total, pageSize, page, onPage }: Props) {
  const { t } = useTranslation();
  if (total <= pageSize) return null;
  return (
    <Group justify="center">
      <Pagination
        size="sm"
        total={pageCount(total, pageSize)}
        value={page + 1}
        onChange={(value) => onPage(value - 1)}
        getControlProps={(control) => ({
          'aria-label': t(
            `table.${control === 'previous' ? 'previousPage' : control === 'next' ? 'nextPage' : control === 'first' ? 'firstPage' : 'lastPage'}`,
          ),
        })}
      />
    </Group>
  );
}
