import type { ResultSummary } from '../core/game-definition.ts';
import { isRecord, outcomeSummary } from './summary-parts.ts';
import { QUIZ_WORDS, quizWords } from './words.ts';

/**
 * The quiz's result for the result page (quiz and guess-the-picture): "You scored 2 of 3" in the game's
 * own words, and the outcome the score reached, its title, text and picture in the player's language
 * (the campaign's default language filling the gaps). A result without an outcome (no outcome covers
 * the score) shows the score alone; an outcome the settings do not know, or a result that is not a
 * quiz's, shows nothing.
 */
export function quizResultSummary(
  settings: unknown,
  result: unknown,
  language: string,
  fallbackLanguage: string,
): ResultSummary | null {
  if (!isRecord(result) || !Number.isInteger(result.score) || !Number.isInteger(result.outOf)) return null;
  const words = quizWords(language) ?? QUIZ_WORDS.en;
  const scoreText = words.score.replace('{score}', String(result.score)).replace('{outOf}', String(result.outOf));
  return outcomeSummary(settings, result.outcomeId, scoreText, language, fallbackLanguage);
}
