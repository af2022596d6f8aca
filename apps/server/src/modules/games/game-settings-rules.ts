import type { Violation } from '@gc/contracts/envelope';
import { enforcePlaysPerDay } from '@gc/games/core/common-settings';
import type { GameDefinition } from '@gc/games/core/game-definition';
import { AppError } from '../../lib/app-error.ts';

/** Violations name the field as the builder's form does: `settings.sectors.2.oddsBp`. */
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
 * Every pool the settings give away: the sectors' poolId and the common `poolIds` list (which the
 * editor derives from the sectors). Games without sectors contribute only their list.
 */
export function poolReferences(settings: unknown): PoolReference[] {
  const { sectors, poolIds } = (settings ?? {}) as { sectors?: unknown; poolIds?: unknown };
  const references: PoolReference[] = [];
  if (Array.isArray(sectors)) {
    sectors.forEach((sector: { poolId?: unknown }, index) => {
      if (typeof sector?.poolId !== 'string') return;
      references.push({
        field: `settings.sectors.${index}.poolId`,
        poolId: sector.poolId,
        message: `The prize of sector ${index + 1} does not exist in this company's prizes.`,
      });
    });
  }
  if (Array.isArray(poolIds)) {
    poolIds.forEach((poolId, index) => {
      if (typeof poolId !== 'string') return;
      references.push({
        field: `settings.poolIds.${index}`,
        poolId,
        message: "This prize does not exist in this company's prizes.",
      });
    });
  }
  return references;
}

/**
 * Only canonical (lower-case) uuids are looked up: anything else cannot be a pool, the uuid column would
 * refuse it, and the prizes module finds a pool's campaigns by its id's exact text in the document.
 */
export const isPoolIdShaped = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);
