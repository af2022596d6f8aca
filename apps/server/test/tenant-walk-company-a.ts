import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  assets,
  campaignCss,
  campaignPageHtml,
  campaigns,
  companies,
  emailOutbox,
  featureFlags,
  users,
} from '../src/db/schema/index.ts';
import { addUsers, logIn } from './companies-fixture.ts';
import type { TenantA } from './tenant-fixtures.ts';
import { seedIntegrations } from './tenant-walk-integrations.ts';
import { seedLeadExport } from './tenant-walk-lead-exports.ts';
import { seedLoyalty } from './tenant-walk-loyalty.ts';
import { seedPrizesAndPlays } from './tenant-walk-seed.ts';
import type { TestApp } from './test-app.ts';

/** A's people: extra users (one deactivated), sessions, an invitation (action token and outbox mail), flag values. */
async function seedPeople(t: TestApp, companyId: string, childCompanyId: string): Promise<void> {
  await t.ctx.db.update(companies).set({ name: 'Alphamarker Company' }).where(eq(companies.id, companyId));
  await t.ctx.db.update(companies).set({ name: 'Alphamarker Child' }).where(eq(companies.id, childCompanyId));
  await addUsers(t, companyId, [
    { email: 'zyx-active@alpha.test', roles: ['EDITOR'], firstName: 'Zyxalpha', lastName: 'Activemarker' },
    { email: 'zyx-gone@alpha.test', roles: ['USER'], firstName: 'Zyxalpha', lastName: 'Gonemarker' },
  ]);
  await addUsers(t, childCompanyId, [
    { email: 'zyx-child@alpha.test', roles: ['USER_ADMIN'], firstName: 'Zyxalpha', lastName: 'Childmarker' },
  ]);
  // A's own activity: sessions, an invitation (action token and outbox mail), flag values.
  const aAdmin = await logIn(t, 'user-admin@demo.test');
  await logIn(t, 'zyx-child@alpha.test');
  const invite = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user-management/users',
    headers: { authorization: `Bearer ${aAdmin.accessToken}` },
    payload: { email: 'zyx-invited@alpha.test', firstName: 'Zyxalpha', lastName: 'Invitedmarker', roles: ['VIEWER'] },
  });
  expect(invite.statusCode).toBe(201);
  const gone = await t.ctx.db.select().from(users).where(eq(users.email, 'zyx-gone@alpha.test'));
  await t.ctx.db.update(users).set({ status: 'DEACTIVATED' }).where(eq(users.id, gone[0].id));
  await t.ctx.db.insert(featureFlags).values([
    { key: 'ANALYTICS', companyId, enabled: true },
    { key: 'EXPORTS', companyId: childCompanyId, enabled: false },
    { key: 'CHAT_WIDGET', companyId: null, enabled: false },
    { key: 'CUSTOM_OUTCOME_ATTRIBUTES', companyId, enabled: true },
  ]);
}

/**
 * A's campaigns (a draft made from the other, an active one, a deleted one), assets, custom attribute
 * schema and advanced builder code (issue 17). Returns the campaigns' and the assets' ids.
 */
async function seedCampaigns(t: TestApp, companyId: string) {
  const aEditor = await logIn(t, 'editor@demo.test');
  const aCampaignIds: string[] = [];
  for (const name of ['Alphamarker Summer', 'Alphamarker Winter', 'Alphamarker Gone']) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/campaign-data/campaigns',
      headers: { authorization: `Bearer ${aEditor.accessToken}` },
      payload: { name, campaignType: 'spin-the-wheel', languages: ['en', 'de'], registrationType: '' },
    });
    expect(created.statusCode).toBe(201);
    aCampaignIds.push(created.json().data.campaign.id);
  }
  await t.ctx.db.update(campaigns).set({ status: 'ACTIVE' }).where(eq(campaigns.id, aCampaignIds[1]));
  await t.ctx.db.update(campaigns).set({ status: 'DELETED' }).where(eq(campaigns.id, aCampaignIds[2]));
  const aAssets = await t.ctx.db
    .insert(assets)
    .values([
      {
        companyId,
        campaignId: aCampaignIds[0],
        category: 'image',
        fileName: 'alphamarker-logo.png',
        contentType: 'image/png',
        size: 10,
        storageKey: `walk-${randomUUID()}.png`,
      },
      {
        companyId,
        campaignId: null,
        category: 'image',
        fileName: 'alphamarker-prize.png',
        contentType: 'image/png',
        size: 10,
        storageKey: `walk-${randomUUID()}.png`,
      },
      {
        companyId,
        campaignId: null,
        category: 'font',
        fileName: 'alphamarker.woff2',
        contentType: 'font/woff2',
        size: 10,
        storageKey: `walk-${randomUUID()}.woff2`,
      },
    ])
    .returning();
  await t.ctx.db
    .update(companies)
    .set({
      tags: ['showCustomOutcomeAttributes', 'builder2access'],
      customAttributeSchema: {
        variantSelector: { name: 'outcome_type', label: 'Alphamarker variant', values: ['coupon'] },
        variants: [
          {
            type: 'coupon',
            attributes: [{ name: 'points', label: 'Alphamarker points', type: 'int', required: true }],
          },
        ],
      },
    })
    .where(eq(companies.id, companyId));

  // A's advanced builder code (issue 17), which B must neither read nor overwrite.
  await t.ctx.db.insert(campaignPageHtml).values({
    companyId,
    campaignId: aCampaignIds[0],
    pageKey: 'introduction',
    html: '<p>Alphamarker page</p>',
    updatedBy: 'editor@demo.test',
  });
  await t.ctx.db.insert(campaignCss).values({
    companyId,
    campaignId: aCampaignIds[0],
    css: '.alphamarker { color: red }',
    updatedBy: 'editor@demo.test',
  });
  return { aEditor, aCampaignIds, aAssets };
}

/**
 * Company A, the victim of the tenant walk: the demo company (with its child), renamed to marker names,
 * with extra users, sessions, an invitation, flag overrides, campaigns, assets, prizes, plays, leads,
 * loyalty, destinations and an export. Returns every id and marker that must never reach company B.
 */
export async function seedCompanyA(t: TestApp): Promise<TenantA> {
  const { companyId, childCompanyId } = t.seed;
  await seedPeople(t, companyId, childCompanyId);
  const { aEditor, aCampaignIds, aAssets } = await seedCampaigns(t, companyId);
  const aPrizes = await seedPrizesAndPlays(t, companyId, aCampaignIds[1]);
  const aLoyalty = await seedLoyalty(t, companyId, aCampaignIds[1]);
  const aIntegrations = await seedIntegrations(t, companyId, aCampaignIds[1], aPrizes.leadIds[0]);
  const aLeadExportIds = await seedLeadExport(t, aEditor.accessToken);

  const aUsers = await t.ctx.db
    .select()
    .from(users)
    .where(inArray(users.companyId, [companyId, childCompanyId]));
  return {
    companyId,
    childCompanyId,
    userIds: aUsers.map((u) => u.id),
    emails: [...aUsers.map((u) => u.email), ...aPrizes.emails],
    campaignIds: aCampaignIds,
    assetIds: aAssets.map((asset) => asset.id),
    poolIds: aPrizes.poolIds,
    leadIds: aPrizes.leadIds,
    leadPersonalData: aPrizes.leadPersonalData,
    playIds: aPrizes.playIds,
    campaignEmailIds: aPrizes.campaignEmailIds,
    templateKeys: aPrizes.templateKeys,
    loyaltyIntegrationIds: aLoyalty.integrationIds,
    loyaltySettingIds: aLoyalty.settingIds,
    loyaltyAwardIds: aLoyalty.awardIds,
    destinationIds: aIntegrations.destinationIds,
    deliveryIds: aIntegrations.deliveryIds,
    leadExportIds: aLeadExportIds,
    mailIds: (
      await t.ctx.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(inArray(emailOutbox.companyId, [companyId, childCompanyId]))
    ).map((mail) => mail.id),
    markers: [
      'Alphamarker',
      'Zyxalpha',
      'Activemarker',
      'Gonemarker',
      'Childmarker',
      'Invitedmarker',
      'Playermarker',
      'ALPHAMARKER',
      aLoyalty.secret,
      'whsec_alphamarker',
    ],
  };
}
