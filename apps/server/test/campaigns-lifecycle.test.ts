import type { CampaignStatus } from '@gc/contracts/campaigns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../src/db/schema/index.ts';
import { CAMPAIGN, type CampaignsSeed, DRAFTS, seedCampaigns, UNKNOWN_ID } from './campaigns-fixture.ts';
import { DIALECTS } from './test-app.ts';

describe.each(DIALECTS)('campaign lifecycle on %s', (kind) => {
  let s = {} as CampaignsSeed;
  beforeAll(async () => {
    s = await seedCampaigns(kind);
  });
  afterAll(() => s.t.close());

  const update = (body: Record<string, unknown>, token = s.tokens.EDITOR) => s.api.put(`${CAMPAIGN}/`, body, token);
  /** A new draft, optionally put into a status only publishing sets. */
  const campaignIn = async (name: string, status: CampaignStatus = 'DRAFT') => {
    const { campaign } = await s.newDraft({ name });
    if (status !== 'DRAFT') await s.setStatus(campaign.id, status);
    return campaign.id;
  };

  describe('delete', () => {
    it('marks the campaign DELETED and frees its name', async () => {
      const id = await campaignIn('Lifecycle Delete');
      const deleted = await s.api.del(`${CAMPAIGN}/${id}`, undefined, s.tokens.EDITOR);
      expect(deleted.status).toBe(200);
      expect(deleted.body.data).toMatchObject({ id, status: 'DELETED' });
      expect((await s.rowOf(id)).deletedAt).toBeInstanceOf(Date);
      expect((await s.api.get(`${CAMPAIGN}/${id}`, s.tokens.EDITOR)).body.data.status).toBe('DELETED');

      const again = await s.createDraft({ name: 'lifecycle delete' });
      expect(again.status).toBe(201);
      expect(again.body.data.campaign.id).not.toBe(id);
    });

    it('a deleted campaign stays deleted', async () => {
      const id = await campaignIn('Lifecycle Stays Deleted', 'ACTIVE');
      expect((await s.api.del(`${CAMPAIGN}/${id}`, undefined, s.tokens.EDITOR)).status).toBe(200);
      for (const status of ['INACTIVE', 'DRAFT', 'ACTIVE'] as const) {
        const response = await update({ id, status });
        expect(response.status, status).toBe(409);
        expect(response.body.code).toBe('INVALID_STATUS_CHANGE');
      }
      const rename = await update({ id, name: 'Lifecycle Resurrected' });
      expect(rename.status).toBe(409);
      expect((await s.rowOf(id)).status).toBe('DELETED');
      expect((await s.rowOf(id)).name).toBe('Lifecycle Stays Deleted');
    });

    it('answers 404 for an unknown or foreign campaign and 400 for a malformed id', async () => {
      expect((await s.api.del(`${CAMPAIGN}/${UNKNOWN_ID}`, undefined, s.tokens.EDITOR)).body.code).toBe(
        'CAMPAIGN_NOT_FOUND',
      );
      const foreign = (await s.newDraft({ name: 'Lifecycle Foreign' }, s.otherEditor)).campaign.id;
      const response = await s.api.del(`${CAMPAIGN}/${foreign}`, undefined, s.tokens.EDITOR);
      expect(response.status).toBe(404);
      expect((await s.rowOf(foreign)).status).toBe('DRAFT');
      expect((await s.api.del(`${CAMPAIGN}/not-a-uuid`, undefined, s.tokens.EDITOR)).status).toBe(400);
    });
  });

  describe('status changes', () => {
    it.each(['ACTIVE', 'SCHEDULED'] as const)('deactivates a %s campaign', async (from) => {
      const id = await campaignIn(`Lifecycle ${from} to INACTIVE`, from);
      const response = await update({ id, status: 'INACTIVE' });
      expect(response.status).toBe(200);
      expect(response.body.data.status).toBe('INACTIVE');
      expect((await s.rowOf(id)).status).toBe('INACTIVE');
    });

    it.each([
      ['DRAFT', 'ACTIVE'],
      ['DRAFT', 'SCHEDULED'],
      ['DRAFT', 'INACTIVE'],
      ['INACTIVE', 'ACTIVE'],
      ['ACTIVE', 'DRAFT'],
      ['ACTIVE', 'SCHEDULED'],
    ] as const)('refuses %s -> %s with 409 and a reason', async (from, to) => {
      const id = await campaignIn(`Lifecycle ${from} to ${to}`, from);
      const response = await update({ id, status: to });
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('INVALID_STATUS_CHANGE');
      expect(response.body.detail.length).toBeGreaterThan(10);
      expect((await s.rowOf(id)).status).toBe(from);
    });

    it('answers an unknown status with 400 and changes nothing', async () => {
      const id = await campaignIn('Lifecycle Unknown Status', 'ACTIVE');
      const before = await s.rowOf(id);
      const response = await update({ id, status: 'PAUSED' });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.violations).toContainEqual({ field: 'status', message: 'Unknown status' });
      expect(await s.rowOf(id)).toEqual(before);
    });
  });

  describe('rename', () => {
    it('renames, and refuses a name another campaign has in any case', async () => {
      const id = await campaignIn('Lifecycle Rename Me');
      await campaignIn('Lifecycle Taken');
      const renamed = await update({ id, name: 'Lifecycle Renamed' });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data.name).toBe('Lifecycle Renamed');
      expect((await update({ id, name: 'LIFECYCLE RENAMED' })).status).toBe(200);

      const taken = await update({ id, name: 'lifecycle TAKEN' });
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('CAMPAIGN_NAME_TAKEN');
      expect(taken.body.violations).toEqual([{ field: 'name', message: 'A campaign with this name already exists.' }]);
      expect((await s.rowOf(id)).name).toBe('LIFECYCLE RENAMED');
    });

    it('refuses a 10,000-character name with a clear violation, creating and changing nothing', async () => {
      const long = 'N'.repeat(10_000);
      const created = await s.createDraft({ name: long });
      expect(created.status).toBe(400);
      expect(created.body.code).toBe('VALIDATION_FAILED');
      expect(created.body.violations).toContainEqual({ field: 'name', message: 'Name must be at most 255 characters' });
      expect(await s.countNamed(long)).toBe(0);

      const id = await campaignIn('Lifecycle Long Rename');
      const renamed = await update({ id, name: long });
      expect(renamed.status).toBe(400);
      expect(renamed.body.violations).toContainEqual({ field: 'name', message: 'Name must be at most 255 characters' });
      expect((await s.rowOf(id)).name).toBe('Lifecycle Long Rename');
    });

    it('refuses a blank name', async () => {
      const created = await s.createDraft({ name: '   ' });
      expect(created.status).toBe(400);
      expect(created.body.violations).toContainEqual({ field: 'name', message: 'Please enter a name' });
    });
  });

  describe('logo, demo and live addresses', () => {
    it.each([
      ['logoUrl', 'javascript:alert(document.cookie)'],
      ['logoUrl', 'data:image/svg+xml,<svg onload=alert(1)>'],
      ['logoUrl', '//evil.example/logo.png'],
      ['demoUrl', 'JavaScript:alert(1)'],
      ['demoUrl', ' javascript:alert(1)'],
      ['demoUrl', 'vbscript:msgbox(1)'],
      ['productionUrl', 'data:text/html,<script>alert(1)</script>'],
      ['productionUrl', 'https://'],
      ['productionUrl', '/p/summer'],
    ])('refuses %s = %j with a violation on the field, changing nothing', async (field, value) => {
      const id = await campaignIn(`Lifecycle Address ${field} ${value.length}`);
      const response = await update({ id, name: 'Lifecycle Not Renamed', [field]: value });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.violations).toEqual([expect.objectContaining({ field })]);
      const row = await s.rowOf(id);
      expect(row[field as 'demoUrl']).toBeNull();
      expect(row.name).not.toBe('Lifecycle Not Renamed');
    });

    it('accepts http(s) addresses, an uploaded logo (what the builder writes) and null', async () => {
      const id = await campaignIn('Lifecycle Addresses');
      const set = await update({
        id,
        logoUrl: '/files/0123456789abcdef0123456789abcdef.png',
        demoUrl: 'http://demo.shop.example:8080/wheel?x=1',
        productionUrl: 'HTTPS://play.shop.example/p/summer',
      });
      expect(set.status).toBe(200);
      expect(set.body.data).toMatchObject({
        logoUrl: '/files/0123456789abcdef0123456789abcdef.png',
        demoUrl: 'http://demo.shop.example:8080/wheel?x=1',
        productionUrl: 'HTTPS://play.shop.example/p/summer',
      });
      const cleared = await update({ id, logoUrl: null, demoUrl: null });
      expect(cleared.body.data).toMatchObject({ logoUrl: null, demoUrl: null });
    });

    it('a campaign stored with a javascript: address still lists and opens, and other changes still save', async () => {
      const id = await campaignIn('Lifecycle Stored Bad Address');
      await s.t.ctx.db.update(campaigns).set({ demoUrl: 'javascript:alert(1)' }).where(eq(campaigns.id, id));
      expect((await s.api.get(`${CAMPAIGN}/${id}`, s.tokens.EDITOR)).status).toBe(200);
      expect((await s.search('search=Stored%20Bad%20Address')).body.data.items).toHaveLength(1);
      expect((await update({ id, name: 'Lifecycle Stored Bad Renamed' })).status).toBe(200);
      // The bad value is refused only when it is sent again; clearing it is always possible.
      expect((await update({ id, demoUrl: 'javascript:alert(1)' })).status).toBe(400);
      expect((await update({ id, demoUrl: null })).status).toBe(200);
    });
  });

  describe('roles', () => {
    it('a VIEWER reads campaigns and drafts but cannot change them', async () => {
      const id = await campaignIn('Lifecycle Viewer');
      const { VIEWER } = s.tokens;
      expect((await s.search('', VIEWER)).status).toBe(200);
      expect((await s.api.get(`${CAMPAIGN}/${id}`, VIEWER)).status).toBe(200);
      expect((await s.api.get(`${DRAFTS}/${id}`, VIEWER)).status).toBe(200);
      expect((await s.api.get(`${CAMPAIGN}/overview`, VIEWER)).status).toBe(200);
      const refused = [
        await s.api.del(`${CAMPAIGN}/${id}`, undefined, VIEWER),
        await update({ id, status: 'DELETED' }, VIEWER),
        await update({ id, name: 'Viewer was here' }, VIEWER),
        await s.api.post(`${CAMPAIGN}/${id}/copy`, undefined, VIEWER),
        await s.createDraft({ name: 'Lifecycle Viewer Create' }, VIEWER),
        await s.save(id, { texts: { en: { 'introduction.title': 'Viewer' } } }, undefined, VIEWER),
      ];
      expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403]);
      const row = await s.rowOf(id);
      expect(row).toMatchObject({ status: 'DRAFT', name: 'Lifecycle Viewer', revision: 1 });
      expect(await s.countNamed('Lifecycle Viewer Create')).toBe(0);
    });

    it('a CREATOR creates and saves drafts but cannot delete, copy or change the status', async () => {
      const { CREATOR } = s.tokens;
      const created = await s.createDraft({ name: 'Lifecycle Creator' }, CREATOR);
      expect(created.status).toBe(201);
      const id = created.body.data.campaign.id;
      const saved = await s.save(id, { texts: { en: { 'introduction.title': 'By a creator' } } }, 1, CREATOR);
      expect(saved.status).toBe(200);
      expect(saved.body.data.revision).toBe(2);
      expect((await s.api.del(`${CAMPAIGN}/${id}`, undefined, CREATOR)).status).toBe(403);
      expect((await s.api.post(`${CAMPAIGN}/${id}/copy`, undefined, CREATOR)).status).toBe(403);
      expect((await update({ id, status: 'INACTIVE' }, CREATOR)).status).toBe(403);
      expect((await s.rowOf(id)).status).toBe('DRAFT');
    });

    it('without a token every campaign call is 401', async () => {
      expect((await s.api.get(`${CAMPAIGN}/search`)).status).toBe(401);
      expect((await s.api.del(`${CAMPAIGN}/${UNKNOWN_ID}`, undefined)).status).toBe(401);
      expect((await s.api.post(DRAFTS, { name: 'x' })).status).toBe(401);
    });
  });
});
