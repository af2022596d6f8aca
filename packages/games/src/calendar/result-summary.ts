import type { ResultSummary } from '../core/game-definition.ts';
import { imageIn, textIn } from './calendar-model.ts';
import { calendarWords } from './words.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A tile's result for the result page and the leads export: what was behind it (the prize's text and
 * description, or the outcome's title and text, with its picture) in the player's language, and its day.
 * Read from the play's result alone: it carries the content, which the public settings never do.
 */
export function calendarResultSummary(
  _settings: unknown,
  result: unknown,
  language: string,
  fallbackLanguage: string,
): ResultSummary | null {
  if (!isRecord(result) || typeof result.dayNumber !== 'number') return null;
  const content = isRecord(result.prize) ? result.prize : isRecord(result.outcome) ? result.outcome : null;
  const words = calendarWords(language) ?? calendarWords('en');
  const scoreText = words?.day.replace('{day}', String(result.dayNumber));
  if (!content) return { scoreText };
  const text = (value: unknown) => textIn(value, language, fallbackLanguage) || undefined;
  const isPrize = content === result.prize;
  return {
    title: text(isPrize ? content.text : content.title),
    text: text(isPrize ? content.description : content.text),
    imageUrl: imageIn(content.imageUrl, language, fallbackLanguage) ?? undefined,
    scoreText,
  };
}
