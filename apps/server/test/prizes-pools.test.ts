import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignReleases, campaigns, prizePools } from '../src/db/schema/index.ts';
import { insertCampaigns } from './campaigns-fixture.ts';
import { PRIZES, type PrizesSeed, seedPrizes, UNKNOWN_POOL_ID } from './prizes-fixture.ts';
import { DIALECTS } from './test-app.ts';

describe.each(DIALECTS)('prize pools on %s', (kind) => {
  let s = {} as PrizesSeed;
  beforeAll(async () => {
    s = await seedPrizes(kind);
  });
  afterAll(() => s.t.close());

  const pools = () => `${PRIZES}/pools`;
  const poolUrl = (id: string) => `${PRIZES}/pools/${id}`;

  describe('create', () => {
    it('makes a pool with a stock, an unlimited pool and a pool whose stock comes from its codes', async () => {
      const limited = await s.newPool({ name: '  Coffee  ', description: 'A cup', stock: 3 });
      expect(limited).toMatchObject({
        name: 'Coffee',
        description: 'A cup',
        isUnlimited: false,
        hasCodes: false,
        stockTotal: 3,
        issued: 0,
        remaining: 3,
        codeCount: 0,
        imageUrl: null,
        expiresAt: null,
      });
      const unlimited = await s.newPool({ name: 'Sticker', isUnlimited: true, stock: 7 });
      expect(unlimited).toMatchObject({ isUnlimited: true, stockTotal: null, remaining: null });
      // A pool with codes ignores a stock it is sent: its stock is its number of codes, none yet.
      const withCodes = await s.newPool({ name: 'Voucher', hasCodes: true, stock: 50 });
      expect(withCodes).toMatchObject({ hasCodes: true, stockTotal: 0, remaining: 0, codeCount: 0 });
      const expiring = await s.newPool({
        name: 'Expiring',
        stock: 1,
        imageUrl: 'https://cdn.example/prize.png',
        expiresAt: '2030-01-01T10:00:00+01:00',
      });
      expect(expiring).toMatchObject({
        imageUrl: 'https://cdn.example/prize.png',
        expiresAt: '2030-01-01T09:00:00.000Z',
      });
    });

    it('refuses a pool without stock, an unlimited pool with codes and an image that is not a web address', async () => {
      const noStock = await s.createPool({ name: 'No stock' });
      expect(noStock.status).toBe(400);
      expect(noStock.body.violations).toContainEqual(expect.objectContaining({ field: 'stock' }));
      expect((await s.createPool({ name: 'Both', isUnlimited: true, hasCodes: true })).status).toBe(400);
      expect((await s.createPool({ name: '   ', stock: 1 })).status).toBe(400);
      expect((await s.createPool({ name: 'Negative', stock: -1 })).status).toBe(400);
      for (const imageUrl of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.png']) {
        const response = await s.createPool({ name: 'Image', stock: 1, imageUrl });
        expect(response.status, imageUrl).toBe(400);
        expect(response.body.violations[0].field).toBe('imageUrl');
      }
      expect((await s.createPool({ name: 'Relative image', stock: 1, imageUrl: '/files/abc.png' })).status).toBe(201);
    });

    it('records who created the pool and what it was', async () => {
      const pool = await s.newPool({ name: 'Audited create', stock: 4 });
      const [entry] = await s.auditOf(pool.id);
      expect(entry).toMatchObject({ action: 'pool.created', actorEmail: 'editor@demo.test', companyId: s.companyId });
      expect(entry.details).toMatchObject({ after: { name: 'Audited create', stockTotal: 4, isUnlimited: false } });
    });
  });

  describe('list and read', () => {
    it('lists the company’s pools newest first, without deleted ones or another company’s', async () => {
      const first = await s.newPool({ name: 'List first', stock: 1 });
      const second = await s.newPool({ name: 'List second', stock: 1 });
      const gone = await s.newPool({ name: 'List deleted', stock: 1 });
      expect((await s.api.del(poolUrl(gone.id), undefined, s.tokens.EDITOR)).status).toBe(200);
      const foreign = await s.newPool({ name: 'List foreign', stock: 1 }, s.otherEditor);

      const response = await s.api.get(pools(), s.tokens.EDITOR);
      expect(response.status).toBe(200);
      const ids = response.body.data.map((pool: { id: string }) => pool.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      expect(ids).not.toContain(gone.id);
      expect(ids).not.toContain(foreign.id);
      const theirs = await s.api.get(pools(), s.otherEditor);
      expect(theirs.body.data.map((pool: { id: string }) => pool.id)).toEqual([foreign.id]);
    });

    it('reads one pool; an unknown, deleted or foreign pool is 404 and a malformed id 400', async () => {
      const pool = await s.newPool({ name: 'Read me', stock: 2 });
      expect((await s.api.get(poolUrl(pool.id), s.tokens.EDITOR)).body.data).toEqual(pool);
      const foreign = await s.newPool({ name: 'Read foreign', stock: 2 }, s.otherEditor);
      for (const id of [UNKNOWN_POOL_ID, foreign.id]) {
        const response = await s.api.get(poolUrl(id), s.tokens.EDITOR);
        expect(response.status).toBe(404);
        expect(response.body.code).toBe('POOL_NOT_FOUND');
      }
      expect((await s.api.get(poolUrl('not-a-uuid'), s.tokens.EDITOR)).status).toBe(400);
    });
  });

  describe('update', () => {
    it('changes the fields it is sent and records before and after', async () => {
      const pool = await s.newPool({ name: 'Before', description: 'old', stock: 5 });
      const response = await s.api.put(poolUrl(pool.id), { name: 'After', stock: 8, expiresAt: null }, s.tokens.EDITOR);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ name: 'After', description: 'old', stockTotal: 8, remaining: 8 });
      const entries = await s.auditOf(pool.id);
      expect(entries.map((entry) => entry.action)).toEqual(['pool.created', 'pool.updated']);
      expect(entries[1].details).toEqual({
        before: { name: 'Before', stockTotal: 5 },
        after: { name: 'After', stockTotal: 8 },
      });
    });

    it('never sets the stock below the prizes already given', async () => {
      const pool = await s.newPool({ name: 'Given some', stock: 10 });
      await s.t.ctx.db.update(prizePools).set({ issued: 6 }).where(eq(prizePools.id, pool.id));
      const below = await s.api.put(poolUrl(pool.id), { stock: 5 }, s.tokens.EDITOR);
      expect(below.status).toBe(409);
      expect(below.body.code).toBe('STOCK_BELOW_ISSUED');
      expect(below.body.detail).toContain('6 prizes already given');
      expect((await s.poolRow(pool.id)).stockTotal).toBe(10);
      const exact = await s.api.put(poolUrl(pool.id), { stock: 6 }, s.tokens.EDITOR);
      expect(exact.body.data).toMatchObject({ stockTotal: 6, issued: 6, remaining: 0 });
    });

    it('refuses a stock for pools with codes and unlimited pools', async () => {
      const withCodes = await s.poolWithCodes('Stock of codes', ['S-1', 'S-2']);
      const unlimited = await s.newPool({ name: 'Stock unlimited', isUnlimited: true });
      for (const pool of [withCodes, unlimited]) {
        const response = await s.api.put(poolUrl(pool.id), { stock: 100 }, s.tokens.EDITOR);
        expect(response.status).toBe(400);
        expect(response.body.violations[0].field).toBe('stock');
      }
      expect((await s.poolRow(withCodes.id)).stockTotal).toBe(2);
      expect((await s.poolRow(unlimited.id)).stockTotal).toBeNull();
    });

    it('answers 404 to update or delete a foreign pool and changes nothing', async () => {
      const foreign = await s.newPool({ name: 'Update foreign', stock: 1 }, s.otherEditor);
      const response = await s.api.put(poolUrl(foreign.id), { name: 'Hijacked' }, s.tokens.EDITOR);
      expect(response.status).toBe(404);
      expect((await s.api.del(poolUrl(foreign.id), undefined, s.tokens.EDITOR)).status).toBe(404);
      expect((await s.api.del(poolUrl(foreign.id), undefined, s.tokens.SUPER_ADMIN)).status).toBe(404);
      expect(await s.poolRow(foreign.id)).toMatchObject({ name: 'Update foreign', deletedAt: null });
    });
  });

  describe('delete', () => {
    /** An ACTIVE campaign of the demo company whose wheel gives the pool, in its draft or only in its release. */
    async function liveCampaignUsing(poolId: string, where: 'draft' | 'release', status = 'ACTIVE' as const) {
      const [campaign] = await insertCampaigns(s.t, s.companyId, [{ name: `Uses ${randomUUID()}`, status }]);
      const [row] = await s.t.ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
      const document = row.document as Record<string, unknown>;
      const using = {
        ...document,
        game: {
          version: 1,
          settings: {
            sectors: [
              { id: 's1', poolId },
              { id: 's2', poolId: null },
            ],
          },
        },
      };
      if (where === 'draft') {
        await s.t.ctx.db.update(campaigns).set({ document: using }).where(eq(campaigns.id, campaign.id));
      } else {
        const [release] = await s.t.ctx.db
          .insert(campaignReleases)
          .values({
            companyId: s.companyId,
            campaignId: campaign.id,
            number: 1,
            campaignType: 'spin-the-wheel',
            document: using,
            publishOptions: {},
            publishedBy: 'editor@demo.test',
          })
          .returning();
        await s.t.ctx.db.update(campaigns).set({ currentReleaseId: release.id }).where(eq(campaigns.id, campaign.id));
      }
      return campaign;
    }

    it('soft-deletes: the row stays, the pool leaves the list and reads 404, and the audit records it', async () => {
      const pool = await s.newPool({ name: 'Delete me', stock: 2 });
      const response = await s.api.del(poolUrl(pool.id), undefined, s.tokens.EDITOR);
      expect(response.status).toBe(200);
      expect((await s.poolRow(pool.id)).deletedAt).toBeInstanceOf(Date);
      expect((await s.api.get(poolUrl(pool.id), s.tokens.EDITOR)).status).toBe(404);
      expect((await s.api.del(poolUrl(pool.id), undefined, s.tokens.EDITOR)).status).toBe(404);
      const entries = await s.auditOf(pool.id);
      expect(entries.at(-1)).toMatchObject({ action: 'pool.deleted', actorEmail: 'editor@demo.test' });
    });

    it('refuses while a live campaign’s draft or current release gives the pool out', async () => {
      const inDraft = await s.newPool({ name: 'Used in a draft', stock: 2 });
      const campaign = await liveCampaignUsing(inDraft.id, 'draft');
      const refused = await s.api.del(poolUrl(inDraft.id), undefined, s.tokens.EDITOR);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('POOL_IN_USE');
      expect(refused.body.detail).toContain(campaign.name);
      expect((await s.poolRow(inDraft.id)).deletedAt).toBeNull();

      const inRelease = await s.newPool({ name: 'Used in a release', stock: 2 });
      await liveCampaignUsing(inRelease.id, 'release');
      expect((await s.api.del(poolUrl(inRelease.id), undefined, s.tokens.EDITOR)).body.code).toBe('POOL_IN_USE');

      const scheduled = await s.newPool({ name: 'Used when scheduled', stock: 2 });
      await liveCampaignUsing(scheduled.id, 'draft', 'SCHEDULED' as 'ACTIVE');
      expect((await s.api.del(poolUrl(scheduled.id), undefined, s.tokens.EDITOR)).status).toBe(409);
    });

    it('allows it once the campaign is no longer live, and for drafts', async () => {
      const pool = await s.newPool({ name: 'Used by a draft campaign', stock: 2 });
      const campaign = await liveCampaignUsing(pool.id, 'draft');
      await s.t.ctx.db.update(campaigns).set({ status: 'INACTIVE' }).where(eq(campaigns.id, campaign.id));
      expect((await s.api.del(poolUrl(pool.id), undefined, s.tokens.EDITOR)).status).toBe(200);
    });

    it('does not see another company’s campaigns using the pool id', async () => {
      const pool = await s.newPool({ name: 'Free here', stock: 2 });
      const [theirs] = await insertCampaigns(s.t, s.other.id, [{ name: 'Their live one', status: 'ACTIVE' }]);
      await s.t.ctx.db
        .update(campaigns)
        .set({ document: { game: { version: 1, settings: { sectors: [{ id: 's1', poolId: pool.id }] } } } })
        .where(eq(campaigns.id, theirs.id));
      expect((await s.api.del(poolUrl(pool.id), undefined, s.tokens.EDITOR)).status).toBe(200);
    });
  });

  describe('audit', () => {
    it('lists the company’s entries newest first, by pool, in pages', async () => {
      const pool = await s.newPool({ name: 'Audit trail', stock: 1 });
      await s.api.put(poolUrl(pool.id), { stock: 2 }, s.tokens.SUPER_ADMIN);
      await s.api.put(poolUrl(pool.id), { stock: 3 }, s.tokens.EDITOR);
      const response = await s.api.get(`${PRIZES}/audit?poolId=${pool.id}&size=2`, s.tokens.EDITOR);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ total: 3, page: 0, size: 2 });
      expect(response.body.data.items.map((entry: { details: { after: unknown } }) => entry.details.after)).toEqual([
        { stockTotal: 3 },
        { stockTotal: 2 },
      ]);
      expect(response.body.data.items[1]).toMatchObject({
        action: 'pool.updated',
        actorEmail: 'super-admin@demo.test',
        poolId: pool.id,
        campaignId: null,
      });
      const next = await s.api.get(`${PRIZES}/audit?poolId=${pool.id}&size=2&page=1`, s.tokens.EDITOR);
      expect(next.body.data.items.map((entry: { action: string }) => entry.action)).toEqual(['pool.created']);
      const all = await s.api.get(`${PRIZES}/audit?poolId=`, s.tokens.EDITOR);
      expect(all.body.data.total).toBeGreaterThan(3);
    });

    it('shows another company nothing of it', async () => {
      const pool = await s.newPool({ name: 'Private trail', stock: 1 });
      const theirs = await s.api.get(`${PRIZES}/audit?poolId=${pool.id}`, s.otherEditor);
      expect(theirs.body.data).toMatchObject({ total: 0, items: [] });
      const everything = await s.api.get(`${PRIZES}/audit?size=100`, s.otherEditor);
      expect(JSON.stringify(everything.body)).not.toContain(pool.id);
      expect((await s.api.get(`${PRIZES}/audit?poolId=nope`, s.tokens.EDITOR)).status).toBe(400);
    });
  });

  describe('roles', () => {
    it('lets editors and super admins in, and nobody else, not even to read', async () => {
      const pool = await s.newPool({ name: 'Roles', stock: 1 });
      expect((await s.api.get(pools(), s.tokens.SUPER_ADMIN)).status).toBe(200);
      for (const token of [s.tokens.VIEWER, s.tokens.CREATOR]) {
        expect((await s.api.get(pools(), token)).status).toBe(403);
        expect((await s.api.get(poolUrl(pool.id), token)).status).toBe(403);
        expect((await s.createPool({ name: 'Sneaky', stock: 1 }, token)).status).toBe(403);
        expect((await s.api.put(poolUrl(pool.id), { stock: 0 }, token)).status).toBe(403);
        expect((await s.api.del(poolUrl(pool.id), undefined, token)).status).toBe(403);
        expect((await s.api.get(`${PRIZES}/audit`, token)).status).toBe(403);
      }
      expect((await s.api.get(pools())).status).toBe(401);
      expect((await s.poolRow(pool.id)).stockTotal).toBe(1);
    });
  });

  describe('garbage input', () => {
    it('answers 4xx, never 5xx, to any body sent to create and update', async () => {
      const pool = await s.newPool({ name: 'Fuzzed', stock: 1 });
      const value = fc.oneof(
        fc.constant(null),
        fc.boolean(),
        fc.integer(),
        fc.double(),
        fc.string({ maxLength: 3000 }),
        fc.constantFrom('2030-01-01T00:00:00Z', 'javascript:x', '', '\u0000', 'x'.repeat(3000), -1, 1e12),
      );
      const body = fc.oneof(
        fc.record(
          {
            name: value,
            description: value,
            imageUrl: value,
            expiresAt: value,
            stock: value,
            isUnlimited: value,
            hasCodes: value,
          },
          { requiredKeys: [] },
        ),
        fc.anything(),
      );
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          for (const [method, url] of [
            ['POST', pools()],
            ['PUT', poolUrl(pool.id)],
          ] as const) {
            const response = await s.api.request(method, url, {
              token: s.tokens.EDITOR,
              body: JSON.stringify(payload) ?? 'undefined',
              headers: { 'content-type': 'application/json' },
            });
            expect(response.status, JSON.stringify(payload)).toBeLessThan(500);
          }
        }),
        { numRuns: 150 },
      );
    });

    it('answers 4xx to bodies that are not JSON objects', async () => {
      const pool = await s.newPool({ name: 'Not JSON', stock: 1 });
      for (const [payload, type] of [
        ['{"name":', 'application/json'],
        ['{"__proto__":{"x":1},"name":"p","stock":1}', 'application/json'],
        ['name,stock\nx,1', 'text/csv'],
        ['plain text', 'text/plain'],
        ['<xml/>', 'application/xml'],
      ]) {
        for (const [method, url] of [
          ['POST', pools()],
          ['PUT', poolUrl(pool.id)],
        ] as const) {
          const response = await s.api.request(method, url, {
            token: s.tokens.EDITOR,
            body: payload,
            headers: { 'content-type': type },
          });
          expect(response.status, `${method} ${type} ${payload}`).toBeGreaterThanOrEqual(400);
          expect(response.status, `${method} ${type} ${payload}`).toBeLessThan(500);
        }
      }
    });
  });
});
