import { PENALTY_ZONES, type PenaltyZone } from './penalty-zones.ts';
import type { PenaltyWords } from './words.ts';

/** A zone's place in the goal's grid: two rows of three. */
export function cellOf(zone: PenaltyZone): { row: 0 | 1; column: 0 | 1 | 2 } {
  const index = PENALTY_ZONES.indexOf(zone);
  return { row: index < 3 ? 0 : 1, column: (index % 3) as 0 | 1 | 2 };
}

/** The goal inside the scene, in percent of the scene: where the zones and the keeper are drawn. */
export const GOAL_BOX = { left: 10, top: 10, width: 80, height: 48 } as const;
/** The penalty spot, where the ball waits, in percent of the scene. */
export const PENALTY_SPOT = { x: 50, y: 88 } as const;

/** A zone's centre in percent of the scene: where the ball flies and the keeper dives. */
export function zoneCentre(zone: PenaltyZone): { x: number; y: number } {
  const { row, column } = cellOf(zone);
  return {
    x: GOAL_BOX.left + (GOAL_BOX.width * (column + 0.5)) / 3,
    y: GOAL_BOX.top + (GOAL_BOX.height * (row + 0.5)) / 2,
  };
}

/** The keeper's place before the shot: on his line, in the middle. */
export const KEEPER_READY = { x: 50, y: GOAL_BOX.top + GOAL_BOX.height * 0.72 } as const;

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
};

/**
 * The zone an arrow key moves to from `zone` (stopping at the goal's edges, as a grid does), or null for a
 * key that is no arrow; Home and End go to the first and the last zone.
 */
export function zoneAfterKey(zone: PenaltyZone, key: string): PenaltyZone | null {
  if (key === 'Home') return PENALTY_ZONES[0];
  if (key === 'End') return PENALTY_ZONES[PENALTY_ZONES.length - 1];
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const { row, column } = cellOf(zone);
  const nextRow = Math.min(1, Math.max(0, row + arrow[0]));
  const nextColumn = Math.min(2, Math.max(0, column + arrow[1]));
  return PENALTY_ZONES[nextRow * 3 + nextColumn];
}

/** The words key naming a zone ("top-left" → topLeft). */
export function zoneWordKey(zone: PenaltyZone): keyof PenaltyWords {
  const [row, column] = zone.split('-');
  return `${row}${column.charAt(0).toUpperCase()}${column.slice(1)}` as keyof PenaltyWords;
}
