import { eq, inArray } from 'drizzle-orm';
import {
  campaignEmails,
  campaignMailSettings,
  campaignReleases,
  campaigns,
  emailOutbox,
  emailTemplates,
  leads,
  playEvents,
  plays,
  prizeAuditLog,
  prizePools,
  voucherCodes,
} from '../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

const DELIVERY_ADDRESS = 'alphamarker-delivery@alpha.test';

/**
 * Company A's prizes and players for the tenant walk: a pool with voucher codes (one given out), an
 * unlimited pool, a release of the active campaign, a lead with a winning play and its events, and
 * an audit entry. Every name carries the walk's marker so that a leak shows.
 */
export async function seedPrizesAndPlays(t: TestApp, companyId: string, activeCampaignId: string) {
  const db = t.ctx.db;
  const pools = await db
    .insert(prizePools)
    .values([
      { companyId, name: 'Alphamarker Vouchers', hasCodes: true, stockTotal: 3, issued: 1 },
      { companyId, name: 'Alphamarker Stickers', isUnlimited: true },
    ])
    .returning();
  await db.insert(voucherCodes).values(
    ['ALPHAMARKER-1', 'ALPHAMARKER-2', 'ALPHAMARKER-3'].map((code, index) => ({
      poolId: pools[0].id,
      companyId,
      seq: index + 1,
      code,
    })),
  );
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, activeCampaignId));
  const [release] = await db
    .insert(campaignReleases)
    .values({
      companyId,
      campaignId: activeCampaignId,
      number: 1,
      campaignType: campaign.type,
      document: campaign.document,
      publishOptions: { mode: 1 },
      publishedBy: 'editor@demo.test',
    })
    .returning();
  await db.update(campaigns).set({ currentReleaseId: release.id }).where(eq(campaigns.id, activeCampaignId));
  const [lead] = await db
    .insert(leads)
    .values({
      companyId,
      campaignId: activeCampaignId,
      releaseId: release.id,
      email: 'zyx-player@alpha.test',
      firstName: 'Zyxalpha',
      lastName: 'Playermarker',
      phone: '+41795550142',
      language: 'en',
    })
    .returning();
  const [play] = await db
    .insert(plays)
    .values({
      companyId,
      campaignId: activeCampaignId,
      releaseId: release.id,
      leadId: lead.id,
      playDay: '2026-11-20',
      page: 'win',
      result: { sectorId: 'sector-1' },
      poolId: pools[0].id,
      voucherCode: 'ALPHAMARKER-1',
    })
    .returning();
  await db
    .update(voucherCodes)
    .set({ playId: play.id, claimedAt: new Date() })
    .where(eq(voucherCodes.code, 'ALPHAMARKER-1'));
  await db.insert(playEvents).values([
    { companyId, campaignId: activeCampaignId, type: 'lead_created', leadId: lead.id },
    { companyId, campaignId: activeCampaignId, type: 'game_started', leadId: lead.id, playId: play.id },
  ]);
  await db.insert(prizeAuditLog).values({
    companyId,
    actorEmail: 'editor@demo.test',
    action: 'pool.created',
    poolId: pools[0].id,
    details: { name: 'Alphamarker Vouchers' },
  });
  // Campaign e-mails (issue 14): settings, an e-mail with an attachment, a company template and a delivery.
  await db.insert(campaignMailSettings).values({
    companyId,
    campaignId: activeCampaignId,
    mailType: 'ONEPEROUTCOME',
    senderName: 'Alphamarker Sender',
    replyTo: 'alphamarker-reply@alpha.test',
  });
  const [campaignEmail] = await db
    .insert(campaignEmails)
    .values({
      companyId,
      campaignId: activeCampaignId,
      outcome: 'win',
      language: 'en',
      subject: 'Alphamarker subject',
      blocks: [{ type: 'text', text: 'Alphamarker text' }],
      attachmentKey: 'alphamarkerfile0.pdf',
      attachmentName: 'alphamarker.pdf',
      attachmentType: 'application/pdf',
      attachmentSize: 10,
    })
    .returning();
  const [template] = await db
    .insert(emailTemplates)
    .values({
      companyId,
      key: 'template-alphamarker',
      name: 'Alphamarker template',
      language: null,
      subject: 'Alphamarker template subject',
      blocks: [],
    })
    .returning();
  // Addressed apart from the lead: the super admin's platform outbox lists every mail (the role matrix
  // would count it as lead data); who may read the delivery log is checked in the mail-delivery suite.
  await db.insert(emailOutbox).values({
    companyId,
    toAddress: DELIVERY_ADDRESS,
    subject: 'Alphamarker delivery',
    textBody: 'Alphamarker',
    status: 'FAILED',
    lastError: '451 Alphamarker mailbox',
    campaignId: activeCampaignId,
    playId: play.id,
    outcome: 'win',
  });
  return {
    campaignEmailIds: [campaignEmail.id],
    templateKeys: [template.key],
    poolIds: pools.map((pool) => pool.id),
    leadIds: [lead.id],
    playIds: [play.id],
    releaseIds: [release.id],
    emails: [lead.email, DELIVERY_ADDRESS],
    leadPersonalData: [lead.email, 'Playermarker', '41795550142'],
  };
}

/** A's prize and player rows, serialised for the walk's before/after comparison. */
export async function prizeAndPlayRowsOf(t: TestApp, companyIds: string[]) {
  const db = t.ctx.db;
  return {
    prizePools: await db
      .select()
      .from(prizePools)
      .where(inArray(prizePools.companyId, companyIds))
      .orderBy(prizePools.id),
    voucherCodes: await db
      .select()
      .from(voucherCodes)
      .where(inArray(voucherCodes.companyId, companyIds))
      .orderBy(voucherCodes.id),
    audit: await db
      .select()
      .from(prizeAuditLog)
      .where(inArray(prizeAuditLog.companyId, companyIds))
      .orderBy(prizeAuditLog.id),
    releases: await db
      .select()
      .from(campaignReleases)
      .where(inArray(campaignReleases.companyId, companyIds))
      .orderBy(campaignReleases.id),
    leads: await db.select().from(leads).where(inArray(leads.companyId, companyIds)).orderBy(leads.id),
    plays: await db.select().from(plays).where(inArray(plays.companyId, companyIds)).orderBy(plays.id),
    events: await db.select().from(playEvents).where(inArray(playEvents.companyId, companyIds)).orderBy(playEvents.id),
    mailSettings: await db
      .select()
      .from(campaignMailSettings)
      .where(inArray(campaignMailSettings.companyId, companyIds))
      .orderBy(campaignMailSettings.campaignId),
    campaignEmails: await db
      .select()
      .from(campaignEmails)
      .where(inArray(campaignEmails.companyId, companyIds))
      .orderBy(campaignEmails.id),
    emailTemplates: await db
      .select()
      .from(emailTemplates)
      .where(inArray(emailTemplates.companyId, companyIds))
      .orderBy(emailTemplates.id),
  };
}
