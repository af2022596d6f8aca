import type { Violation } from '@gc/contracts/envelope';
import { enforcePlaysPerDay } from '@gc/games/core/common-settings';
import { gamePrizeSlots } from '@gc/games/core/game-capabilities';
import type { GameDefinition } from '@gc/games/core/game-definition';
import { AppError } from '../../lib/app-error.ts';

/** Violations name the field as the builder's form does: `settings.<list>.2.<field>`. */
const fieldOf = (path: readonly PropertyKey[]) => ['settings', ...path.map(String)].join('.');

/** The settings a client sent, checked by the type's own schema (which also fills defaults and drops unknown keys). */
export function parseSettings(definition: GameDefinition, body: unknown): unknown {
  const parsed = definition.settingsSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const violations: Violation[] = parsed.error.issues
    .slice(0, 50)
    .map((issue) => ({ field: fieldOf(issue.path), message: issue.message }));
  throw new AppError('VALIDATION_FAILED', 400, 'The game settings are not valid.', { violations });
}

type PlayLimits = { multiRegistration: boolean; playsPerDay: number };

function hasPlayLimits(settings: unknown): settings is PlayLimits {
  const candidate = settings as Partial<PlayLimits> | null;
  return typeof candidate?.multiRegistration === 'boolean' && typeof candidate.playsPerDay === 'number';
}

/**
 * §5 Game settings: without multi-registration playsPerDay over 1 is stored as 1. Every game with the
 * common settings gets the rule (the spec names the wheel, path, penalty and slot machine; the other
 * types it lists have no play limits of their own).
 */
export function withPlaysPerDayRule(settings: unknown): unknown {
  return hasPlayLimits(settings) ? enforcePlaysPerDay(settings) : settings;
}

/** A prize pool the settings point at, with the field that names it. */
export type PoolReference = { field: string; poolId: string; message: string };

/**
 * Every pool the settings give away: the game's prize slots (a wheel's sectors, a quiz's outcomes) and
 * the common `poolIds` list.
 */
export function poolReferences(definition: GameDefinition, settings: unknown): PoolReference[] {
  const fromSlots = gamePrizeSlots(definition, settings).map((slot) => ({
    field: `settings.${slot.field}`,
    poolId: slot.poolId,
    message: "This prize does not exist in this company's prizes.",
  }));
  const { poolIds } = (settings ?? {}) as { poolIds?: unknown };
  const fromList = (Array.isArray(poolIds) ? poolIds : []).flatMap((poolId, index) =>
    typeof poolId === 'string'
      ? [{ field: `settings.poolIds.${index}`, poolId, message: "This prize does not exist in this company's prizes." }]
      : [],
  );
  return [...fromSlots, ...fromList];
}

/**
 * Only canonical (lower-case) uuids are looked up: anything else cannot be a pool, the uuid column would
 * refuse it, and the prizes module finds a pool's campaigns by its id's exact text in the document.
 */
export const isPoolIdShaped = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);

/**
 * The common `poolIds` as the game's prize slots give them, each once, in slot order: the list names
 * exactly the pools a play can draw from, whatever a client sent (the builder derives it the same way).
 * A type without prize slots keeps the list it was sent.
 */
export function withDerivedPoolIds(definition: GameDefinition, settings: unknown): unknown {
  if (!definition.prizeSlots || settings === null || typeof settings !== 'object' || !('poolIds' in settings)) {
    return settings;
  }
  const poolIds = [...new Set(gamePrizeSlots(definition, settings).map((slot) => slot.poolId))];
  return { ...settings, poolIds };
}
