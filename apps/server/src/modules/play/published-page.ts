import type { CampaignDocument } from '@gc/contracts/campaign-document';
import { pageMeta } from '@gc/contracts/page-meta';
import type { DbOrTx } from '../../db/client.ts';
import { inMemoryHtml, type StaticFile } from '../../lib/static-bundle.ts';
import { escapeHtml } from '../emails/templates.ts';
import { loadCampaignForPlay } from './published-campaign.ts';

/** Pages kept: one per release and language asked for; a republish makes a new release, so a new page. */
const PAGE_CACHE_SIZE = 1_000;

/**
 * The language of the head: ?lang= when the campaign offers it, else its default language. Not the
 * browser's Accept-Language: the HTML stays one per address, so browsers and CDNs cache it without a
 * Vary on the language; the player sets its own language's title once it runs.
 */
export function headLanguage(document: CampaignDocument, requested: unknown): string {
  const { languages, defaultLanguage } = document.languageOptions;
  const asked = typeof requested === 'string' ? requested.toLowerCase() : '';
  return (languages as string[]).includes(asked) ? asked : defaultLanguage;
}

/**
 * The player's index.html with the campaign's language, title and description in its head, for
 * crawlers and link previews, which run no script. Replacers are functions, so a `$&` in a marketer's
 * text stays text; every value is escaped for HTML.
 */
export function withPageHead(index: string, document: CampaignDocument, language: string): string {
  const { title, description } = pageMeta(document, language);
  const metas = [
    description && `<meta name="description" content="${escapeHtml(description)}">`,
    title && `<meta property="og:title" content="${escapeHtml(title)}">`,
    description && `<meta property="og:description" content="${escapeHtml(description)}">`,
  ].filter(Boolean);
  let html = index.replace(/<html\b[^>]*>/i, () => `<html lang="${escapeHtml(language)}">`);
  if (title) html = html.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(title)}</title>`);
  return html.replace(
    /([ \t]*)<\/head>/i,
    (_, indent: string) => `${metas.map((meta) => `${indent}  ${meta}\n`).join('')}${indent}</head>`,
  );
}

/**
 * The HTML of /p/{slug}: the campaign's page when the slug names a published campaign, else null (the
 * plain index, whose script then says what is wrong). Made once per release and language and kept in
 * memory compressed, as the built index is. The campaign row may be a few seconds old
 * (PLAY_CAMPAIGN_MAX_AGE_MS), so a page load costs no database read while a campaign is popular.
 */
export function createPublishedPages(db: DbOrTx, index: StaticFile) {
  const indexHtml = index.body.toString('utf8');
  const pages = new Map<string, StaticFile>();
  return async function publishedPage(slug: string, requestedLanguage: unknown): Promise<StaticFile> {
    const { release } = await loadCampaignForPlay(db, slug);
    const document = release.playerDocument;
    const language = headLanguage(document, requestedLanguage);
    const key = `${release.id}:${language}`;
    let page = pages.get(key);
    if (!page) {
      page = inMemoryHtml(withPageHead(indexHtml, document, language));
      if (pages.size >= PAGE_CACHE_SIZE) pages.delete(pages.keys().next().value as string);
      pages.set(key, page);
    }
    return page;
  };
}
