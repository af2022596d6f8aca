import { inArray, isNull, or } from 'drizzle-orm';
import {
  actionTokens,
  assets,
  campaignCss,
  campaignPageHtml,
  campaigns,
  companies,
  emailOutbox,
  emailReveals,
  featureFlags,
  leadExports,
  refreshTokens,
  sessions,
  users,
} from '../src/db/schema/index.ts';
import type { TenantA } from './tenant-fixtures.ts';
import { integrationRowsOf } from './tenant-walk-integrations.ts';
import { loyaltyRowsOf } from './tenant-walk-loyalty.ts';
import { prizeAndPlayRowsOf } from './tenant-walk-seed.ts';
import type { TestApp } from './test-app.ts';

/** A's rows, serialised: any change by the walk, however small, shows as a difference. */
export async function snapshotOfA(t: TestApp, a: TenantA): Promise<string> {
  const db = t.ctx.db;
  const companyIds = [a.companyId, a.childCompanyId];
  const aSessions = await db.select().from(sessions).where(inArray(sessions.userId, a.userIds)).orderBy(sessions.id);
  const sessionIds = aSessions.map((s) => s.id);
  return JSON.stringify({
    companies: await db.select().from(companies).where(inArray(companies.id, companyIds)).orderBy(companies.id),
    users: await db.select().from(users).where(inArray(users.id, a.userIds)).orderBy(users.id),
    sessions: aSessions,
    refreshTokens: await db
      .select()
      .from(refreshTokens)
      .where(inArray(refreshTokens.sessionId, sessionIds))
      .orderBy(refreshTokens.id),
    actionTokens: await db
      .select()
      .from(actionTokens)
      .where(inArray(actionTokens.userId, a.userIds))
      .orderBy(actionTokens.id),
    // The global rows are A's too: they decide A's flags wherever A has no value of its own.
    flags: await db
      .select()
      .from(featureFlags)
      .where(or(isNull(featureFlags.companyId), inArray(featureFlags.companyId, companyIds)))
      .orderBy(featureFlags.id),
    ...(await prizeAndPlayRowsOf(t, companyIds)),
    ...(await loyaltyRowsOf(t, companyIds)),
    ...(await integrationRowsOf(t, companyIds)),
    leadExports: await db
      .select()
      .from(leadExports)
      .where(inArray(leadExports.companyId, companyIds))
      .orderBy(leadExports.id),
    campaigns: await db.select().from(campaigns).where(inArray(campaigns.companyId, companyIds)).orderBy(campaigns.id),
    assets: await db.select().from(assets).where(inArray(assets.companyId, companyIds)).orderBy(assets.id),
    pageHtml: await db
      .select()
      .from(campaignPageHtml)
      .where(inArray(campaignPageHtml.companyId, companyIds))
      .orderBy(campaignPageHtml.campaignId, campaignPageHtml.pageKey),
    css: await db
      .select()
      .from(campaignCss)
      .where(inArray(campaignCss.companyId, companyIds))
      .orderBy(campaignCss.campaignId),
    outbox: await db
      .select()
      .from(emailOutbox)
      .where(or(inArray(emailOutbox.companyId, companyIds), inArray(emailOutbox.toAddress, a.emails)))
      .orderBy(emailOutbox.id),
    reveals: await db.select().from(emailReveals).orderBy(emailReveals.id),
  });
}
