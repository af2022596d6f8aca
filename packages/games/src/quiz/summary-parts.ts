import type { ResultSummary } from '../core/game-definition.ts';

/**
 * Reading the question games' results against settings that may be the public settings or the
 * preview's half-edited working copy: nothing here assumes a field exists or has its type.
 */

/** Whether `value` is an object whose members may be read. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The item of the list under `key` of the settings whose id is `id`, or null. */
export function itemById(settings: unknown, key: string, id: unknown): Record<string, unknown> | null {
  if (!isRecord(settings) || typeof id !== 'string') return null;
  const list = settings[key];
  if (!Array.isArray(list)) return null;
  return list.find((item): item is Record<string, unknown> => isRecord(item) && item.id === id) ?? null;
}

/**
 * A marketer's per-language value (`{ en: 'Coffee expert' }`) in `language`, else in `fallbackLanguage`,
 * as the page's own texts are read (apps/player document/texts.ts): an empty value is kept as written,
 * the marketer may leave a text out in one language. Undefined when empty or missing, so that the
 * summary leaves the member out.
 */
export function valueIn(values: unknown, language: string, fallbackLanguage: string): string | undefined {
  if (!isRecord(values)) return undefined;
  const own = values[language];
  const value = typeof own === 'string' ? own : values[fallbackLanguage];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The members of a summary that have a value, so that an absent text is absent, not undefined. */
export function present<T extends Record<string, string | undefined>>(members: T): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(members).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: string;
  };
}

/**
 * A result page's summary of a game whose results carry an `outcomeId` (quiz, guess-the-picture,
 * memory): the game's own `scoreText`, and the outcome's title, text and picture in `language`. No
 * outcome (none covered the score or time): the score alone; an outcome the settings do not know: null.
 */
export function outcomeSummary(
  settings: unknown,
  outcomeId: unknown,
  scoreText: string,
  language: string,
  fallbackLanguage: string,
): ResultSummary | null {
  if (outcomeId === null) return { scoreText };
  const outcome = itemById(settings, 'outcomes', outcomeId);
  if (!outcome) return null;
  return {
    scoreText,
    ...present({
      title: valueIn(outcome.title, language, fallbackLanguage),
      text: valueIn(outcome.text, language, fallbackLanguage),
      imageUrl: valueIn(outcome.imageUrl, language, fallbackLanguage),
    }),
  };
}
