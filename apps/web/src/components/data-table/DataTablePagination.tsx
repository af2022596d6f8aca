import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pageWindow } from './pagination.ts';
import { pageCount } from './table-state.ts';

type Props = {
  page: number;
  size: number;
  total: number;
  shown: number;
  onPage: (pageNumber: number) => void;
};

/** Footer of §2: "Showing {n}/{total} entries", boundary links and five page links. */
export function DataTablePagination({ page, size, total, shown, onPage }: Props) {
  const { t } = useTranslation();
  const count = pageCount(total, size);
  const current = page + 1;
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed" data-testid="table-footer">
        {t('table.showing', { n: shown, total })}
      </Text>
      <Group gap={4} role="navigation" aria-label={t('table.pagination')}>
        <ActionIcon
          variant="default"
          aria-label={t('table.firstPage')}
          disabled={current <= 1}
          onClick={() => onPage(1)}
        >
          <IconChevronsLeft size={16} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={t('table.previousPage')}
          disabled={current <= 1}
          onClick={() => onPage(current - 1)}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        {pageWindow(current, count).map((pageNumber) => (
          <ActionIcon
            key={pageNumber}
            variant={pageNumber === current ? 'filled' : 'default'}
            aria-current={pageNumber === current ? 'page' : undefined}
            aria-label={t('table.page', { page: pageNumber })}
            onClick={() => onPage(pageNumber)}
          >
            <Text size="xs" fw={500}>
              {pageNumber}
            </Text>
          </ActionIcon>
        ))}
        <ActionIcon
          variant="default"
          aria-label={t('table.nextPage')}
          disabled={current >= count}
          onClick={() => onPage(current + 1)}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={t('table.lastPage')}
          disabled={current >= count}
          onClick={() => onPage(count)}
        >
          <IconChevronsRight size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
