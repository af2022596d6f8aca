import { type PlainDate, tileStateOn } from './calendar-days.ts';

/**
 * The calendar as it is drawn, read from settings that may be half-edited (the builder's preview posts
 * its working copy unvalidated, and zod would double the player's chunk): anything missing or malformed
 * gets a neutral value instead of breaking the page.
 */
export type CalendarModel = {
  startDate: PlainDate;
  endDate: PlainDate;
  canOpenMissedDays: boolean;
  tiles: TileModel[];
};

export type TileModel = {
  id: string;
  dayNumber: number;
  fontFamily: string;
  fontSize: number;
  fontColor: string;
  /** The cover's CSS background (a colour, or a picture over it). */
  background: string;
};

const COLOUR = /^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The image URLs a document may hold: an uploaded file or an https address (as the other games'). */
const IMAGE_URL = /^(\/files\/|https:\/\/)[^\s"'()\\]+$/;
/** Font families as a CSS value: names, quotes, commas and spaces only. */
const FONT_FAMILY = /^[\w\s,'"-]{1,120}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const colourOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && COLOUR.test(value) ? value : fallback;

function tileOf(value: unknown, index: number): (TileModel & { position: number }) | null {
  if (!isObject(value) || typeof value.dayNumber !== 'number') return null;
  const style = isObject(value.style) ? value.style : {};
  const colour = colourOr(style.coverColor, index % 2 === 0 ? '#c92a2a' : '#2b8a3e');
  const image = typeof style.coverImg === 'string' && IMAGE_URL.test(style.coverImg) ? style.coverImg : null;
  return {
    id: typeof value.id === 'string' ? value.id : `tile-${index}`,
    dayNumber: value.dayNumber,
    position: typeof value.position === 'number' ? value.position : index,
    fontFamily:
      typeof style.fontFamily === 'string' && FONT_FAMILY.test(style.fontFamily) ? style.fontFamily : 'inherit',
    fontSize: typeof style.fontSize === 'number' ? Math.min(96, Math.max(8, style.fontSize)) : 28,
    fontColor: colourOr(style.fontColor, '#ffffff'),
    background: style.coverType === 'image' && image ? `${colour} url("${image}") center / cover` : colour,
  };
}

/** The tiles in their grid order (position, then day). */
export function readCalendar(settings: unknown): CalendarModel {
  const s = isObject(settings) ? settings : {};
  const startDate = typeof s.startDate === 'string' && DATE.test(s.startDate) ? s.startDate : '1970-01-01';
  const endDate = typeof s.endDate === 'string' && DATE.test(s.endDate) ? s.endDate : startDate;
  const tiles = (Array.isArray(s.tiles) ? s.tiles : [])
    .map(tileOf)
    .filter((tile): tile is TileModel & { position: number } => tile !== null)
    .sort((a, b) => a.position - b.position || a.dayNumber - b.dayNumber)
    .map(({ position: _position, ...tile }) => tile);
  return { startDate, endDate, canOpenMissedDays: s.canOpenMissedDays === true, tiles };
}

/** How a tile is shown on `today`: openable, or why not. */
export type TileView = 'openable' | 'future' | 'missed' | 'closed';

export function tileViewOn(calendar: CalendarModel, dayNumber: number, today: PlainDate): TileView {
  const state = tileStateOn(calendar, dayNumber, today);
  if (state === 'today' || (state === 'missed' && calendar.canOpenMissedDays)) return 'openable';
  if (state === 'future') return 'future';
  return state === 'missed' ? 'missed' : 'closed';
}

/** A marketer's text in the language, else the campaign's default one. */
export function textIn(value: unknown, language: string, fallbackLanguage: string): string {
  if (!isObject(value)) return '';
  const own = value[language];
  if (typeof own === 'string' && own) return own;
  const fallback = value[fallbackLanguage];
  return typeof fallback === 'string' ? fallback : '';
}

/** A picture of the language (an uploaded file or an https address), else none. */
export function imageIn(value: unknown, language: string, fallbackLanguage: string): string | null {
  const url = textIn(value, language, fallbackLanguage);
  return IMAGE_URL.test(url) ? url : null;
}
