import type { CampaignDocument } from '@gc/contracts/campaign-document';
import type { RenderFirstPage } from '@gc/contracts/first-page';
import { chooseLanguage } from '@gc/contracts/language-choice';
import { pageMeta } from '@gc/contracts/page-meta';
import type { DbOrTx } from '../../db/client.ts';
import { inMemoryHtml, type StaticFile } from '../../lib/static-bundle.ts';
import { releaseCustomCodeOf } from '../advanced-builder/advanced-builder.service.ts';
import { escapeHtml } from '../emails/templates.ts';
import { withFirstPage } from './first-page.ts';
import { type LoadedRelease, loadCampaignForPlay } from './published-campaign.ts';

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

export type FirstPageParts = {
  /** The player build's renderer of the first page; null without one (the page is then the head only). */
  renderer(): Promise<RenderFirstPage | null>;
  /** A built style sheet's text by its path in the build (/assets/index-….css), to inline it. */
  styleSheet(path: string): string | undefined;
};

/**
 * The first page of a live campaign in the page's language, or null: the campaign does not open on its
 * introduction, or the renderer is missing or fails (the player then shows the page itself, as before).
 */
async function firstPageOf(db: DbOrTx, release: LoadedRelease, language: string, parts: FirstPageParts) {
  const render = await parts.renderer();
  if (!render) return null;
  try {
    return await render({
      document: release.playerDocument,
      campaignType: release.campaignType,
      language,
      analytics: release.analytics,
      customCode: await releaseCustomCodeOf(db, release.id),
    });
  } catch {
    return null;
  }
}

/**
 * Whether the player will show the page in the head's language: it picks the link's ?lang=, else the
 * first of the browser's languages the campaign offers (language-choice.ts), and the browser's are the
 * ones it sends as Accept-Language. A first page in another language would show, then change.
 */
function isPlayerLanguage(document: CampaignDocument, language: string, requested: unknown, browser: string[]) {
  const { languages, defaultLanguage } = document.languageOptions;
  const search = typeof requested === 'string' ? `?${new URLSearchParams({ lang: requested })}` : '';
  return chooseLanguage(languages, defaultLanguage, search, browser) === language;
}

/**
 * The HTML of /p/{slug}: the campaign's page when the slug names a published campaign, else null (the
 * plain index, whose script then says what is wrong). While the campaign is live, and the player will
 * show it in the head's language (isPlayerLanguage), its first page comes rendered in the HTML with the
 * style it needs (issue 18: it paints before any script runs). The page is sent no-cache with its
 * ETag, so a cache revalidates it and never hands one reader's variant to another. Made once per
 * release, language and variant and kept in memory compressed, as the built index is. The campaign row
 * may be a few seconds old (PLAY_CAMPAIGN_MAX_AGE_MS), so a page load costs no database read while a
 * campaign is popular.
 */
export function createPublishedPages(db: DbOrTx, index: StaticFile, parts: FirstPageParts) {
  const indexHtml = index.body.toString('utf8');
  const pages = new Map<string, StaticFile>();
  return async function publishedPage(
    slug: string,
    requestedLanguage: unknown,
    browserLanguages: string[] = [],
  ): Promise<StaticFile> {
    const { release, availability } = await loadCampaignForPlay(db, slug);
    const document = release.playerDocument;
    const language = headLanguage(document, requestedLanguage);
    // A scheduled or ended campaign opens on a notice the player words itself.
    const hasFirstPage =
      availability === 'live' && isPlayerLanguage(document, language, requestedLanguage, browserLanguages);
    const key = `${release.id}:${language}:${hasFirstPage ? 'first-page' : 'head'}`;
    let page = pages.get(key);
    if (!page) {
      const head = withPageHead(indexHtml, document, language);
      const firstPage = hasFirstPage ? await firstPageOf(db, release, language, parts) : null;
      page = inMemoryHtml(firstPage === null ? head : withFirstPage(head, firstPage, parts.styleSheet));
      if (pages.size >= PAGE_CACHE_SIZE) pages.delete(pages.keys().next().value as string);
      pages.set(key, page);
    }
    return page;
  };
}
