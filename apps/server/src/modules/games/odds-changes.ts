import { gamePrizeSlots } from '@gc/games/core/game-capabilities';
import type { GameDefinition } from '@gc/games/core/game-definition';

/** What the audit log records of one prize slot (a sector, an outcome): which prize it gives and with what odds. */
export type SlotOdds = { poolId: string; oddsBp: number };

export type OddsChange = {
  /** The stable id of the item that gives (or gave) the prize, as the game names it. */
  slotId: string;
  /** Null when the slot gave no prize before (added, or its prize newly chosen) or gives none after. */
  before: SlotOdds | null;
  after: SlotOdds | null;
};

/**
 * The game's prize slots (by id) of a settings object. The stored document before a save may predate
 * the current schema, and the audit must still be written: a game that cannot read it yields none.
 */
export function slotOddsOf(definition: GameDefinition, settings: unknown): Map<string, SlotOdds> {
  const odds = new Map<string, SlotOdds>();
  let slots: ReturnType<typeof gamePrizeSlots>;
  try {
    slots = gamePrizeSlots(definition, settings);
  } catch {
    return odds;
  }
  for (const slot of slots) odds.set(slot.id, { poolId: slot.poolId, oddsBp: slot.oddsBp });
  return odds;
}

/** The slots whose prize or odds differ between two settings objects, for the prize audit log. */
export function oddsChanges(definition: GameDefinition, beforeSettings: unknown, afterSettings: unknown): OddsChange[] {
  const before = slotOddsOf(definition, beforeSettings);
  const after = slotOddsOf(definition, afterSettings);
  const ids = [...new Set([...after.keys(), ...before.keys()])];
  return ids.flatMap((slotId) => {
    const was = before.get(slotId) ?? null;
    const is = after.get(slotId) ?? null;
    if (was?.poolId === is?.poolId && was?.oddsBp === is?.oddsBp) return [];
    return [{ slotId, before: was, after: is }];
  });
}
