import { z } from 'zod';
import {
  defineGameServer,
  type KeyedPlayDecision,
  type PlayMoment,
  type PlayRefusal,
  type RandomBelow,
} from '../core/game-server.ts';
import { drawWeighted } from '../core/prize-draw.ts';
import { localDateOf, type TileState, tileStateOn } from './calendar-days.ts';
import type { CalendarTile } from './calendar-schemas.ts';
import type { CalendarSettings } from './definition.ts';
import { publicOutcome, publicPrize, type TileResult } from './tile-content.ts';
import { tilePlayKey } from './tile-keys.ts';

/** What the player sends to open a tile: its day. */
export const tileInputSchema = z.object({ dayNumber: z.number().int().min(1).max(366) });
export type TileInput = z.infer<typeof tileInputSchema>;

type Calendar = Pick<CalendarSettings, 'startDate' | 'endDate' | 'canOpenMissedDays' | 'tiles'>;

/** The stable codes of a refused tile (409 PLAY_REFUSED `reason`). */
export const TILE_REFUSALS = {
  future: 'calendar.tileNotYetOpen',
  missed: 'calendar.tileMissed',
  ended: 'calendar.ended',
  outside: 'calendar.tileOutsideCalendar',
  unknown: 'calendar.tileUnknown',
  zone: 'calendar.timeZoneUnknown',
} as const;

/** The campaign's date at the moment, or null for a zone Intl does not know. */
function todayAt(moment: PlayMoment): string | null {
  try {
    return localDateOf(moment.now, moment.timeZone);
  } catch {
    return null;
  }
}

/** Whether a tile in `state` may be opened: its own day, or a missed one where the campaign allows it. */
export function isOpenable(state: TileState, canOpenMissedDays: boolean): boolean {
  return state === 'today' || (state === 'missed' && canOpenMissedDays);
}

function refusal(state: TileState): PlayRefusal {
  const reason = state === 'today' ? TILE_REFUSALS.unknown : TILE_REFUSALS[state];
  return { kind: 'refused', reason };
}

/** A face without a prize, chosen at random among the tile's enabled ones. */
function outcomeOf(tile: CalendarTile, randomBelow: RandomBelow): TileResult {
  const outcomes = tile.outcomes.filter((outcome) => outcome.enabled);
  const outcome = outcomes.length > 0 ? outcomes[randomBelow(outcomes.length)] : null;
  return { dayNumber: tile.dayNumber, prize: null, outcome: outcome && publicOutcome(outcome) };
}

/**
 * Opens the tile of `input.dayNumber` at the moment the platform gives (the server's clock, the campaign's
 * zone): only on its own day (or a missed day where allowed), once per player (`playKey` tile-N, which
 * the database keeps unique). Its enabled prizes with a pool are drawn by their odds; the rest of
 * 10,000 bp, or an empty pool, shows one of its outcomes. Never reads the clock itself.
 */
export function decideCalendarTile(
  settings: Calendar,
  input: TileInput,
  randomBelow: RandomBelow,
  moment: PlayMoment,
): KeyedPlayDecision | PlayRefusal {
  const today = todayAt(moment);
  if (today === null) return { kind: 'refused', reason: TILE_REFUSALS.zone };
  const tile = settings.tiles.find((candidate) => candidate.dayNumber === input.dayNumber);
  if (!tile) return { kind: 'refused', reason: TILE_REFUSALS.unknown };
  const state = tileStateOn(settings, tile.dayNumber, today);
  if (!isOpenable(state, settings.canOpenMissedDays)) return refusal(state);
  const playKey = tilePlayKey(tile.dayNumber);
  const drawable = tile.prizes.filter((prize) => prize.enabled && prize.poolId !== null && prize.oddsBp > 0);
  // Drawn by position: ids from the builder are not checked for uniqueness.
  const drawn = drawWeighted(
    drawable.map((prize, index) => ({ id: String(index), oddsBp: prize.oddsBp })),
    randomBelow,
  );
  if (drawn.kind === 'option') {
    const prize = drawable[Number(drawn.id)];
    const won: TileResult = { dayNumber: tile.dayNumber, prize: publicPrize(prize), outcome: null };
    return {
      kind: 'win',
      poolId: prize.poolId as string,
      result: won,
      resultIfNoStock: outcomeOf(tile, randomBelow),
      playKey,
    };
  }
  return { kind: 'lose', result: outcomeOf(tile, randomBelow), playKey };
}

/** The server of one calendar type: the four share the decision. */
export const calendarServerOf = (type: string) =>
  defineGameServer<CalendarSettings, TileInput, KeyedPlayDecision | PlayRefusal>({
    type,
    inputSchema: tileInputSchema,
    decide: decideCalendarTile,
  });

export const adventCalendarServer = calendarServerOf('advent-calendar');
export const easterCalendarServer = calendarServerOf('easter-calendar');
export const weeklyCalendarServer = calendarServerOf('weekly-calendar');
export const monthlyCalendarServer = calendarServerOf('monthly-calendar');
