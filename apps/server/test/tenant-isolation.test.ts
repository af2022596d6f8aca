import { randomUUID } from 'node:crypto';
import {
  DASHBOARD_ROLES,
  demoEmailFor,
  EDITING_ROLES,
  hasAnyRole,
  LEAD_DATA_ROLES,
  ROLES,
  type Role,
} from '@gc/contracts/roles';
import { eq, inArray, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { addCompany, addUsers, logIn } from './companies-fixture.ts';
import { ROUTE_FIXTURES, type TenantA, type WalkRequest } from './tenant-fixtures.ts';
import { EXEMPT_ROUTES, LEAD_ROUTE_RULES, LEAD_ROUTES_PREFIXES } from './tenant-route-rules.ts';
import { integrationRowsOf, seedIntegrations } from './tenant-walk-integrations.ts';
import { seedLeadExport } from './tenant-walk-lead-exports.ts';
import { loyaltyRowsOf, seedLoyalty } from './tenant-walk-loyalty.ts';
import { prizeAndPlayRowsOf, seedPrizesAndPlays } from './tenant-walk-seed.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

/** The roles a company's own users hold; platform roles reach across companies by design and are left out. */
const TENANT_ROLES: Role[] = ['USER', 'USER_ADMIN', 'EDITOR', 'VIEWER', 'CREATOR'];

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * Company B's users walk every registered route with company A's ids, e-mails and names. No answer may
 * contain A's data and A's rows must be byte-identical afterwards. Company A is the demo company (with
 * its child), renamed to marker names, with extra users, sessions, an invitation and flag overrides.
 */
describe.each(DIALECTS)('tenant isolation on %s', (kind) => {
  let t: TestApp;
  let a: TenantA;
  let walkers: { role: Role; email: string; token: string }[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { companyId, childCompanyId } = t.seed;
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

    // A's campaigns (a draft made from the other, an active one, a deleted one), assets and custom attribute schema.
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
    const aPrizes = await seedPrizesAndPlays(t, companyId, aCampaignIds[1]);
    const aLoyalty = await seedLoyalty(t, companyId, aCampaignIds[1]);
    const aIntegrations = await seedIntegrations(t, companyId, aCampaignIds[1], aPrizes.leadIds[0]);
    const aLeadExportIds = await seedLeadExport(t, aEditor.accessToken);

    const aUsers = await t.ctx.db
      .select()
      .from(users)
      .where(inArray(users.companyId, [companyId, childCompanyId]));
    a = {
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

    const b = await addCompany(t, {
      name: 'Bravo Company',
      users: TENANT_ROLES.map((role) => ({
        email: `${role.toLowerCase()}@bravo.test`,
        roles: [role],
        firstName: 'Bravo',
        lastName: role,
      })),
    });
    await addCompany(t, { name: 'Bravo Child', parentId: b.id });
    // B has the advanced builder too, so that its walkers reach those routes' handlers (issue 17).
    await t.ctx.db
      .update(companies)
      .set({ tags: ['builder2access'] })
      .where(eq(companies.id, b.id));
    walkers = [];
    for (const user of b.users) {
      walkers.push({ role: user.roles[0], email: user.email, token: (await logIn(t, user.email)).accessToken });
    }
  });
  afterAll(() => t.close());

  /** A's rows, serialised: any change by the walk, however small, shows as a difference. */
  async function snapshotOfA(): Promise<string> {
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
      campaigns: await db
        .select()
        .from(campaigns)
        .where(inArray(campaigns.companyId, companyIds))
        .orderBy(campaigns.id),
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

  function urlOf(template: string, request: WalkRequest, extraQuery: Record<string, string> = {}) {
    const path = template.replace(/:(\w+)/g, (_match, name: string) => {
      const value = request.params?.[name];
      if (value === undefined) throw new Error(`fixture of ${template} has no value for :${name}`);
      return encodeURIComponent(value);
    });
    const query = new URLSearchParams({ ...request.query, ...extraQuery }).toString();
    return query ? `${path}?${query}` : path;
  }

  function leaksIn(payload: string): string[] {
    const text = payload.toLowerCase();
    return [
      a.companyId,
      a.childCompanyId,
      ...a.userIds,
      ...a.emails,
      ...a.campaignIds,
      ...a.assetIds,
      ...a.poolIds,
      ...a.leadIds,
      ...a.playIds,
      ...a.mailIds,
      ...a.campaignEmailIds,
      ...a.templateKeys,
      ...a.loyaltyIntegrationIds,
      ...a.loyaltySettingIds,
      ...a.destinationIds,
      ...a.deliveryIds,
      ...a.leadExportIds,
      ...a.markers,
    ].filter((value) => text.includes(value.toLowerCase()));
  }

  it('has a fixture or a written exemption for every registered route, and no stale ones', () => {
    const registered = new Map(t.routes.map((route) => [keyOf(route), route]));
    const isDerivedHead = (key: string) => key.startsWith('HEAD ') && registered.has(key.replace(/^HEAD /, 'GET '));
    const uncovered = [...registered.keys()].filter(
      (key) => !(key in ROUTE_FIXTURES) && !(key in EXEMPT_ROUTES) && !isDerivedHead(key),
    );
    expect(uncovered, 'add these routes to ROUTE_FIXTURES in test/tenant-fixtures.ts').toEqual([]);
    const stale = [...Object.keys(ROUTE_FIXTURES), ...Object.keys(EXEMPT_ROUTES)].filter((key) => !registered.has(key));
    expect(stale, 'these fixtures name routes that no longer exist').toEqual([]);
    for (const [key, exemption] of Object.entries(EXEMPT_ROUTES)) {
      expect(registered.get(key)?.isPublic, `${key} is exempt as ${exemption.isPublic ? '' : 'not '}public`).toBe(
        exemption.isPublic,
      );
    }
    for (const key of Object.keys(ROUTE_FIXTURES)) {
      expect(registered.get(key)?.isPublic, `${key} is walked, so it must be private`).toBe(false);
    }
  });

  it("the detector sees A's data where A may see it", async () => {
    const admin = await logIn(t, 'user-admin@demo.test');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user-management/users?size=100',
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(listed.statusCode).toBe(200);
    expect(leaksIn(listed.body)).toEqual(expect.arrayContaining(['Zyxalpha', 'zyx-active@alpha.test', a.userIds[0]]));
  });

  it('every lead route has a rule of who may read it', () => {
    const leadRoutes = t.routes
      .filter((route) => LEAD_ROUTES_PREFIXES.some((prefix) => route.url.startsWith(prefix)) && route.method !== 'HEAD')
      .map(keyOf);
    expect(
      leadRoutes.filter((key) => !(key in LEAD_ROUTE_RULES)),
      'add these routes to LEAD_ROUTE_RULES in test/tenant-route-rules.ts',
    ).toEqual([]);
    expect(Object.keys(LEAD_ROUTE_RULES).filter((key) => !leadRoutes.includes(key))).toEqual([]);
  });

  /**
   * The role matrix within company A: each of A's own users (one per role) reads every GET route of
   * the walk with A's ids. A's leads' personal data may appear only in answers of a 'personal-data'
   * route to a view role; the other roles are refused there (403), and a 'counts' route answers every
   * dashboard role. Only GET routes: A's own users would really change what the other methods change.
   */
  it("within company A, only the view roles read its leads' personal data", { timeout: 180_000 }, async () => {
    const personalDataIn = (payload: string) =>
      a.leadPersonalData.filter((value) => payload.toLowerCase().includes(value.toLowerCase()));
    const problems: string[] = [];
    for (const role of ROLES) {
      const { accessToken } = await logIn(t, demoEmailFor(role));
      const isViewRole = hasAnyRole([role], LEAD_DATA_ROLES);
      const isEditingRole = hasAnyRole([role], EDITING_ROLES);
      const isDashboardRole = hasAnyRole([role], DASHBOARD_ROLES);
      for (const [key, fixture] of Object.entries(ROUTE_FIXTURES)) {
        const [method, template] = key.split(' ');
        if (method !== 'GET') continue;
        const rule = LEAD_ROUTE_RULES[key];
        const mayReadPersonalData = rule === 'editor-personal-data' ? isEditingRole : isViewRole;
        const showsPersonalData = rule === 'personal-data' || rule === 'editor-personal-data';
        let hasShownPersonalData = false;
        for (const request of fixture.requests(a)) {
          const url = urlOf(template, request);
          const response = await t.app.inject({
            method: 'GET',
            url,
            headers: { authorization: `Bearer ${accessToken}` },
          });
          const shown = personalDataIn(response.body);
          hasShownPersonalData ||= shown.length > 0;
          const label = `${role} GET ${url}`;
          if (shown.length > 0 && !(showsPersonalData && mayReadPersonalData)) {
            problems.push(`${label} showed ${shown.join(', ')}${rule ? '' : ' (a lead route without a rule?)'}`);
          }
          if (showsPersonalData && !mayReadPersonalData && response.statusCode !== 403) {
            problems.push(`${label} answered ${response.statusCode}, not 403`);
          }
          if (rule === 'view-roles' && !isViewRole && response.statusCode !== 403) {
            problems.push(`${label} answered ${response.statusCode}, not 403`);
          }
          if (rule === 'counts' && response.statusCode !== (isDashboardRole ? 200 : 403)) {
            problems.push(`${label} answered ${response.statusCode}`);
          }
        }
        // Not vacuous: a view role does read A's lead where the rule says personal data.
        if (showsPersonalData && mayReadPersonalData && !hasShownPersonalData) {
          problems.push(`${role} ${key} never showed A's lead`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  // Thousands of requests (every route, five roles, with and without companyViewId): allow a busy machine time.
  it("B's users walk every route with A's ids and neither see nor change A's data", { timeout: 180_000 }, async () => {
    const before = await snapshotOfA();
    const problems: string[] = [];
    let reachedHandlers = 0;
    // Routes that end the walker's own session go last.
    const routes = Object.entries(ROUTE_FIXTURES).sort(
      ([, x], [, y]) => Number(x.endsOwnSession ?? false) - Number(y.endsOwnSession ?? false),
    );

    for (const walker of walkers) {
      for (const [key, fixture] of routes) {
        const [method, template] = key.split(' ');
        for (const request of fixture.requests(a)) {
          const send = (extraQuery?: Record<string, string>) =>
            t.app.inject({
              method: method as 'GET',
              url: urlOf(template, request, extraQuery),
              headers: { authorization: `Bearer ${walker.token}` },
              ...(request.body !== undefined ? { payload: request.body as object } : {}),
            });
          const label = `${walker.role} ${method} ${urlOf(template, request)}`;

          // Asking to act as company A is refused outright, before any handler runs.
          const viewed = await send({ companyViewId: a.companyId });
          if (viewed.statusCode !== 403) problems.push(`${label} with companyViewId=A answered ${viewed.statusCode}`);
          for (const leak of leaksIn(viewed.body)) problems.push(`${label} with companyViewId=A leaked ${leak}`);

          const response = await send();
          if (response.statusCode >= 500) problems.push(`${label} answered ${response.statusCode}`);
          if (response.statusCode !== 401 && response.statusCode !== 403) reachedHandlers++;
          for (const leak of leaksIn(response.body))
            problems.push(`${label} leaked ${leak}: ${response.body.slice(0, 300)}`);
        }
      }
    }

    // Soft, so that a failing walk also reports whether A's rows changed.
    expect.soft(problems).toEqual([]);
    expect.soft(JSON.parse(await snapshotOfA()), "A's rows changed").toEqual(JSON.parse(before));
    // The walk is not vacuous: B's tokens stayed valid and most requests reached a handler.
    expect(reachedHandlers).toBeGreaterThan(100);
  });
});
