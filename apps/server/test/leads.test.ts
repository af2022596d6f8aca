import type { CampaignStats, Lead } from '@gc/contracts/leads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CampaignsSeed, insertCampaigns, seedCampaigns, UNKNOWN_ID } from './campaigns-fixture.ts';
import { demoTokens } from './companies-fixture.ts';
import {
  insertEvents,
  insertLeads,
  insertPlays,
  insertPool,
  insertPublishedCampaign,
  LEADS,
  type PublishedCampaign,
} from './leads-fixture.ts';
import { DIALECTS } from './test-app.ts';

const at = (day: number, hour = 9) => new Date(Date.UTC(2025, 4, day, hour));

/** Dashboard roles outside §6's view roles: the campaign's counts, no personal data. */
const COUNTS_ONLY_ROLES = ['USER', 'USER_ADMIN', 'SUPER_USER_ADMIN', 'CREATOR', 'SALES_OFFER_SENDER'] as const;

/** The demo company's campaign: five leads registered on days 1..5 (their index + 1). */
const OWN_LEADS = [
  { email: 'ana@example.com', firstName: 'Ana', lastName: 'Petrović', phone: '+41791234567', createdAt: at(1) },
  { email: 'bob@example.com', firstName: 'Bob', lastName: 'smith', createdAt: at(2) },
  { email: 'carla@shop.test', firstName: 'Carla', lastName: null, externalUserId: 'crm-42', createdAt: at(3) },
  { email: 'percent%_x@example.com', firstName: 'Per', lastName: 'Cent', createdAt: at(4) },
  { email: 'dora@shop.test', firstName: 'Dora', lastName: 'Adams', language: 'sr', createdAt: at(5) },
];

describe.each(DIALECTS)('campaign leads on %s', (kind) => {
  let s = {} as CampaignsSeed;
  let campaign = {} as PublishedCampaign;
  let otherCampaign = {} as PublishedCampaign;
  let tokens = {} as Record<(typeof COUNTS_ONLY_ROLES)[number] | 'SALES_MANAGER', string>;

  beforeAll(async () => {
    s = await seedCampaigns(kind);
    tokens = await demoTokens(s.t, [...COUNTS_ONLY_ROLES, 'SALES_MANAGER'] as const);
    campaign = await insertPublishedCampaign(s.t, s.companyId, 'Leads Wheel');
    const sibling = await insertPublishedCampaign(s.t, s.companyId, 'Sibling Wheel');
    otherCampaign = await insertPublishedCampaign(s.t, s.other.id, 'Other Company Wheel');

    const [ana, bob] = await insertLeads(s.t, campaign, OWN_LEADS);
    const coffee = await insertPool(s.t, s.companyId, 'Free coffee');
    const shirt = await insertPool(s.t, s.companyId, 'T-shirt');
    await insertPlays(s.t, campaign, [
      { leadId: ana.id, page: 'win', poolId: coffee, voucherCode: 'COFFEE-1', createdAt: at(1, 10) },
      { leadId: ana.id, page: 'lose', createdAt: at(2, 10) },
      { leadId: ana.id, page: 'win', poolId: shirt, voucherCode: 'SHIRT-7', createdAt: at(3, 10) },
      { leadId: bob.id, page: 'lose', createdAt: at(2, 11) },
      // A campaign without registration plays without a lead; its win still counts.
      { leadId: null, page: 'win', poolId: coffee, voucherCode: 'COFFEE-2', createdAt: at(4, 10) },
      { leadId: null, page: 'no-more-plays', createdAt: at(4, 11) },
    ]);
    await insertEvents(s.t, campaign, 'game_started', 6);
    await insertEvents(s.t, campaign, 'game_finished', 4);
    await insertEvents(s.t, campaign, 'lead_created', 5);

    // Data that must not be counted: the company's other campaign and another company's campaign.
    const [siblingLead] = await insertLeads(s.t, sibling, [{ email: 'ana@example.com', firstName: 'Sibling' }]);
    await insertPlays(s.t, sibling, [{ leadId: siblingLead.id, page: 'win', poolId: coffee, voucherCode: 'SIB-1' }]);
    await insertEvents(s.t, sibling, 'game_started', 3);
    const [foreign] = await insertLeads(s.t, otherCampaign, [{ email: 'foreign@other.test' }]);
    await insertPlays(s.t, otherCampaign, [{ leadId: foreign.id, page: 'win' }]);
    await insertEvents(s.t, otherCampaign, 'game_started', 2);
  });
  afterAll(() => s.t.close());

  const stats = async (id: string, token = s.tokens.EDITOR) => s.api.get(`${LEADS}/${id}/stats`, token);
  const list = async (query: string, token = s.tokens.EDITOR, id = campaign.id) =>
    s.api.get(`${LEADS}/${id}?${query}`, token);
  const emails = async (query: string) => {
    const response = await list(query);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body.data.items as Lead[]).map((lead) => lead.email);
  };

  describe('stats', () => {
    it('counts the campaign’s events, leads and winning plays only', async () => {
      const response = await stats(campaign.id);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        playsStarted: 6,
        playsFinished: 4,
        leads: 5,
        winners: 3,
      } satisfies CampaignStats);
    });

    it('answers zeros for a campaign nobody played yet', async () => {
      const [draft] = await insertCampaigns(s.t, s.companyId, [{ name: 'Untouched' }]);
      expect((await stats(draft.id)).body.data).toEqual({ playsStarted: 0, playsFinished: 0, leads: 0, winners: 0 });
    });
  });

  describe('list', () => {
    it('sends each lead with its plays and latest prize, newest first by default', async () => {
      const response = await list('');
      expect(response.body.data).toMatchObject({ total: 5, page: 0, size: 10 });
      const items = response.body.data.items as Lead[];
      expect(items.map((lead) => lead.email)).toEqual(OWN_LEADS.map((lead) => lead.email).reverse());
      const ana = items.find((lead) => lead.email === 'ana@example.com');
      expect(ana).toEqual({
        id: expect.any(String),
        email: 'ana@example.com',
        firstName: 'Ana',
        lastName: 'Petrović',
        phone: '+41791234567',
        userId: null,
        language: 'en',
        createdAt: at(1).toISOString(),
        plays: 3,
        prizeName: 'T-shirt',
        voucherCode: 'SHIRT-7',
      } satisfies Lead);
      expect(items.find((lead) => lead.email === 'bob@example.com')).toMatchObject({
        plays: 1,
        prizeName: null,
        voucherCode: null,
      });
      expect(items.find((lead) => lead.email === 'carla@shop.test')).toMatchObject({ plays: 0, userId: 'crm-42' });
      expect(ana).not.toHaveProperty('ip');
      expect(ana).not.toHaveProperty('consent');
    });

    it('pages from 0 with the total on every page', async () => {
      const pages = await Promise.all([0, 1, 2].map((page) => list(`size=2&page=${page}&sort=email&direction=ASC`)));
      expect(pages.map((p) => p.body.data.items.map((lead: Lead) => lead.email))).toEqual([
        ['ana@example.com', 'bob@example.com'],
        ['carla@shop.test', 'dora@shop.test'],
        ['percent%_x@example.com'],
      ]);
      for (const page of pages) expect(page.body.data.total).toBe(5);
      expect((await list('size=2&page=7')).body.data).toMatchObject({ items: [], total: 5, page: 7 });
    });

    it('sorts by e-mail, last name (case-insensitively, blanks last) and date either way', async () => {
      expect(await emails('sort=email&direction=DESC')).toEqual([
        'percent%_x@example.com',
        'dora@shop.test',
        'carla@shop.test',
        'bob@example.com',
        'ana@example.com',
      ]);
      expect(await emails('sort=lastName&direction=ASC')).toEqual([
        'dora@shop.test',
        'percent%_x@example.com',
        'ana@example.com',
        'bob@example.com',
        'carla@shop.test',
      ]);
      expect((await emails('sort=lastName&direction=DESC')).at(-1)).toBe('carla@shop.test');
      expect(await emails('sort=createdAt&direction=ASC')).toEqual(OWN_LEADS.map((lead) => lead.email));
      expect(await emails('sort=&direction=ASC')).toEqual(OWN_LEADS.map((lead) => lead.email));
    });

    it('searches e-mail and names case-insensitively, with the total of the matches', async () => {
      expect(await emails('search=SHOP.TEST&sort=email&direction=ASC')).toEqual(['carla@shop.test', 'dora@shop.test']);
      expect((await list('search=SHOP.TEST')).body.data.total).toBe(2);
      expect(await emails('search=petrović')).toEqual(['ana@example.com']);
      expect(await emails('search=ana%20petrov')).toEqual(['ana@example.com']);
      expect(await emails('search=%20BOB%20')).toEqual(['bob@example.com']);
      expect(await emails('search=nobody-like-this')).toEqual([]);
    });

    it('takes % and _ in a search literally', async () => {
      expect(await emails('search=%25_')).toEqual(['percent%_x@example.com']);
      expect(await emails('search=_')).toEqual(['percent%_x@example.com']);
    });
  });

  describe('access', () => {
    it('lets the view roles read the leads and their CSV', async () => {
      for (const token of [s.tokens.VIEWER, s.tokens.EDITOR, s.tokens.SUPER_ADMIN, s.tokens.SUCCESS_MANAGER]) {
        expect((await stats(campaign.id, token)).status).toBe(200);
        expect((await list('', token)).body.data.items.map((lead: Lead) => lead.email)).toContain('ana@example.com');
        const csv = await s.api.get(`${LEADS}/${campaign.id}/export.csv`, token);
        expect(csv.status).toBe(200);
        expect(JSON.stringify(csv.body)).toContain('ana@example.com');
      }
    });

    it.each(COUNTS_ONLY_ROLES)('lets a %s see the counts but not who the leads are', async (role) => {
      const counts = await stats(campaign.id, tokens[role]);
      expect(counts.status).toBe(200);
      expect(counts.body.data.leads).toBe(5);
      for (const response of [
        await list('', tokens[role]),
        await list('search=ana', tokens[role]),
        await s.api.get(`${LEADS}/${campaign.id}/export.csv`, tokens[role]),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body.code).toBe('FORBIDDEN');
        expect(JSON.stringify(response.body)).not.toMatch(/ana@example|Petrović|41791234567/);
      }
    });

    it('refuses roles outside the dashboard and requests without a token', async () => {
      expect((await stats(campaign.id, tokens.SALES_MANAGER)).status).toBe(403);
      expect((await list('', tokens.SALES_MANAGER)).status).toBe(403);
      expect((await s.api.get(`${LEADS}/${campaign.id}/export.csv`, tokens.SALES_MANAGER)).status).toBe(403);
      expect((await s.api.get(`${LEADS}/${campaign.id}/export.csv`)).status).toBe(401);
    });

    it.each(['stats', 'list', 'export.csv'])('answers 404 for another company’s campaign on %s', async (what) => {
      const path = (id: string) => (what === 'list' ? `${LEADS}/${id}` : `${LEADS}/${id}/${what}`);
      const foreign = await s.api.get(path(otherCampaign.id), s.tokens.EDITOR);
      expect(foreign.status).toBe(404);
      expect(foreign.body.code).toBe('CAMPAIGN_NOT_FOUND');
      expect(JSON.stringify(foreign.body)).not.toContain('foreign@other.test');
      // …and the other way round: the other company's editor cannot read the demo company's leads.
      const reverse = await s.api.get(path(campaign.id), s.otherEditor);
      expect(reverse.status).toBe(404);
      expect((await s.api.get(path(UNKNOWN_ID), s.tokens.EDITOR)).status).toBe(404);
    });

    it('lets a super admin read another company’s campaign through companyViewId', async () => {
      const response = await s.api.get(
        `${LEADS}/${otherCampaign.id}?companyViewId=${s.other.id}`,
        s.tokens.SUPER_ADMIN,
      );
      expect(response.status).toBe(200);
      expect(response.body.data.items.map((lead: Lead) => lead.email)).toEqual(['foreign@other.test']);
      const viewer = await s.api.get(`${LEADS}/${otherCampaign.id}/stats?companyViewId=${s.other.id}`, s.tokens.VIEWER);
      expect(viewer.status).toBe(403);
    });
  });

  describe('bad parameters', () => {
    it.each([
      'size=101',
      'size=0',
      'page=-1',
      'page=x',
      'sort=ip',
      'sort=createdAt;drop',
      'direction=UP',
      `search=${'x'.repeat(300)}`,
      'companyViewId=not-a-uuid',
    ])('answers 400 (not 500) to %s', async (query) => {
      const response = await list(query);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    });

    it.each(['stats', 'list', 'export.csv'])('answers 400 to a campaign id that is not a uuid on %s', async (what) => {
      for (const id of ['not-a-uuid', '1', "x'%20or%201=1", '%00']) {
        const url = what === 'list' ? `${LEADS}/${id}` : `${LEADS}/${id}/${what}`;
        const response = await s.api.get(url, s.tokens.EDITOR);
        expect(response.status, url).toBe(400);
      }
    });

    it('has no HEAD export (it would run the whole export for nothing)', async () => {
      const response = await s.t.app.inject({
        method: 'HEAD',
        url: `${LEADS}/${campaign.id}/export.csv`,
        headers: { authorization: `Bearer ${s.tokens.EDITOR}` },
      });
      expect(response.statusCode).toBe(404);
    });

    it('accepts odd but harmless search text', async () => {
      for (const search of ["'", '\\', '%%%', '"; drop table leads; --', 'ümlaut ☃']) {
        const response = await list(`search=${encodeURIComponent(search)}`);
        expect(response.status, search).toBe(200);
      }
    });
  });
});
