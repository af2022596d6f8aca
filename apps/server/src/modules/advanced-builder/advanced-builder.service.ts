import {
  ADVANCED_BUILDER_TAG,
  type CampaignCss,
  type CustomCode,
  type PageHtml,
  type SaveCampaignCssRequest,
  type SavePageHtmlRequest,
} from '@gc/contracts/advanced-builder';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { readDocument } from '../campaigns/campaign-document.service.ts';
import { type CampaignRow, findCompanyCampaign, lockCompanyCampaign } from '../campaigns/campaigns.repo.ts';
import { campaignNotFound } from '../campaigns/campaigns.service.ts';
import { findCompany } from '../companies/companies.repo.ts';
import {
  findCampaignCss,
  findDraftCustomCode,
  findPageHtml,
  findReleaseCustomCode,
  insertReleaseCustomCode,
  upsertCampaignCss,
  upsertPageHtml,
} from './advanced-builder.repo.ts';
import { sanitizeCss } from './sanitize-css.ts';
import { sanitizeHtml } from './sanitize-html.ts';

const NOT_ENABLED = 'The advanced builder is not enabled for this company.';

async function hasAdvancedBuilder(db: DbOrTx, companyId: string): Promise<boolean> {
  const company = await findCompany(db, companyId);
  return company?.tags.includes(ADVANCED_BUILDER_TAG) ?? false;
}

/** Spec §6: the builder2access tag of the acting company unlocks the advanced builder; without it, 403. */
async function assertAdvancedBuilder(ctx: AppContext, actor: Actor): Promise<void> {
  if (!(await hasAdvancedBuilder(ctx.db, actor.companyId))) throw new AppError('FORBIDDEN', 403, NOT_ENABLED);
}

function found(row: CampaignRow | undefined): CampaignRow {
  if (!row) throw campaignNotFound();
  return row;
}

function assertEditable(row: CampaignRow): void {
  if (row.status === 'DELETED')
    throw new AppError('INVALID_STATUS_CHANGE', 409, 'A deleted campaign cannot be edited.');
}

/** The pages a marketer may write HTML for: the document's pages of type page (not links or e-mails). */
function assertPage(row: CampaignRow, pageId: string, status: 400 | 404): void {
  const isPage = readDocument(row.document).pages.some((page) => page.key === pageId && page.type === 'page');
  if (isPage) return;
  const message = 'This campaign has no such page.';
  if (status === 404) throw new AppError('NOT_FOUND', 404, message);
  throw new AppError('VALIDATION_FAILED', 400, message, { violations: [{ field: 'pageId', message }] });
}

const iso = (date: Date | undefined) => date?.toISOString() ?? null;

export async function getPageHtml(
  ctx: AppContext,
  actor: Actor,
  campaignId: string,
  pageId: string,
): Promise<PageHtml> {
  await assertAdvancedBuilder(ctx, actor);
  const row = found(await findCompanyCampaign(ctx.db, actor.companyId, campaignId));
  assertPage(row, pageId, 404);
  const stored = await findPageHtml(ctx.db, actor.companyId, campaignId, pageId);
  return { campaignId, pageId, rawHtml: stored?.html ?? '', removedCount: 0, updatedAt: iso(stored?.updatedAt) };
}

/**
 * Spec §7 "PUT /api/html/": stores the page's HTML as DOMPurify leaves it, never as sent, with how
 * much was taken out so that the editor can say so. It goes live with the next publish.
 */
export async function savePageHtml(ctx: AppContext, actor: Actor, input: SavePageHtmlRequest): Promise<PageHtml> {
  await assertAdvancedBuilder(ctx, actor);
  const { html, removedCount } = await sanitizeHtml(input.rawHtml);
  return ctx.db.transaction(async (tx) => {
    const row = found(await lockCompanyCampaign(tx, actor.companyId, input.campaignId));
    assertEditable(row);
    assertPage(row, input.pageId, 400);
    const saved = await upsertPageHtml(tx, {
      companyId: actor.companyId,
      campaignId: row.id,
      pageKey: input.pageId,
      html,
      updatedBy: actor.email,
    });
    return {
      campaignId: row.id,
      pageId: input.pageId,
      rawHtml: saved.html,
      removedCount,
      updatedAt: iso(saved.updatedAt),
    };
  });
}

export async function getCampaignCss(ctx: AppContext, actor: Actor, campaignId: string): Promise<CampaignCss> {
  await assertAdvancedBuilder(ctx, actor);
  const row = found(await findCompanyCampaign(ctx.db, actor.companyId, campaignId));
  const stored = await findCampaignCss(ctx.db, actor.companyId, row.id);
  return { campaignId: row.id, css: stored?.css ?? '', removedCount: 0, updatedAt: iso(stored?.updatedAt) };
}

function cleanCss(css: string) {
  const clean = sanitizeCss(css);
  if (clean) return clean;
  const message = 'The CSS could not be read. Check for an unclosed brace, string or comment.';
  throw new AppError('VALIDATION_FAILED', 400, message, { violations: [{ field: 'css', message }] });
}

export async function saveCampaignCss(
  ctx: AppContext,
  actor: Actor,
  campaignId: string,
  input: SaveCampaignCssRequest,
): Promise<CampaignCss> {
  await assertAdvancedBuilder(ctx, actor);
  const { css, removedCount } = cleanCss(input.css);
  return ctx.db.transaction(async (tx) => {
    const row = found(await lockCompanyCampaign(tx, actor.companyId, campaignId));
    assertEditable(row);
    const saved = await upsertCampaignCss(tx, {
      companyId: actor.companyId,
      campaignId: row.id,
      css,
      updatedBy: actor.email,
    });
    return { campaignId: row.id, css: saved.css, removedCount, updatedAt: iso(saved.updatedAt) };
  });
}

/**
 * Publishing's part (inside its transaction): the draft's custom code, sanitised once more with the
 * sanitisers of today, frozen beside the new release. Only while the company has the tag: taking the
 * tag away takes the custom code off the next release.
 */
export async function freezeCustomCode(
  tx: Tx,
  companyId: string,
  campaignId: string,
  releaseId: string,
  pageKeys: readonly string[],
): Promise<void> {
  if (!(await hasAdvancedBuilder(tx, companyId))) return;
  const draft = await findDraftCustomCode(tx, companyId, campaignId);
  const pages: Record<string, string> = {};
  for (const page of draft.pages) {
    const html = (await sanitizeHtml(page.html)).html;
    if (html.trim() && pageKeys.includes(page.pageKey)) pages[page.pageKey] = html;
  }
  const css = sanitizeCss(draft.css)?.css ?? '';
  if (Object.keys(pages).length === 0 && !css.trim()) return;
  await insertReleaseCustomCode(tx, { releaseId, companyId, css, pages });
}

const CUSTOM_CODE_CACHE_SIZE = 200;
/** Releases never change, so their custom code is kept once read (null: the release has none). */
const customCodeCache = new Map<string, CustomCode | null>();

/** The custom code the published page of a release shows, or null. */
export async function releaseCustomCodeOf(db: DbOrTx, releaseId: string): Promise<CustomCode | null> {
  if (customCodeCache.has(releaseId)) return customCodeCache.get(releaseId) ?? null;
  const row = await findReleaseCustomCode(db, releaseId);
  const code = row ? { css: row.css, pages: row.pages as Record<string, string> } : null;
  if (customCodeCache.size >= CUSTOM_CODE_CACHE_SIZE)
    customCodeCache.delete(customCodeCache.keys().next().value as string);
  customCodeCache.set(releaseId, code);
  return code;
}
