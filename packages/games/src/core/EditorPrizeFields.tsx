import type { PrizePool } from '@gc/contracts/prizes';
import { Group, NumberInput, Select, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorHost, PrizePoolsState } from '../editor-registry-types.ts';
import { bpToPercent, percentToBp } from './editor-odds.ts';
import { BASIS_POINTS_TOTAL } from './prize-draw.ts';

/** Select value of "no prize": Mantine selects hold strings, the setting holds null. */
const NO_PRIZE = '';

/** What gives a prize: a wheel sector, a quiz outcome, a personality. */
export type PrizeSlot = { poolId: string | null; oddsBp: number };

type Props = {
  prize: PrizeSlot;
  /** The odds input's label (the wheel's chance of landing on the sector, an outcome's chance of winning). */
  oddsLabel: string;
  pools: PrizePoolsState;
  host: EditorHost;
  disabled: boolean;
  onChange: (patch: Partial<PrizeSlot>) => void;
};

/** A prize slot's pool (with its remaining stock) and its odds in percent, stored as basis points. */
export function EditorPrizeFields({ prize, oddsLabel, pools, host, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const available = pools.status === 'ready' ? pools.pools : [];
  const isChosenMissing =
    pools.status === 'ready' && prize.poolId !== null && !available.some((pool) => pool.id === prize.poolId);
  const stockText = (pool: PrizePool) =>
    pool.remaining === null
      ? t('game.pools.unlimited')
      : t('game.pools.remaining', { remaining: pool.remaining, total: pool.stockTotal ?? 0 });
  const data = [
    { value: NO_PRIZE, label: t('game.pools.noPrize') },
    ...available.map((pool) => ({ value: pool.id, label: `${pool.name} (${stockText(pool)})` })),
    // A pool the list does not hold (deleted, or the list failed) stays selectable, so nothing is lost silently.
    ...(prize.poolId !== null && !available.some((pool) => pool.id === prize.poolId)
      ? [{ value: prize.poolId, label: t('game.pools.unknownPool') }]
      : []),
  ];

  return (
    <SimpleGrid type="container" cols={{ base: 1, '340px': 2 }} spacing="xs">
      <div>
        <Select
          label={t('game.pools.label')}
          data={data}
          value={prize.poolId ?? NO_PRIZE}
          allowDeselect={false}
          disabled={disabled || pools.status === 'loading'}
          placeholder={pools.status === 'loading' ? t('common.loading') : undefined}
          onChange={(value) => onChange({ poolId: value ? value : null })}
        />
        <PoolsNote pools={pools} host={host} isChosenMissing={isChosenMissing} />
        {pools.status === 'ready' &&
          host.renderNewPrizeButton({ disabled, onCreated: (pool) => onChange({ poolId: pool.id }) })}
      </div>
      <NumberInput
        label={oddsLabel}
        value={bpToPercent(prize.oddsBp)}
        min={0}
        max={BASIS_POINTS_TOTAL / 100}
        step={1}
        decimalScale={2}
        fixedDecimalScale
        allowNegative={false}
        clampBehavior="strict"
        rightSection={<Text size="sm">%</Text>}
        disabled={disabled}
        onChange={(value) => {
          // An emptied input is not "0 %" until the marketer leaves it; only numbers are stored.
          if (value === '') return;
          const oddsBp = percentToBp(value);
          if (oddsBp !== prize.oddsBp) onChange({ oddsBp });
        }}
      />
    </SimpleGrid>
  );
}

/** Why no pool can be chosen, or where to make one. */
function PoolsNote({
  pools,
  host,
  isChosenMissing,
}: {
  pools: PrizePoolsState;
  host: EditorHost;
  isChosenMissing: boolean;
}) {
  const { t } = useTranslation();
  if (pools.status === 'unavailable') {
    return (
      <Text size="xs" c="orange" mt={4}>
        {t('game.pools.unavailable')}
      </Text>
    );
  }
  if (pools.status === 'ready' && pools.pools.length === 0) {
    return (
      <Group gap={4} mt={4}>
        <Text size="xs" c="gray.7">
          {t('game.pools.empty')}
        </Text>
        <host.PrizeManagementLink>{t('game.pools.manage')}</host.PrizeManagementLink>
      </Group>
    );
  }
  if (isChosenMissing) {
    return (
      <Text size="xs" c="orange" mt={4}>
        {t('game.pools.missing')}
      </Text>
    );
  }
  return null;
}
