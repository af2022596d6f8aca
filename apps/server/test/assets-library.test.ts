import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api-client.ts';
import { ASSETS, addCampaign, assetRowsOf, fetchFile, pngOf, storedFiles, upload } from './assets-fixture.ts';
import { addCompany, demoTokens, logIn } from './companies-fixture.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(DIALECTS)('asset library on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tokens: Record<'EDITOR' | 'CREATOR' | 'SUPER_ADMIN' | 'VIEWER' | 'USER' | 'SALES_MANAGER', string>;
  let first: string;
  let second: string;
  let other: { companyId: string; campaignId: string; token: string };

  const png = async (fileName: string) => ({ fileName, bytes: await pngOf(12, 12) });
  const list = (category: string, campaignId: string, token: string) =>
    api.get(`${ASSETS}/${category}/all/${campaignId}`, token);
  const remove = (category: string, campaignId: string, assetId: string, token: string) =>
    api.request('DELETE', `${ASSETS}/${category}/${campaignId}/${assetId}`, { token });

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = apiClient(t.app);
    tokens = await demoTokens(t, ['EDITOR', 'CREATOR', 'SUPER_ADMIN', 'VIEWER', 'USER', 'SALES_MANAGER'] as const);
    first = await addCampaign(t, t.seed.companyId, 'First');
    second = await addCampaign(t, t.seed.companyId, 'Second');
    const company = await addCompany(t, {
      name: 'Other Company',
      users: [{ email: 'editor@other.test', roles: ['EDITOR'] }],
    });
    other = {
      companyId: company.id,
      campaignId: await addCampaign(t, company.id, 'Foreign'),
      token: (await logIn(t, 'editor@other.test')).accessToken,
    };
  });
  afterAll(() => t.close());

  it('lists the campaign’s own and the company library’s assets of the category, newest first', async () => {
    const own = await upload(t, tokens.EDITOR, { category: 'image', campaignId: first }, await png('own.png'));
    const shared = await upload(t, tokens.CREATOR, { category: 'image', campaignId: first }, await png('shared.png'), {
      scope: 'company',
    });
    const elsewhere = await upload(t, tokens.EDITOR, { category: 'image', campaignId: second }, await png('b.png'));
    const icon = await upload(t, tokens.EDITOR, { category: 'icon', campaignId: first }, await png('icon.png'));
    for (const response of [own, shared, elsewhere, icon]) expect(response.status).toBe(201);
    expect(shared.body.data).toMatchObject({ scope: 'company', campaignId: null });

    const ofFirst = await list('image', first, tokens.VIEWER);
    expect(ofFirst.status).toBe(200);
    expect(ofFirst.body.data.map((a: { fileName: string }) => a.fileName)).toEqual(['shared.png', 'own.png']);
    const ofSecond = await list('image', second, tokens.EDITOR);
    expect(ofSecond.body.data.map((a: { fileName: string }) => a.fileName)).toEqual(['b.png', 'shared.png']);
    expect((await list('icon', first, tokens.EDITOR)).body.data).toHaveLength(1);
    expect((await list('font', first, tokens.EDITOR)).body.data).toEqual([]);
    expect(JSON.stringify(ofFirst.body)).not.toContain(t.seed.companyId);
  });

  it('who may do what: BUILDER_ROLES upload and delete, DASHBOARD_ROLES list', async () => {
    const target = { category: 'image', campaignId: first };
    expect((await upload(t, tokens.SUPER_ADMIN, target, await png('admin.png'))).status).toBe(201);
    const before = storedFiles(t).length;
    for (const token of [tokens.VIEWER, tokens.USER, tokens.SALES_MANAGER]) {
      const refused = await upload(t, token, target, await png('nope.png'));
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
    expect(storedFiles(t)).toHaveLength(before);
    expect((await list('image', first, tokens.USER)).status).toBe(200);
    expect((await list('image', first, tokens.SALES_MANAGER)).status).toBe(403);
    const [asset] = (await list('image', first, tokens.EDITOR)).body.data;
    expect((await remove('image', first, asset.id, tokens.VIEWER)).status).toBe(403);
    expect((await api.get(`${ASSETS}/image/all/${first}`)).status).toBe(401);
  });

  it('delete removes the row and the stored file; a second delete is a 404', async () => {
    const created = await upload(t, tokens.EDITOR, { category: 'image', campaignId: first }, await png('gone.png'));
    const asset = created.body.data;
    const key = asset.url.replace('/files/', '');
    expect(storedFiles(t)).toContain(key);
    expect((await fetchFile(t, asset.url)).status).toBe(200);

    const deleted = await remove('image', first, asset.id, tokens.CREATOR);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBe('');
    expect(storedFiles(t)).not.toContain(key);
    expect(storedFiles(t)).not.toContain(`${key}.meta`);
    expect((await fetchFile(t, asset.url)).status).toBe(404);
    expect((await list('image', first, tokens.EDITOR)).body.data.map((a: { id: string }) => a.id)).not.toContain(
      asset.id,
    );
    const again = await remove('image', first, asset.id, tokens.EDITOR);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('NOT_FOUND');
  });

  it('delete is scoped: another campaign’s asset, the wrong category, unknown ids are 404 and keep the file', async () => {
    const created = await upload(t, tokens.EDITOR, { category: 'image', campaignId: second }, await png('kept.png'));
    const asset = created.body.data;
    expect((await remove('image', first, asset.id, tokens.EDITOR)).status).toBe(404);
    expect((await remove('icon', second, asset.id, tokens.EDITOR)).status).toBe(404);
    expect((await remove('image', second, UNKNOWN, tokens.EDITOR)).status).toBe(404);
    expect((await remove('image', UNKNOWN, asset.id, tokens.EDITOR)).body.code).toBe('CAMPAIGN_NOT_FOUND');
    expect((await remove('video', second, asset.id, tokens.EDITOR)).status).toBe(400);
    expect((await remove('image', second, 'nope', tokens.EDITOR)).status).toBe(400);
    expect((await fetchFile(t, asset.url)).status).toBe(200);
    // A company library asset can be deleted from any campaign of the company.
    const shared = await upload(t, tokens.EDITOR, { category: 'image', campaignId: second }, await png('lib.png'), {
      scope: 'company',
    });
    expect((await remove('image', first, shared.body.data.id, tokens.EDITOR)).status).toBe(204);
  });

  it('an unknown campaign, or an unknown category when listing: 404 and 400', async () => {
    const unknown = await upload(t, tokens.EDITOR, { category: 'image', campaignId: UNKNOWN }, await png('x.png'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'CAMPAIGN_NOT_FOUND', detail: 'Campaign not found' });
    expect((await list('image', UNKNOWN, tokens.EDITOR)).body.code).toBe('CAMPAIGN_NOT_FOUND');
    const badCategory = await list('images', first, tokens.EDITOR);
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.code).toBe('VALIDATION_FAILED');
  });

  describe('another company', () => {
    it('cannot upload to, list or delete in this company’s campaigns, and nothing is stored', async () => {
      const filesBefore = storedFiles(t).length;
      const rowsBefore = await assetRowsOf(t, t.seed.companyId);
      const target = { category: 'image', campaignId: first };
      const uploaded = await upload(t, other.token, target, await png('intruder.png'));
      expect(uploaded.status).toBe(404);
      expect(uploaded.body.code).toBe('CAMPAIGN_NOT_FOUND');
      const uploadedToLibrary = await upload(t, other.token, target, await png('intruder.png'), { scope: 'company' });
      expect(uploadedToLibrary.status).toBe(404);
      expect(storedFiles(t)).toHaveLength(filesBefore);
      expect(await assetRowsOf(t, other.companyId)).toEqual([]);

      const listed = await list('image', first, other.token);
      expect(listed.status).toBe(404);
      expect(JSON.stringify(listed.body)).not.toContain('.png');
      for (const asset of rowsBefore) {
        // Through its own campaign too: the asset id alone never reaches another company's row.
        expect((await remove(asset.category, first, asset.id, other.token)).status).toBe(404);
        expect((await remove(asset.category, other.campaignId, asset.id, other.token)).status).toBe(404);
      }
      expect(await assetRowsOf(t, t.seed.companyId)).toEqual(rowsBefore);
    });

    it('its own library does not show this company’s shared assets', async () => {
      const own = await upload(t, other.token, { category: 'image', campaignId: other.campaignId }, await png('o.png'));
      expect(own.status).toBe(201);
      const listed = await list('image', other.campaignId, other.token);
      expect(listed.body.data.map((a: { fileName: string }) => a.fileName)).toEqual(['o.png']);
    });

    it('a super admin acts on it only through companyViewId', async () => {
      const url = `${ASSETS}/image/all/${other.campaignId}`;
      expect((await api.get(url, tokens.SUPER_ADMIN)).status).toBe(404);
      const viewed = await api.get(`${url}?companyViewId=${other.companyId}`, tokens.SUPER_ADMIN);
      expect(viewed.status).toBe(200);
      expect(viewed.body.data).toHaveLength(1);
    });
  });
});
