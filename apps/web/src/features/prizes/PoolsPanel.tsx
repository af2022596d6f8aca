import type { PrizePool } from '@gc/contracts/prizes';
import { Alert, Button, Center, Group, Loader, Paper, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { applyTableState } from '../../components/data-table/local-table.ts';
import { useTableState } from '../../components/data-table/use-table-state.ts';
import { PoolsEmptyState } from './PoolsEmptyState.tsx';
import { prizeErrorText } from './prize-error-text.ts';
import { usePoolColumns } from './use-pool-columns.tsx';

type Props = {
  pools: UseQueryResult<PrizePool[]>;
  onCreate: () => void;
  onEdit: (pool: PrizePool) => void;
  onCodes: (pool: PrizePool) => void;
  onDelete: (pool: PrizePool) => void;
};

/** The prize table with its loading, error and empty states; the list comes whole and is paged here. */
export function PoolsPanel({ pools, onCreate, onEdit, onCodes, onDelete }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useTableState({ sort: 'name', direction: 'ASC' });
  const columns = usePoolColumns({ onEdit, onCodes, onDelete });

  if (pools.isPending) {
    return (
      <Center h={200}>
        <Loader role="progressbar" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (pools.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={t('prizes.loadFailed')}>
        <Group justify="space-between">
          <Text size="sm">{prizeErrorText(pools.error, t)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void pools.refetch()}>
            {t('prizes.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (pools.data.length === 0) {
    return (
      <Paper withBorder radius="md" p="md">
        <PoolsEmptyState onCreate={onCreate} />
      </Paper>
    );
  }
  const shown = applyTableState(pools.data, state, {
    matches: (pool, term) => `${pool.name} ${pool.description}`.toLowerCase().includes(term),
    sortValue: (pool, field) => (field === 'expiresAt' ? (pool.expiresAt ?? null) : pool.name.toLocaleLowerCase()),
  });
  return (
    <Paper withBorder radius="md" p="md">
      <DataTable<PrizePool>
        label={t('prizes.tableLabel')}
        columns={columns}
        rows={shown.rows}
        total={shown.total}
        state={state}
        onStateChange={setState}
        rowKey={(pool) => pool.id}
        loading={pools.isFetching}
      />
    </Paper>
  );
}
