import { eq, sql } from 'drizzle-orm';
import { campaignReleases, campaigns, leads, playEvents, plays, prizePools } from '../src/db/schema/index.ts';
import { insertCampaigns } from './campaigns-fixture.ts';
import type { TestApp } from './test-app.ts';

export const LEADS = '/api/v1/leads/campaigns';

/**
 * A campaign as publishing leaves it: the campaign row and its release 1, which plays and leads point
 * at. Written straight into the tables, so that lead tests do not depend on the publish flow.
 */
export async function insertPublishedCampaign(t: TestApp, companyId: string, name: string) {
  const [campaign] = await insertCampaigns(t, companyId, [{ name, status: 'ACTIVE' }]);
  const [release] = await t.ctx.db
    .insert(campaignReleases)
    .values({
      companyId,
      campaignId: campaign.id,
      number: 1,
      campaignType: 'spin-the-wheel',
      document: {},
      publishOptions: { mode: 'immediately' },
      publishedBy: 'leads-fixture',
    })
    .returning({ id: campaignReleases.id });
  await t.ctx.db.update(campaigns).set({ currentReleaseId: release.id }).where(eq(campaigns.id, campaign.id));
  const [{ slug }] = await t.ctx.db
    .select({ slug: campaigns.slug })
    .from(campaigns)
    .where(eq(campaigns.id, campaign.id));
  return { id: campaign.id, companyId, releaseId: release.id, slug };
}
export type PublishedCampaign = Awaited<ReturnType<typeof insertPublishedCampaign>>;

export type LeadInput = Partial<typeof leads.$inferInsert> & { email: string };

export async function insertLeads(t: TestApp, campaign: PublishedCampaign, inputs: LeadInput[]) {
  return t.ctx.db
    .insert(leads)
    .values(
      inputs.map((input) => ({
        companyId: campaign.companyId,
        campaignId: campaign.id,
        releaseId: campaign.releaseId,
        language: 'en',
        ...input,
      })),
    )
    .returning({ id: leads.id, email: leads.email });
}

export async function insertPool(t: TestApp, companyId: string, name: string) {
  const [pool] = await t.ctx.db
    .insert(prizePools)
    .values({ companyId, name, hasCodes: true, stockTotal: 10 })
    .returning({ id: prizePools.id });
  return pool.id;
}

export type PlayInput = {
  leadId?: string | null;
  page: 'win' | 'lose' | 'no-more-plays' | 'campaign-expired';
  poolId?: string;
  voucherCode?: string;
  createdAt?: Date;
};

export async function insertPlays(t: TestApp, campaign: PublishedCampaign, inputs: PlayInput[]) {
  return t.ctx.db.insert(plays).values(
    inputs.map((input) => ({
      companyId: campaign.companyId,
      campaignId: campaign.id,
      releaseId: campaign.releaseId,
      leadId: input.leadId ?? null,
      playDay: (input.createdAt ?? new Date()).toISOString().slice(0, 10),
      page: input.page,
      poolId: input.poolId ?? null,
      voucherCode: input.voucherCode ?? null,
      createdAt: input.createdAt ?? new Date(),
      finishedAt: input.createdAt ?? new Date(),
    })),
  );
}

/** `n` events of one type for the campaign. */
export async function insertEvents(t: TestApp, campaign: PublishedCampaign, type: string, n: number) {
  if (n === 0) return;
  await t.ctx.db
    .insert(playEvents)
    .values(Array.from({ length: n }, () => ({ companyId: campaign.companyId, campaignId: campaign.id, type })));
}

/**
 * `n` leads generated inside the database (no rows cross into the test process), one second apart,
 * every tenth with a won play: the export then reads plays and prizes as it would in a real campaign.
 */
export async function insertManyLeads(t: TestApp, campaign: PublishedCampaign, n: number, poolId: string) {
  await t.ctx.db.execute(sql`
    insert into leads (company_id, campaign_id, release_id, email, first_name, last_name, phone, city, language, created_at)
    select ${campaign.companyId}, ${campaign.id}, ${campaign.releaseId}, 'lead' || i || '@example.com',
      'First' || i, 'Lästname ' || i, '+4179' || lpad(i::text, 7, '0'), 'Zürich', 'de',
      timestamptz '2025-01-01 00:00:00+00' + i * interval '1 second'
    from generate_series(1, ${n}) as i`);
  await t.ctx.db.execute(sql`
    insert into plays (company_id, campaign_id, release_id, lead_id, play_day, page, pool_id, voucher_code, created_at)
    select company_id, campaign_id, release_id, id, created_at::date, 'win', ${poolId}, 'CODE-' || email, created_at
    from leads where campaign_id = ${campaign.id} and (extract(epoch from created_at)::bigint % 10) = 0`);
}
