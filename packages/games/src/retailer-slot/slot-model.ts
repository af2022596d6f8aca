import type { SlotGlyph } from './slot-schemas.ts';

/**
 * The machine as it is drawn, read from settings that may be half-edited (the builder's preview posts
 * its working copy unvalidated, and zod would double the player's chunk): anything missing or malformed
 * gets a neutral value instead of breaking the page. Only types come from the schemas.
 */
export type SlotSymbolView = { id: string; name: string; imageUrl: string | null; glyph: SlotGlyph | null };
export type SlotMachineModel = {
  symbols: readonly SlotSymbolView[];
  /** Each prize's line in the player's language, by prize id. */
  prizeTexts: ReadonlyMap<string, string>;
  /** 1 is normal; clamped to the schema's bounds. */
  speed: number;
};

/** What the server decided, as the Player reads it: the three symbols and the prize, if the line won one. */
export type SlotOutcome = { reels: readonly [string, string, string]; prizeId: string | null };

const GLYPHS: readonly SlotGlyph[] = ['cherry', 'lemon', 'bell', 'star', 'seven', 'diamond'];
/** The image URLs a document may hold: an uploaded file or an https address (as the wheel's). */
const IMAGE_URL = /^(\/files\/|https:\/\/)\S+$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function textOf(value: unknown, language: string, fallbackLanguage: string): string {
  if (!isObject(value)) return '';
  const own = value[language];
  const text = typeof own === 'string' && own !== '' ? own : value[fallbackLanguage];
  return typeof text === 'string' ? text : '';
}

const listOf = (settings: Record<string, unknown>, key: string) =>
  Array.isArray(settings[key])
    ? (settings[key] as unknown[]).filter(
        (item): item is Record<string, unknown> & { id: string } => isObject(item) && typeof item.id === 'string',
      )
    : [];

export function readMachine(settings: unknown, language: string, fallbackLanguage: string): SlotMachineModel {
  const s = isObject(settings) ? settings : {};
  const symbols = listOf(s, 'symbols').map((symbol) => ({
    id: symbol.id,
    name: textOf(symbol.label, language, fallbackLanguage),
    imageUrl: typeof symbol.imageUrl === 'string' && IMAGE_URL.test(symbol.imageUrl) ? symbol.imageUrl : null,
    glyph: GLYPHS.find((glyph) => glyph === symbol.glyph) ?? null,
  }));
  const prizeTexts = new Map(
    listOf(s, 'prizes').map((prize) => [prize.id, textOf(prize.text, language, fallbackLanguage)] as const),
  );
  const speed = typeof s.speed === 'number' && Number.isFinite(s.speed) ? Math.min(3, Math.max(0.5, s.speed)) : 1;
  return { symbols, prizeTexts, speed };
}

/** The server's result (`{ reels, prizeId? }`), or null for anything else. */
export function readOutcome(result: unknown): SlotOutcome | null {
  if (!isObject(result) || !Array.isArray(result.reels) || result.reels.length !== 3) return null;
  if (!result.reels.every((id) => typeof id === 'string')) return null;
  const [a, b, c] = result.reels as string[];
  return { reels: [a, b, c], prizeId: typeof result.prizeId === 'string' ? result.prizeId : null };
}

/** What is announced when the reels stand: the three symbols' names, and the prize's line or the lose words. */
export function announcementOf(
  machine: SlotMachineModel,
  outcome: SlotOutcome,
  words: { win: string; lose: string },
): string {
  const line = outcome.reels.map((id) => machine.symbols.find((symbol) => symbol.id === id)?.name || id).join(', ');
  const prize = outcome.prizeId === null ? undefined : machine.prizeTexts.get(outcome.prizeId);
  return prize === undefined
    ? words.lose.replace('{line}', line)
    : words.win.replace('{line}', line).replace('{prize}', prize);
}

/**
 * The symbols a reel runs past before it lands on `target`: `count` fillers chosen by `randomIndex`
 * (cosmetic only, the server has decided already), ending on the target.
 */
export function reelStrip(
  symbolIds: readonly string[],
  start: string,
  target: string,
  count: number,
  randomIndex: (max: number) => number,
): string[] {
  const fillers =
    symbolIds.length === 0 ? [] : Array.from({ length: count }, () => symbolIds[randomIndex(symbolIds.length)]);
  return [start, ...fillers, target];
}
