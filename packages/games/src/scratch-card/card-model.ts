import type { CardAppearance } from './card-schemas.ts';

/**
 * The card as it is drawn, read from settings that may be half-edited (the builder's preview posts its
 * working copy unvalidated, and zod would double the player's chunk): anything missing or malformed
 * gets a neutral value instead of breaking the page. Only types come from the schemas.
 */
export type CardModel = {
  layerColour: string;
  borderColour: string;
  layerImageUrl: string | null;
  appearance: CardAppearance;
  /** The share of the card (0-1) scratched before it opens in full. */
  threshold: number;
  faces: ReadonlyMap<string, CardFace>;
};

/** What the card shows under its scratch layer. */
export type CardFace = { text: string; imageUrl: string | null; background: string; textColour: string };

/** Dark text on a light face, white on a dark one (WCAG relative luminance of the background). */
export function textColourOn(background: string): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(background.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Where black and white text contrast equally: (L + 0.05) / 0.05 = 1.05 / (L + 0.05).
  return luminance > 0.179 ? '#1a1b1e' : '#ffffff';
}

function faceOf(text: string, imageUrl: string | null, background: string): CardFace {
  return { text, imageUrl, background, textColour: textColourOn(background) };
}

const COLOUR = /^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/;
/** The image URLs a document may hold: an uploaded file or an https address (as the wheel's). */
const IMAGE_URL = /^(\/files\/|https:\/\/)\S+$/;
const APPEARANCES: readonly CardAppearance[] = ['rounded', 'square', 'circle'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const colourOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && COLOUR.test(value) ? value : fallback;
const imageUrlOf = (value: unknown) => (typeof value === 'string' && IMAGE_URL.test(value) ? value : null);

function textOf(value: unknown, language: string, fallbackLanguage: string): string {
  if (!isObject(value)) return '';
  const own = value[language];
  const text = typeof own === 'string' ? own : value[fallbackLanguage];
  return typeof text === 'string' ? text : '';
}

/** Prize faces under `prize:<id>`, faces without a prize under `outcome:<id>` (ids of the two lists may meet). */
export const faceKey = (result: unknown): string | null => {
  if (!isObject(result)) return null;
  if (typeof result.prizeId === 'string') return `prize:${result.prizeId}`;
  if (typeof result.outcomeId === 'string') return `outcome:${result.outcomeId}`;
  return null;
};

export function readCard(settings: unknown, language: string, fallbackLanguage: string): CardModel {
  const s = isObject(settings) ? settings : {};
  const faces = new Map<string, CardFace>();
  const list = (key: string) => (Array.isArray(s[key]) ? (s[key] as unknown[]).filter(isObject) : []);
  for (const prize of list('prizes')) {
    if (typeof prize.id !== 'string') continue;
    faces.set(
      `prize:${prize.id}`,
      faceOf(
        textOf(prize.text, language, fallbackLanguage),
        imageUrlOf(prize.prizeImageUrl),
        colourOr(prize.prizeBackgroundColour, '#ffffff'),
      ),
    );
  }
  for (const outcome of list('outcomes')) {
    if (typeof outcome.id !== 'string') continue;
    faces.set(
      `outcome:${outcome.id}`,
      faceOf(
        textOf(outcome.text, language, fallbackLanguage),
        imageUrlOf(outcome.imageUrl),
        colourOr(outcome.backgroundColour, '#ffffff'),
      ),
    );
  }
  const threshold = typeof s.revealThresholdPercent === 'number' ? s.revealThresholdPercent : 50;
  return {
    layerColour: colourOr(s.closedCardColour, '#adb5bd'),
    borderColour: colourOr(s.closedCardBorderColour, '#868e96'),
    layerImageUrl: imageUrlOf(s.closedCardImageUrl),
    appearance: APPEARANCES.find((appearance) => appearance === s.cardAppearance) ?? 'rounded',
    threshold: Math.min(0.9, Math.max(0.1, threshold / 100)),
    faces,
  };
}
