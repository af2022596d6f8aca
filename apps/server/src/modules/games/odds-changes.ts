/** What the audit log records of one sector: which prize it gives and with what odds. */
export type SectorOdds = { poolId: string | null; oddsBp: number };

export type OddsChange = {
  sectorId: string;
  /** Null when the sector did not exist before (added) or does not exist after (removed). */
  before: SectorOdds | null;
  after: SectorOdds | null;
};

const NO_PRIZE: SectorOdds = { poolId: null, oddsBp: 0 };

/**
 * The sectors (by id) of a stored settings object, read leniently: the stored document before a save
 * may predate the current schema, and the audit must still be written.
 */
export function sectorOddsOf(settings: unknown): Map<string, SectorOdds> {
  const sectors = (settings as { sectors?: unknown } | null)?.sectors;
  const odds = new Map<string, SectorOdds>();
  if (!Array.isArray(sectors)) return odds;
  for (const sector of sectors as Record<string, unknown>[]) {
    if (typeof sector?.id !== 'string') continue;
    odds.set(sector.id, {
      poolId: typeof sector.poolId === 'string' ? sector.poolId : null,
      oddsBp: typeof sector.oddsBp === 'number' ? sector.oddsBp : 0,
    });
  }
  return odds;
}

/**
 * The sectors whose prize or odds differ between two settings objects, for the prize audit log.
 * An added or removed sector counts only if it gives (or gave) a prize or odds.
 */
export function oddsChanges(beforeSettings: unknown, afterSettings: unknown): OddsChange[] {
  const before = sectorOddsOf(beforeSettings);
  const after = sectorOddsOf(afterSettings);
  const ids = [...new Set([...after.keys(), ...before.keys()])];
  return ids.flatMap((sectorId) => {
    const was = before.get(sectorId) ?? NO_PRIZE;
    const is = after.get(sectorId) ?? NO_PRIZE;
    if (was.poolId === is.poolId && was.oddsBp === is.oddsBp) return [];
    return [{ sectorId, before: before.get(sectorId) ?? null, after: after.get(sectorId) ?? null }];
  });
}
