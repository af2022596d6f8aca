import { defineGameServer, type KeyedPlayDecision, type PlayRefusal } from '../core/game-server.ts';
import type { CalendarSettings } from './definition.ts';
import { decideCalendarTile, type TileInput } from './server.ts';

/**
 * PREVIEW ONLY: the builder's preview opens a tile with the calendar's own decision, at the builder's
 * clock and zone (preview-play.ts), every prize in stock. Reads the unvalidated working copy: a tile it
 * cannot read loses (the preview catches the throw). A published calendar is decided by server.ts.
 */
function calendarPreview(type: string) {
  return defineGameServer<CalendarSettings, TileInput, KeyedPlayDecision | PlayRefusal>({
    type,
    decide: (settings, input, randomBelow, moment) =>
      decideCalendarTile(
        { ...settings, tiles: Array.isArray(settings.tiles) ? settings.tiles : [] },
        input,
        randomBelow,
        moment,
      ),
  });
}

/** The preview of each calendar type (player-registry.ts picks its own). */
export const calendarPreviews = {
  'advent-calendar': calendarPreview('advent-calendar'),
  'easter-calendar': calendarPreview('easter-calendar'),
  'weekly-calendar': calendarPreview('weekly-calendar'),
  'monthly-calendar': calendarPreview('monthly-calendar'),
};
