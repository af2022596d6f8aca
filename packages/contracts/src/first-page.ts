import type { CustomCode } from './advanced-builder.ts';
import type { AnalyticsOptions } from './analytics-collect.ts';
import type { CampaignDocument } from './campaign-document.ts';

/**
 * Issue 18: the published page's first screen in the HTML the server sends, so it paints before any
 * script runs. The player builds a renderer of its own page components for the server (its SSR build,
 * dist/.ssr/render-first-page.js); the server calls it once per release and language.
 */
export type FirstPageInput = {
  document: CampaignDocument;
  campaignType: string;
  language: string;
  analytics: AnalyticsOptions;
  customCode: CustomCode | null;
};

/** The first page's HTML, or null when the campaign does not open on a page the server can show as it is. */
export type RenderFirstPage = (input: FirstPageInput) => Promise<string | null>;

/** The id of the element holding the served first page: the player removes it when it shows its own. */
export const SERVED_FIRST_PAGE_ID = 'gc-first-page';

/** Where the player's build puts the renderer, under its dist (a dot folder: never served). */
export const FIRST_PAGE_RENDERER_PATH = '.ssr/render-first-page.js';
