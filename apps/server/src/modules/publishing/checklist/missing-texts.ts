import { type CampaignDocument, FLOW_PAGES, PAGE_TEXT_FIELDS, textKey } from '@gc/contracts/campaign-document';
import type { ChecklistItem } from '@gc/contracts/publish-checklist';
import type { LocalizedText } from '@gc/games/core/game-definition';
import { languageName } from './language-name.ts';

/** Where a language's missing texts are: the page texts, the outcomes, the game's own texts. */
type Part = 'pages' | 'outcomes' | 'game';
const PART_NAMES: Record<Part, string> = { pages: 'page texts', outcomes: 'result texts', game: 'game texts' };

const hasText = (value: string | undefined) => value !== undefined && value.trim() !== '';

/** The page text keys a player can meet: pages of the flow that are included, and the pages every campaign may show. */
function shownTextKeys(document: CampaignDocument): string[] {
  return Object.entries(PAGE_TEXT_FIELDS).flatMap(([page, fields]) => {
    const isFlowPage = (FLOW_PAGES as readonly string[]).includes(page);
    const isShown = !isFlowPage || document.pages.some((p) => p.key === page && p.included);
    return isShown ? fields.map((field) => textKey(page, field)) : [];
  });
}

/**
 * Per campaign language (other than the default) and part: texts the language has no value for while
 * the default language has one, so its players would read the default language's. A page text left
 * blank on purpose is a value (the player shows it blank); a game text left blank falls back, so it
 * counts as missing. `gameTexts` carry full document fields (`game.settings.sectors.2.text`).
 */
export function missingTextItems(document: CampaignDocument, gameTexts: readonly LocalizedText[]): ChecklistItem[] {
  const { languages, defaultLanguage } = document.languageOptions;
  const keys = shownTextKeys(document);
  const fallbackTexts = document.texts[defaultLanguage] ?? {};
  return languages
    .filter((language) => language !== defaultLanguage)
    .flatMap((language) => {
      const own = document.texts[language] ?? {};
      const missing: Record<Part, string[]> = {
        pages: keys
          .filter((key) => own[key] === undefined && hasText(fallbackTexts[key]))
          .map((key) => `texts.${language}.${key}`),
        outcomes: document.outcomes.flatMap((outcome, index) =>
          outcome.content[language] === undefined && outcome.content[defaultLanguage] !== undefined
            ? [`outcomes.${index}.content.${language}`]
            : [],
        ),
        game: gameTexts
          .filter((text) => !hasText(text.values[language]) && hasText(text.values[defaultLanguage]))
          .map((text) => `${text.field}.${language}`),
      };
      return (Object.keys(missing) as Part[])
        .filter((part) => missing[part].length > 0)
        .map(
          (part): ChecklistItem => ({
            code: 'missingTexts',
            severity: 'warning',
            field: missing[part][0],
            params: { language, fallback: defaultLanguage, part, count: missing[part].length },
            message: `${languageName(language)} misses ${missing[part].length} ${PART_NAMES[part]}: its players see them in ${languageName(defaultLanguage)}.`,
          }),
        );
    });
}
