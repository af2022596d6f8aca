/**
 * A tile's play key: what opening it uses up, once per player (the platform keeps it unique per
 * campaign and player). Named here so that the server and the Player read the same name.
 */
export const tilePlayKey = (dayNumber: number) => `tile-${dayNumber}`;

const TILE_KEY = /^tile-(\d+)$/;

/** The days of the tiles a player has opened, from the keys the platform says it used. */
export function usedTileDays(keys: readonly string[]): ReadonlySet<number> {
  return new Set(keys.flatMap((key) => (TILE_KEY.test(key) ? [Number(key.replace(TILE_KEY, '$1'))] : [])));
}
