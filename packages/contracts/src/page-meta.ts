import type { CampaignDocument } from './campaign-document.ts';

/**
 * What a published campaign's page says about itself in its head: the title of the browser tab, of
 * search results and link previews, and their description. The server writes it into the HTML of
 * /p/{slug} (crawlers and link previews run no script); the player sets it again for the language it
 * shows. Only types come from campaign-document.ts, so the player bundle gets no zod from here.
 */
export type PageMeta = {
  /** The campaign's title: its introduction page's title ('' when the marketer left it empty). */
  title: string;
  /** The introduction's text, on one line, cut to DESCRIPTION_MAX_LENGTH ('' when there is none). */
  description: string;
};

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_MAX_LENGTH = 160;

/** A marketer's text in the language, else the default language's (as the page shows it). */
function textOf(document: CampaignDocument, language: string, key: string): string {
  const own = document.texts?.[language as keyof CampaignDocument['texts']]?.[key];
  const fallback = document.texts?.[document.languageOptions.defaultLanguage]?.[key];
  const text = own ?? fallback;
  return typeof text === 'string' ? text : '';
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text cut at the last word that fits, with an ellipsis; the whole text when it fits. */
function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function pageMeta(document: CampaignDocument, language: string): PageMeta {
  return {
    title: oneLine(textOf(document, language, 'introduction.title')),
    description: shortened(oneLine(textOf(document, language, 'introduction.text')), DESCRIPTION_MAX_LENGTH),
  };
}
