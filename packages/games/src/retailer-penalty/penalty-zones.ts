/**
 * The goal's six target zones, fixed: two rows of three. Not a setting, since the decision never depends
 * on the zone (a player must not find a "better" corner) and every goal looks the same. Kept apart from the
 * schemas so that the Player's chunk carries no zod.
 */
export const PENALTY_ZONES = [
  'top-left',
  'top-centre',
  'top-right',
  'bottom-left',
  'bottom-centre',
  'bottom-right',
] as const;
export type PenaltyZone = (typeof PENALTY_ZONES)[number];

export function isPenaltyZone(value: unknown): value is PenaltyZone {
  return typeof value === 'string' && (PENALTY_ZONES as readonly string[]).includes(value);
}
