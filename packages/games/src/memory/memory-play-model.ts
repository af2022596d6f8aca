import { isRecord, itemById, valueIn } from '../quiz/summary-parts.ts';

/** The board of an opened play, as the server's view says (only its size and the cover). */
export type PlayBoard = { columns: number; rows: number; tileCount: number; coverImageUrl: string | null };

/** What a flip revealed: the tile at `tileIndex`, and for a turn's second flip whether it matched. */
export type FlipFeedback = {
  tileIndex: number;
  tileId: string;
  imageUrl: string | null;
  isMatch: boolean | null;
  firstIndex: number | null;
  isCleared: boolean;
};

const count = (value: unknown, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= max ? value : null;

/** The board of `view`, or null when the view is not a memory board's. */
export function readBoard(view: unknown): PlayBoard | null {
  if (!isRecord(view)) return null;
  const columns = count(view.columns, 12);
  const rows = count(view.rows, 12);
  const tileCount = count(view.tileCount, 48);
  if (columns === null || rows === null || tileCount === null) return null;
  const coverImageUrl = typeof view.coverImageUrl === 'string' && view.coverImageUrl ? view.coverImageUrl : null;
  return { columns, rows, tileCount, coverImageUrl };
}

/** The feedback of a flip, read defensively (the preview's working copy may be half edited). */
export function readFlip(feedback: unknown): FlipFeedback | null {
  if (!isRecord(feedback) || typeof feedback.tileIndex !== 'number' || typeof feedback.tileId !== 'string') {
    return null;
  }
  return {
    tileIndex: feedback.tileIndex,
    tileId: feedback.tileId,
    imageUrl: typeof feedback.imageUrl === 'string' && feedback.imageUrl ? feedback.imageUrl : null,
    isMatch: typeof feedback.isMatch === 'boolean' ? feedback.isMatch : null,
    firstIndex: typeof feedback.firstIndex === 'number' ? feedback.firstIndex : null,
    isCleared: feedback.isCleared === true,
  };
}

/** A tile's name in the player's language (its label), else the default language's, else "Picture n". */
export function tileName(
  settings: unknown,
  tileId: string,
  language: string,
  fallbackLanguage: string,
  pictureN: string,
): string {
  const tile = itemById(settings, 'tiles', tileId);
  const label = tile ? valueIn(tile.label, language, fallbackLanguage) : undefined;
  if (label) return label;
  const tiles = isRecord(settings) && Array.isArray(settings.tiles) ? settings.tiles : [];
  const position = tiles.findIndex((item) => isRecord(item) && item.id === tileId);
  return fillText(pictureN, { n: position + 1 });
}

/** `{key}` placeholders of a word filled in. */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
