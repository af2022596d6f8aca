import { isPenaltyZone, type PenaltyZone } from './penalty-zones.ts';

/**
 * The penalty as it is drawn, read from settings that may be half-edited (the builder's preview posts its
 * working copy unvalidated, and zod would double the player's chunk): anything missing or malformed gets a
 * neutral value instead of breaking the page. Only types come from the schemas.
 */
export type PenaltyModel = {
  pitchColour: string;
  keeperColour: string;
  ballImageUrl: string | null;
  /** Each prize's line in the player's language, by prize id. */
  prizeTexts: ReadonlyMap<string, string>;
};

/** A shot as the server decided it, read defensively. */
export type Shot = { zone: PenaltyZone; keeperZone: PenaltyZone; goal: boolean; prizeId: string | null };

const COLOUR = /^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/;
/** The image URLs a document may hold: an uploaded file or an https address (as the wheel's). */
const IMAGE_URL = /^(\/files\/|https:\/\/)\S+$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const colourOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && COLOUR.test(value) ? value : fallback;

function textOf(value: unknown, language: string, fallbackLanguage: string): string {
  if (!isObject(value)) return '';
  const own = value[language];
  const text = typeof own === 'string' && own !== '' ? own : value[fallbackLanguage];
  return typeof text === 'string' ? text : '';
}

export function readPenalty(settings: unknown, language: string, fallbackLanguage: string): PenaltyModel {
  const s = isObject(settings) ? settings : {};
  const prizeTexts = new Map<string, string>();
  for (const prize of Array.isArray(s.prizes) ? s.prizes.filter(isObject) : []) {
    if (typeof prize.id === 'string') prizeTexts.set(prize.id, textOf(prize.text, language, fallbackLanguage));
  }
  return {
    pitchColour: colourOr(s.pitchColour, '#2b8a3e'),
    keeperColour: colourOr(s.keeperColour, '#e8590c'),
    ballImageUrl: typeof s.ballImageUrl === 'string' && IMAGE_URL.test(s.ballImageUrl) ? s.ballImageUrl : null,
    prizeTexts,
  };
}

/** The server's result of a shot, or null when it is not one (no play happened). */
export function readShot(result: unknown): Shot | null {
  if (!isObject(result) || !isPenaltyZone(result.zone) || !isPenaltyZone(result.keeperZone)) return null;
  return {
    zone: result.zone,
    keeperZone: result.keeperZone,
    goal: result.goal === true,
    prizeId: typeof result.prizeId === 'string' ? result.prizeId : null,
  };
}
