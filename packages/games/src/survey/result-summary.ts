import type { ResultSummary } from '../core/game-definition.ts';
import { isRecord, itemById, present, valueIn } from '../quiz/summary-parts.ts';

/**
 * The survey's result for the result page: its outcome's title, text and picture in the player's
 * language (the default language filling the gaps). A survey has no score to tell.
 */
export function surveyResultSummary(
  settings: unknown,
  result: unknown,
  language: string,
  fallbackLanguage: string,
): ResultSummary | null {
  if (!isRecord(result)) return null;
  const outcome = itemById(settings, 'outcomes', result.outcomeId);
  if (!outcome) return null;
  return present({
    title: valueIn(outcome.title, language, fallbackLanguage),
    text: valueIn(outcome.text, language, fallbackLanguage),
    imageUrl: valueIn(outcome.imageUrl, language, fallbackLanguage),
  });
}
