import { z } from 'zod';

/**
 * Issue 17, the advanced builder (spec §2 /advanced-builder, §6 tag builder2access): a campaign's pages
 * get raw HTML of their own and the campaign one style sheet (spec §7 "GET/PUT /api/html", "GET
 * /api/css/index/{id}"). The server sanitises both on every save and again when it publishes, so what
 * is stored and shown is never what was sent: no script, event handler, javascript: address, frame or
 * remote style sheet survives.
 */
export const ADVANCED_BUILDER_TAG = 'builder2access';

/** The most HTML one page may hold, and the most CSS a campaign may, in characters as sent. */
export const MAX_PAGE_HTML_LENGTH = 500_000;
export const MAX_CAMPAIGN_CSS_LENGTH = 200_000;

const pageKeySchema = z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, 'Invalid page key');

/** PUT /api/v1/campaign-data/html/: spec §7 `{campaignId, pageId, rawHtml}`. */
export const savePageHtmlRequestSchema = z.object({
  campaignId: z.uuid({ error: 'Campaign not found' }),
  pageId: pageKeySchema,
  rawHtml: z
    .string()
    .max(MAX_PAGE_HTML_LENGTH, `The HTML of a page must be at most ${MAX_PAGE_HTML_LENGTH / 1000} KB.`),
});
export type SavePageHtmlRequest = z.infer<typeof savePageHtmlRequestSchema>;

/** One page's HTML as stored (sanitised); empty when the page has none. */
export const pageHtmlSchema = z.object({
  campaignId: z.uuid(),
  pageId: pageKeySchema,
  rawHtml: z.string(),
  /** How many things the sanitiser took out of what was sent (0 on a read). */
  removedCount: z.number().int().min(0),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PageHtml = z.infer<typeof pageHtmlSchema>;

/** PUT /api/v1/campaign-data/css/index/{id} (the spec shows the read only; the editor saves here). */
export const saveCampaignCssRequestSchema = z.object({
  css: z.string().max(MAX_CAMPAIGN_CSS_LENGTH, `The CSS must be at most ${MAX_CAMPAIGN_CSS_LENGTH / 1000} KB.`),
});
export type SaveCampaignCssRequest = z.infer<typeof saveCampaignCssRequestSchema>;

export const campaignCssSchema = z.object({
  campaignId: z.uuid(),
  css: z.string(),
  removedCount: z.number().int().min(0),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CampaignCss = z.infer<typeof campaignCssSchema>;

/** A release's frozen custom code, as the published page receives it: page key → HTML, and the CSS. */
export const customCodeSchema = z.object({
  css: z.string(),
  pages: z.record(pageKeySchema, z.string()),
});
export type CustomCode = z.infer<typeof customCodeSchema>;
