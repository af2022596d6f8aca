import type { ResultSummary } from '../core/game-definition.ts';
import { isRecord, itemById, present, valueIn } from '../quiz/summary-parts.ts';

/**
 * The personality a play ended on, for the result page: its title (its name when it has no title),
 * text and picture in the player's language, the campaign's default language filling the gaps. No
 * personality, or one the settings do not know, shows nothing.
 */
export function personalityResultSummary(
  settings: unknown,
  result: unknown,
  language: string,
  fallbackLanguage: string,
): ResultSummary | null {
  if (!isRecord(result)) return null;
  const personality = itemById(settings, 'personalities', result.personalityId);
  if (!personality) return null;
  const summary = present({
    title:
      valueIn(personality.title, language, fallbackLanguage) ?? valueIn(personality.name, language, fallbackLanguage),
    text: valueIn(personality.text, language, fallbackLanguage),
    imageUrl: valueIn(personality.imageUrl, language, fallbackLanguage),
  });
  return Object.keys(summary).length > 0 ? summary : null;
}
