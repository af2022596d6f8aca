import type { Campaign } from '@gc/contracts/campaigns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN, type CampaignsSeed, insertCampaigns, seedCampaigns } from './campaigns-fixture.ts';
import { DIALECTS } from './test-app.ts';

const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n, 9));
const start = (iso: string) => new Date(`${iso}T08:00:00Z`);

/** The demo company's campaigns in the order they were created; "Spring Gone" is deleted. */
const OWN = [
  { name: 'Summer Sale', status: 'ACTIVE', createdAt: day(1), startDate: start('2025-03-01') },
  { name: 'summer splash', status: 'DRAFT', createdAt: day(2) },
  { name: 'Winter 100% Off', status: 'INACTIVE', createdAt: day(3), startDate: start('2025-02-01') },
  { name: 'Winter_Fest', status: 'SCHEDULED', createdAt: day(4), startDate: start('2025-06-01') },
  { name: 'WinterXFest', status: 'DRAFT', createdAt: day(5) },
  { name: 'Autumn Quiz', status: 'ACTIVE', type: 'quiz', createdAt: day(6), startDate: start('2025-01-15') },
  { name: 'Spring Gone', status: 'DELETED', createdAt: day(7), startDate: start('2025-04-01') },
  { name: 'apple harvest', status: 'DRAFT', createdAt: day(8) },
] as const;
const LIVE = OWN.filter((c) => c.status !== 'DELETED').map((c) => c.name);
const NEVER_STARTED = ['summer splash', 'WinterXFest', 'apple harvest'];

describe.each(DIALECTS)('campaign list on %s', (kind) => {
  let s = {} as CampaignsSeed;
  beforeAll(async () => {
    s = await seedCampaigns(kind);
    await insertCampaigns(s.t, s.companyId, [...OWN]);
    await insertCampaigns(s.t, s.other.id, [
      { name: 'Summer Other', status: 'ACTIVE' },
      { name: 'Other Gone', status: 'DELETED' },
    ]);
  });
  afterAll(() => s.t.close());

  const names = (response: { body: { data: { items: Campaign[] } } }) => response.body.data.items.map((c) => c.name);
  const list = async (query: string, token?: string) => {
    const response = await s.search(query, token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return names(response);
  };

  describe('paging', () => {
    it('pages from 0 and reports the total of every page', async () => {
      const pages = await Promise.all([0, 1, 2].map((page) => s.search(`size=3&page=${page}`)));
      expect(pages.map((p) => p.body.data.items.length)).toEqual([3, 3, 1]);
      for (const [page, response] of pages.entries()) {
        expect(response.body.data).toMatchObject({ total: LIVE.length, page, size: 3 });
      }
      expect(pages.flatMap(names).sort()).toEqual([...LIVE].sort());
      const beyond = await s.search('size=3&page=9');
      expect(beyond.body.data).toMatchObject({ items: [], total: LIVE.length, page: 9 });
    });

    it('sends the campaign without its document', async () => {
      const [item] = (await s.search('search=Summer%20Sale')).body.data.items;
      expect(item).toMatchObject({ name: 'Summer Sale', status: 'ACTIVE', campaignType: 'spin-the-wheel' });
      expect(item.languages).toEqual([expect.objectContaining({ shortName: 'en', flagImageUrl: '/flags/gb.svg' })]);
      expect(item).not.toHaveProperty('document');
      expect(item).not.toHaveProperty('companyId');
    });

    it.each([
      'size=101',
      'size=0',
      'page=-1',
      'page=x',
      'sort=document',
      'direction=UP',
      `search=${'x'.repeat(300)}`,
      'type=lottery',
    ])('answers 400 (not 500) to %s', async (query) => {
      const response = await s.search(query);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('type', () => {
    it('lists the campaigns of one game type only (a survey picker), of the own company', async () => {
      expect(await list('type=quiz')).toEqual(['Autumn Quiz']);
      expect((await s.search('type=quiz')).body.data.total).toBe(1);
      expect(await list('type=survey')).toEqual([]);
      expect(await list('type=quiz&search=summer')).toEqual([]);
      expect(await list('type=')).toHaveLength(LIVE.length);
    });
  });

  describe('search', () => {
    it('matches names case-insensitively', async () => {
      expect(await list('search=SUMMER')).toEqual(['summer splash', 'Summer Sale']);
      expect((await s.search('search=SUMMER')).body.data.total).toBe(2);
      expect(await list('search=%20fest%20')).toEqual(['WinterXFest', 'Winter_Fest']);
      expect(await list('search=nothing-like-this')).toEqual([]);
    });

    it('takes % and _ literally', async () => {
      expect(await list('search=%25')).toEqual(['Winter 100% Off']);
      expect(await list('search=_')).toEqual(['Winter_Fest']);
      expect(await list('search=r_f')).toEqual(['Winter_Fest']);
      expect(await list('search=%5C')).toEqual([]);
    });
  });

  describe('sorting', () => {
    it('sorts by name both ways, ignoring case', async () => {
      const ascending = [
        'apple harvest',
        'Autumn Quiz',
        'Summer Sale',
        'summer splash',
        'Winter 100% Off',
        'Winter_Fest',
        'WinterXFest',
      ];
      expect(await list('sort=name&direction=ASC')).toEqual(ascending);
      expect(await list('sort=name&direction=DESC')).toEqual([...ascending].reverse());
    });

    it('sorts by date created, newest first by default', async () => {
      expect(await list('sort=createdDate&direction=ASC')).toEqual(LIVE);
      expect(await list('sort=createdDate&direction=DESC')).toEqual([...LIVE].reverse());
      expect(await list('')).toEqual([...LIVE].reverse());
    });

    it('sorts by start date both ways with never-started campaigns last', async () => {
      const ascending = await list('sort=startDate&direction=ASC');
      expect(ascending.slice(0, 4)).toEqual(['Autumn Quiz', 'Winter 100% Off', 'Summer Sale', 'Winter_Fest']);
      expect(ascending.slice(4).sort()).toEqual([...NEVER_STARTED].sort());
      const descending = await list('sort=startDate&direction=DESC');
      expect(descending.slice(0, 4)).toEqual(['Winter_Fest', 'Summer Sale', 'Winter 100% Off', 'Autumn Quiz']);
      expect(descending.slice(4).sort()).toEqual([...NEVER_STARTED].sort());
    });

    it('keeps a stable order across pages when sort values tie', async () => {
      const byPage = [];
      for (let page = 0; page < 7; page++) byPage.push(...(await list(`sort=startDate&size=1&page=${page}`)));
      expect(byPage).toEqual(await list('sort=startDate&size=7'));
    });
  });

  describe('status filter', () => {
    it('lists one status', async () => {
      const response = await s.search('status=ACTIVE');
      expect(names(response)).toEqual(['Autumn Quiz', 'Summer Sale']);
      for (const item of response.body.data.items) expect(item.status).toBe('ACTIVE');
      expect(await list('status=SCHEDULED')).toEqual(['Winter_Fest']);
    });

    it('ALL, an empty filter and no filter all leave deleted campaigns out', async () => {
      for (const query of ['status=ALL', 'status=', '']) {
        const response = await s.search(`${query}&size=100`);
        expect(response.body.data.total, query).toBe(LIVE.length);
        expect(names(response), query).not.toContain('Spring Gone');
      }
    });

    it('lists deleted campaigns for super admins, success managers and ADMIN-type users', async () => {
      expect(await list('status=DELETED', s.tokens.SUPER_ADMIN)).toEqual(['Spring Gone']);
      expect(await list(`status=DELETED&companyViewId=${s.other.id}`, s.tokens.SUPER_ADMIN)).toEqual(['Other Gone']);
      expect(await list('status=DELETED', s.tokens.SUCCESS_MANAGER)).toEqual(['Spring Gone']);
      expect(await list('status=DELETED', s.adminTypeViewer)).toEqual(['Spring Gone']);
    });

    it.each(['EDITOR', 'VIEWER', 'CREATOR'] as const)('refuses deleted campaigns to a %s', async (role) => {
      const response = await s.search('status=DELETED', s.tokens[role]);
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
    });

    it('answers an unknown status with a problem naming the field', async () => {
      const response = await s.search('status=ARCHIVED');
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
      expect(response.body.violations).toContainEqual({ field: 'status', message: 'Unknown status' });
    });
  });

  describe('companies', () => {
    it("lists only the acting company's campaigns", async () => {
      expect(await list('search=summer&size=100')).not.toContain('Summer Other');
      expect(await list('size=100', s.otherEditor)).toEqual(['Summer Other']);
    });

    it("a super admin lists another company's campaigns through companyViewId; an editor may not", async () => {
      expect(await list(`companyViewId=${s.other.id}`, s.tokens.SUPER_ADMIN)).toEqual(['Summer Other']);
      expect(await list(`companyViewId=${s.companyId}&size=100`, s.tokens.SUPER_ADMIN)).toHaveLength(LIVE.length);
      expect((await s.search(`companyViewId=${s.other.id}`, s.tokens.EDITOR)).status).toBe(403);
    });
  });

  describe('name check', () => {
    const exists = async (name: string, token = s.tokens.EDITOR) => {
      const response = await s.api.get(`${CAMPAIGN}/exists/${encodeURIComponent(name)}`, token);
      expect(response.status).toBe(200);
      return response.body.data;
    };

    it('tells whether a name is taken, in any case', async () => {
      expect(await exists('Summer Sale')).toBe(true);
      expect(await exists('SUMMER SALE')).toBe(true);
      expect(await exists('  summer sale  ')).toBe(true);
      expect(await exists('Winter 100% Off')).toBe(true);
      expect(await exists('Summer')).toBe(false);
      expect(await exists('Winter%')).toBe(false);
      expect(await exists('Winter_Fes_')).toBe(false);
    });

    it("ignores deleted campaigns and other companies' campaigns", async () => {
      expect(await exists('Spring Gone')).toBe(false);
      expect(await exists('Summer Other')).toBe(false);
      expect(await exists('summer other', s.otherEditor)).toBe(true);
      expect(await exists('Summer Sale', s.otherEditor)).toBe(false);
    });
  });
});
