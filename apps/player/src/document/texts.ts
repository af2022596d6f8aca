import type { CampaignDocument, Outcome } from '@gc/contracts/campaign-document';

/**
 * Marketer-written content in the player's language. A value missing in that language falls back to
 * the document's default language, then to ''. An empty string is kept as written: a marketer may
 * leave a text out on purpose in one language. Every lookup tolerates a half-edited document (the
 * preview renders the builder's working copy), so nothing here assumes a field exists.
 */
function inLanguage<T>(
  values: Partial<Record<string, T>> | undefined,
  document: CampaignDocument,
  language: string,
): [T | undefined, T | undefined] {
  const defaultLanguage = document.languageOptions?.defaultLanguage;
  return [values?.[language], defaultLanguage ? values?.[defaultLanguage] : undefined];
}

function lookUp(
  values: Partial<Record<string, Record<string, string>>> | undefined,
  document: CampaignDocument,
  language: string,
  key: string,
): string {
  const [own, fallback] = inLanguage(values, document, language);
  const value = own?.[key] ?? fallback?.[key];
  return typeof value === 'string' ? value : '';
}

/** The text of a page's field, e.g. pageText(document, 'de', 'introduction', 'title'). */
export function pageText(document: CampaignDocument, language: string, page: string, field: string): string {
  return lookUp(document.texts, document, language, `${page}.${field}`);
}

/** The alternative text of an image (keys in @gc/contracts/alt-text-keys). */
export function altText(document: CampaignDocument, language: string, key: string): string {
  return lookUp(document.altTexts, document, language, key);
}

export type ShownOutcome = { title: string; text: string; image: string | null };

/**
 * An outcome's title, text and image in the language. The image falls back to the default language's
 * even when the language has its own texts: marketers often upload one picture for every language.
 */
export function outcomeContent(document: CampaignDocument, language: string, outcome: Outcome): ShownOutcome {
  const [own, fallback] = inLanguage(outcome.content, document, language);
  const content = own ?? fallback;
  return {
    title: typeof content?.title === 'string' ? content.title : '',
    text: typeof content?.text === 'string' ? content.text : '',
    image: own?.image ?? fallback?.image ?? null,
  };
}

/**
 * Where a link page (terms, privacy) points in the language: its URL, else the default language's;
 * null when blank, which means the built-in page (spec §5 Terms/privacy link), not shown yet.
 */
export function linkUrl(document: CampaignDocument, language: string, pageKey: string): string | null {
  const links = document.externalLinks?.[pageKey]?.links;
  if (!Array.isArray(links)) return null;
  const urlIn = (code: string | undefined) => links.find((link) => link?.languageId === code)?.url;
  const url = urlIn(language) || urlIn(document.languageOptions?.defaultLanguage);
  return typeof url === 'string' && /^https?:\/\/\S+$/.test(url) ? url : null;
}
