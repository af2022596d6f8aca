import type { CampaignDocument } from '@gc/contracts/campaign-document';
import type { CampaignType } from '@gc/contracts/campaign-types';
import type { Release } from '@gc/contracts/publishing';
import { WHEEL_DEFAULTS } from '@gc/games/spin-the-wheel/definition';
import { eq } from 'drizzle-orm';
import type { DatabaseKind } from '../src/db/client.ts';
import { campaignReleases, campaigns, companies, prizePools } from '../src/db/schema/index.ts';
import { seedCampaigns } from './campaigns-fixture.ts';

export const BUILD = '/api/v1/build';

/**
 * The default wheel with no sector labelled as a prize: a wheel that gives nothing is publishable,
 * while the default "Prize 1"… sectors without prizes are a checklist error (issue 9).
 */
export const NO_PRIZE_SECTORS = WHEEL_DEFAULTS.sectors.map((sector) => ({ ...sector, text: { en: 'No luck' } }));

/**
 * The campaigns seed with the company in Europe/Zurich, and the requests and rows the publishing
 * suites share.
 */
export async function seedPublishing(kind: DatabaseKind, env: Record<string, string> = {}) {
  const s = await seedCampaigns(kind, env);
  await s.t.ctx.db.update(companies).set({ timeZone: 'Europe/Zurich' }).where(eq(companies.id, s.companyId));
  const publish = (
    campaignId: string,
    publishOptions: Record<string, unknown> = { mode: 1 },
    token = s.tokens.EDITOR,
  ) => s.api.post(`${BUILD}/publish`, { campaignId, campaignType: 'spin-the-wheel', publishOptions }, token);
  const deactivate = (campaignId: string, token = s.tokens.EDITOR) =>
    s.api.put(`${BUILD}/deactivate`, { campaignId, publishOptions: { mode: 1 } }, token);
  const releasesOf = async (campaignId: string) =>
    (await s.api.get(`${BUILD}/releases/${campaignId}`, s.tokens.EDITOR)).body.data as Release[];
  /** A new English wheel whose sectors all say "No luck", so that the checklist lets it be published. */
  /** A wheel-type draft (the wheel, or a retailer's) whose sectors hold no prize, so it may be published. */
  async function newCampaign(name: string, token = s.tokens.EDITOR, campaignType?: CampaignType) {
    const draft = await s.newDraft(campaignType ? { name, campaignType } : { name }, token);
    const settings = { ...(draft.document.game.settings as object), sectors: NO_PRIZE_SECTORS };
    const saved = await s.save(draft.campaign.id, { game: { ...draft.document.game, settings } }, undefined, token);
    if (saved.status !== 200) throw new Error(`save failed: ${saved.status} ${JSON.stringify(saved.body)}`);
    return draft.campaign;
  }
  const releaseRow = async (id: string) =>
    (await s.t.ctx.db.select().from(campaignReleases).where(eq(campaignReleases.id, id)))[0];

  /** Writes the wheel's sectors straight into the draft, as a document saved before a pool was deleted would hold. */
  async function giveSectorPool(campaignId: string, poolId: string) {
    const row = await s.rowOf(campaignId);
    const document = row.document as CampaignDocument;
    const sectors = NO_PRIZE_SECTORS.map((sector, index) =>
      index === 0 ? { ...sector, poolId, oddsBp: 5000 } : sector,
    );
    const game = { version: 1, settings: { ...WHEEL_DEFAULTS, sectors } };
    await s.t.ctx.db
      .update(campaigns)
      .set({ document: { ...document, game } })
      .where(eq(campaigns.id, campaignId));
  }
  const addPool = async (companyId: string, name: string, deletedAt: Date | null = null) =>
    (await s.t.ctx.db.insert(prizePools).values({ companyId, name, isUnlimited: true, deletedAt }).returning())[0].id;
  return { ...s, publish, deactivate, releasesOf, newCampaign, releaseRow, giveSectorPool, addPool };
}
export type PublishingSeed = Awaited<ReturnType<typeof seedPublishing>>;
