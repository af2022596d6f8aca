import type { ResultSummary } from '../core/game-definition.ts';
import { isRecord, outcomeSummary } from '../quiz/summary-parts.ts';
import { MEMORY_WORDS, memoryWords } from './words.ts';

/**
 * Memory's result for the result page: "Your time: 42 s, in 12 moves" in the game's own words, and the
 * outcome the time reached, its title, text and picture in the player's language (the campaign's
 * default language filling the gaps). A result without an outcome shows the time alone; an outcome the
 * settings do not know, or a result that is not memory's, shows nothing.
 */
export function memoryResultSummary(
  settings: unknown,
  result: unknown,
  language: string,
  fallbackLanguage: string,
): ResultSummary | null {
  if (!isRecord(result) || !Number.isInteger(result.seconds) || !Number.isInteger(result.moves)) return null;
  const words = memoryWords(language) ?? MEMORY_WORDS.en;
  const scoreText = words.result.replace('{seconds}', String(result.seconds)).replace('{moves}', String(result.moves));
  return outcomeSummary(settings, result.outcomeId, scoreText, language, fallbackLanguage);
}
