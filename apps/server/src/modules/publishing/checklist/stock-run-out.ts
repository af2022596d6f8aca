import type { PrizeSimulation } from '@gc/contracts/prize-simulation';
import type { ChecklistItem } from '@gc/contracts/publish-checklist';
import type { PrizeSlot } from '@gc/games/core/game-definition';
import type { PoolStock } from './pool-stock.ts';

/**
 * A warning for each pool the prize simulation (at the expected plays per day) sees running out
 * before the campaign's last simulated day: from that day its winners lose. A warning, not an
 * error: stock and codes can be added while the campaign runs.
 */
export function stockRunOutItems(
  simulation: PrizeSimulation | null,
  slots: readonly PrizeSlot[],
  pools: ReadonlyMap<string, PoolStock>,
): ChecklistItem[] {
  if (!simulation) return [];
  return simulation.pools.flatMap((pool): ChecklistItem[] => {
    if (pool.runsOutOn === null) return [];
    const unit = pools.get(pool.poolId)?.hasCodes ? 'codes' : 'prizes';
    const { playsPerDay } = simulation;
    return [
      {
        code: 'prizeStockRunsOut',
        severity: 'warning',
        field: slots.find((slot) => slot.poolId === pool.poolId)?.field ?? null,
        params: { pool: pool.name, date: pool.runsOutOn, playsPerDay, unit },
        message: `"${pool.name}" runs out on ${pool.runsOutOn} at ${playsPerDay} plays a day: from then its winners lose. Add ${unit} or lower the odds.`,
      },
    ];
  });
}
