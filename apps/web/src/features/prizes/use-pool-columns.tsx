import type { PrizePool } from '@gc/contracts/prizes';
import { ActionIcon, Badge, Center, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconGift, IconTicket, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCompanyDates } from '../../app/use-company-dates.ts';
import type { DataTableColumn } from '../../components/data-table/types.ts';
import { StockCell } from './StockCell.tsx';
import { isExpired } from './stock.ts';
import { VoucherCounts } from './VoucherCounts.tsx';

type Actions = {
  onEdit: (pool: PrizePool) => void;
  onCodes: (pool: PrizePool) => void;
  onDelete: (pool: PrizePool) => void;
};

/** Columns of the prize table: what a prize is, how much of it is left, and what can be done with it. */
export function usePoolColumns({ onEdit, onCodes, onDelete }: Actions): DataTableColumn<PrizePool>[] {
  const { t } = useTranslation();
  const dates = useCompanyDates();
  return [
    {
      key: 'image',
      title: t('prizes.columns.image'),
      width: 72,
      render: (pool) => (
        <Center w={48} h={48} bg="gray.1" style={{ borderRadius: 4, overflow: 'hidden' }}>
          {pool.imageUrl ? (
            <Image src={pool.imageUrl} alt={pool.name} w={48} h={48} fit="contain" />
          ) : (
            <IconGift size={22} aria-hidden color="var(--mantine-color-gray-6)" />
          )}
        </Center>
      ),
    },
    {
      key: 'name',
      title: t('prizes.columns.name'),
      sortable: true,
      filter: { type: 'search', param: 'search' },
      render: (pool) => (
        <Stack gap={0} maw={320}>
          <Text size="sm" fw={500}>
            {pool.name}
          </Text>
          {pool.description && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {pool.description}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'stock', title: t('prizes.columns.stock'), render: (pool) => <StockCell pool={pool} /> },
    {
      key: 'codes',
      title: t('prizes.columns.codes'),
      render: (pool) => (pool.hasCodes ? pool.codeCount : <Text c="dimmed">—</Text>),
    },
    {
      key: 'vouchers',
      title: t('prizes.columns.vouchers'),
      render: (pool) => (pool.hasCodes ? <VoucherCounts pool={pool} /> : <Text c="dimmed">—</Text>),
    },
    {
      key: 'expiresAt',
      title: t('prizes.columns.expiresAt'),
      sortable: true,
      render: (pool) =>
        pool.expiresAt ? (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{dates.date(pool.expiresAt)}</Text>
            {isExpired(pool.expiresAt) && (
              <Badge color="red" variant="light" size="sm">
                {t('prizes.expired')}
              </Badge>
            )}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('prizes.noExpiry')}
          </Text>
        ),
    },
    {
      key: 'actions',
      title: t('prizes.columns.actions'),
      width: 120,
      render: (pool) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('prizes.actions.edit')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('prizes.actions.editNamed', { name: pool.name })}
              onClick={() => onEdit(pool)}
            >
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          {pool.hasCodes && (
            <Tooltip label={t('prizes.actions.codes')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('prizes.actions.codesNamed', { name: pool.name })}
                onClick={() => onCodes(pool)}
              >
                <IconTicket size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t('prizes.actions.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('prizes.actions.deleteNamed', { name: pool.name })}
              onClick={() => onDelete(pool)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
}
