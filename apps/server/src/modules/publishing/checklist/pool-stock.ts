import type { ChecklistItem } from '@gc/contracts/publish-checklist';
import type { PrizeSlot } from '@gc/games/core/game-definition';
import { BASIS_POINTS_TOTAL } from '@gc/games/core/prize-draw';

/** What the checks need of a prize pool of the company (not deleted). */
export type PoolStock = {
  id: string;
  name: string;
  isUnlimited: boolean;
  hasCodes: boolean;
  stockTotal: number | null;
  issued: number;
};

export const POOL_GONE = 'This prize no longer exists. Choose another prize in the game.';

/** The slots of one pool: its odds add up (a pool may back several sectors). */
function byPool(slots: readonly PrizeSlot[]) {
  const pools = new Map<string, { oddsBp: number; field: string }>();
  for (const slot of slots) {
    const seen = pools.get(slot.poolId);
    pools.set(slot.poolId, { oddsBp: (seen?.oddsBp ?? 0) + slot.oddsBp, field: seen?.field ?? slot.field });
  }
  return pools;
}

/**
 * The prizes the game gives away against their pools (slot fields are full document paths).
 * A pool that is gone is an error. A limited pool is a warning when it cannot serve the winners:
 * with expected plays, when its remaining stock (codes) is below plays × the pool's odds; without,
 * when nothing remains. Stock can be added while the campaign runs, and a win on an empty pool
 * becomes a loss rather than a broken play, so stock never blocks publishing.
 */
export function poolItems(
  slots: readonly PrizeSlot[],
  pools: ReadonlyMap<string, PoolStock>,
  expectedPlays: number | undefined,
): ChecklistItem[] {
  const items: ChecklistItem[] = slots
    .filter((slot) => !pools.has(slot.poolId))
    .map((slot) => ({ code: 'poolMissing', severity: 'error', field: slot.field, params: {}, message: POOL_GONE }));
  for (const [poolId, { oddsBp, field }] of byPool(slots)) {
    const pool = pools.get(poolId);
    if (!pool || pool.isUnlimited || oddsBp <= 0) continue;
    const remaining = Math.max(0, (pool.stockTotal ?? 0) - pool.issued);
    const unit = pool.hasCodes ? 'codes' : 'prizes';
    const percent = oddsBp / 100;
    if (expectedPlays !== undefined) {
      const expectedWinners = Math.ceil((expectedPlays * oddsBp) / BASIS_POINTS_TOTAL);
      if (remaining >= expectedWinners) continue;
      items.push({
        code: 'poolShort',
        severity: 'warning',
        field,
        params: { pool: pool.name, unit, remaining, expectedWinners, expectedPlays, percent },
        message: `"${pool.name}" has ${remaining} ${unit} left, but ${expectedPlays} plays at ${percent} % odds make about ${expectedWinners} winners; the rest would lose. Add ${unit} or lower the odds.`,
      });
    } else if (remaining === 0) {
      items.push({
        code: 'poolEmpty',
        severity: 'warning',
        field,
        params: { pool: pool.name, unit },
        message: `"${pool.name}" has no ${unit} left: every win of it becomes a loss until you add ${unit}.`,
      });
    }
  }
  return items;
}
