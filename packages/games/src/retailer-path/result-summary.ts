import type { ResultSummary } from '../core/game-definition.ts';
import { fillText, readPath, readResult } from './path-model.ts';
import { PATH_WORDS, pathWords } from './words.ts';

/**
 * The path's result for the result page: the square the token stopped on, in the game's own words, and
 * the prize won there by its name in the player's language (the campaign's default language filling the
 * gaps). A result that is not the path's shows nothing.
 */
export function pathResultSummary(
  settings: unknown,
  result: unknown,
  language: string,
  fallbackLanguage: string,
): ResultSummary | null {
  const read = readResult(result);
  if (!read || read.square < 1) return null;
  const words = pathWords(language) ?? PATH_WORDS.en;
  const scoreText = fillText(words.stoppedOn, { square: read.square });
  const prize = read.prizeId ? readPath(settings, language, fallbackLanguage).prizes.get(read.square) : undefined;
  return prize && prize.id === read.prizeId && prize.text ? { scoreText, title: prize.text } : { scoreText };
}
