import { FILE_TOO_LARGE_TEXT } from '@gc/contracts/assets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prizePools } from '../src/db/schema/index.ts';
import { apiClient } from './api-client.ts';
import {
  ASSETS,
  addCampaign,
  assetRowsOf,
  EXE,
  type FormFields,
  fetchFile,
  giantPngHeader,
  multipartBody,
  pngOf,
  SVG,
  storedFiles,
  upload,
} from './assets-fixture.ts';
import { addCompany, demoTokens, logIn } from './companies-fixture.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const COMPANY_IMAGES = '/api/v1/assets/company-images';
const PICTURE_EXTENSIONS_TEXT =
  'Unsupported file extension. Please upload file with one of the following extensions .png, .jpeg, .jpg, .jfif, .gif, .webp, .svg';
const PDF = Buffer.from(
  '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n',
);

type Tokens = Record<'EDITOR' | 'SUPER_ADMIN' | 'CREATOR' | 'VIEWER' | 'USER', string>;
type Listed = { id: string; fileName: string };

/**
 * The company image library the prize editor uses: reachable without any campaign (the demo company
 * has none), with the checks of every upload, for the roles that manage prizes, one company at a time.
 */
describe.each(DIALECTS)('company image library on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tokens: Tokens;
  let other: { companyId: string; token: string };

  async function post(token: string, fields: FormFields, query = '') {
    const { body, contentType } = await multipartBody(fields);
    return api.request('POST', `${COMPANY_IMAGES}${query}`, {
      token,
      headers: { 'content-type': contentType },
      body,
    });
  }
  const uploadPng = async (token: string, fileName: string, query = '') =>
    post(token, { file: { fileName, bytes: await pngOf(16, 12), contentType: 'image/png' } }, query);
  const list = (token: string, query = '') => api.get(`${COMPANY_IMAGES}${query}`, token);
  const remove = (token: string, assetId: string, query = '') =>
    api.request('DELETE', `${COMPANY_IMAGES}/${assetId}${query}`, { token });
  const namesIn = (response: { body: { data: Listed[] } }) => response.body.data.map((asset) => asset.fileName);

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = apiClient(t.app);
    tokens = await demoTokens(t, ['EDITOR', 'SUPER_ADMIN', 'CREATOR', 'VIEWER', 'USER'] as const);
    const company = await addCompany(t, {
      name: 'Other Company',
      users: [{ email: 'editor@other.test', roles: ['EDITOR'] }],
    });
    other = { companyId: company.id, token: (await logIn(t, 'editor@other.test')).accessToken };
  });
  afterAll(() => t.close());

  /** Every refusal must leave neither a row nor a file behind. */
  async function expectNothingStored() {
    expect(await assetRowsOf(t, t.seed.companyId)).toEqual([]);
    expect(storedFiles(t)).toEqual([]);
  }

  describe('refusals (run first, on an empty library)', () => {
    it('an empty library is an empty list, not an error', async () => {
      const listed = await list(tokens.EDITOR);
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual({ data: [] });
    });

    it('a ".png" that is really text or an executable, or a name the images do not take: 415', async () => {
      for (const bytes of [Buffer.from('just some text, not an image'), EXE]) {
        const response = await post(tokens.EDITOR, {
          file: { fileName: 'prize.png', bytes, contentType: 'image/png' },
        });
        expect(response.status).toBe(415);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.body).toMatchObject({
          code: 'UNSUPPORTED_FILE_TYPE',
          detail: PICTURE_EXTENSIONS_TEXT,
          violations: [{ field: 'file', message: PICTURE_EXTENSIONS_TEXT }],
        });
      }
      const asText = await post(tokens.EDITOR, { file: { fileName: 'prize.txt', bytes: await pngOf(4, 4) } });
      expect(asText.status).toBe(415);
      await expectNothingStored();
    });

    it('a PDF, which campaign images take, is no prize picture: 415 listing the picture types', async () => {
      for (const fileName of ['prize.pdf', 'prize.png']) {
        const response = await post(tokens.EDITOR, { file: { fileName, bytes: PDF, contentType: 'application/pdf' } });
        expect(response.status).toBe(415);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.body).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE', detail: PICTURE_EXTENSIONS_TEXT });
      }
      await expectNothingStored();

      // The campaign upload keeps its rules: the same PDF is a campaign image there.
      const campaignId = await addCampaign(t, t.seed.companyId, 'PDF campaign');
      const inCampaign = await upload(
        t,
        tokens.EDITOR,
        { category: 'image', campaignId },
        { fileName: 'flyer.pdf', bytes: PDF, contentType: 'application/pdf' },
      );
      expect(inCampaign.status).toBe(201);
      expect(inCampaign.body.data.contentType).toBe('application/pdf');
      expect(
        (
          await api.request('DELETE', `${ASSETS}/image/${campaignId}/${inCampaign.body.data.id}`, {
            token: tokens.EDITOR,
          })
        ).status,
      ).toBe(204);
      await expectNothingStored();
    });

    it('a file over 5 MB: 413 FILE_TOO_LARGE with the §8 text', async () => {
      const bytes = Buffer.concat([await pngOf(10, 10), Buffer.alloc(6 * 1024 * 1024)]);
      const response = await post(tokens.EDITOR, { file: { fileName: 'big.png', bytes } });
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ code: 'FILE_TOO_LARGE', detail: FILE_TOO_LARGE_TEXT });
      await expectNothingStored();
    });

    it('an image of 20,000 × 20,000 pixels: 413 IMAGE_TOO_LARGE from its header', async () => {
      const response = await post(tokens.EDITOR, {
        file: { fileName: 'bomb.png', bytes: giantPngHeader(20_000, 20_000) },
      });
      expect(response.status).toBe(413);
      expect(response.body.code).toBe('IMAGE_TOO_LARGE');
      expect(response.body.detail).toMatch(/20000 × 20000 pixels.*scale it down/);
      await expectNothingStored();
    });

    it('no file, an empty file, a JSON body: 400 and 415 with a sentence', async () => {
      const noFile = await post(tokens.EDITOR, { scope: 'company' });
      expect(noFile.status).toBe(400);
      expect(noFile.body.violations).toEqual([{ field: 'file', message: expect.stringMatching(/Choose a file/) }]);
      const empty = await post(tokens.EDITOR, { file: { fileName: 'empty.png', bytes: Buffer.alloc(0) } });
      expect(empty.status).toBe(400);
      expect(empty.body.detail).toBe('The file is empty.');
      const json = await api.post(COMPANY_IMAGES, { fileName: 'x.png' }, tokens.EDITOR);
      expect(json.status).toBe(415);
      expect(json.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      await expectNothingStored();
    });

    it('roles that do not manage prizes may neither list nor upload', async () => {
      for (const token of [tokens.CREATOR, tokens.VIEWER, tokens.USER]) {
        expect((await uploadPng(token, 'nope.png')).body.code).toBe('FORBIDDEN');
        expect((await list(token)).status).toBe(403);
      }
      expect((await api.get(COMPANY_IMAGES)).status).toBe(401);
      await expectNothingStored();
    });

    it('deleting an image that is not there, or with an id that is no id: 404 and 400', async () => {
      const missing = await remove(tokens.EDITOR, '00000000-0000-4000-8000-000000000000');
      expect(missing.status).toBe(404);
      expect(missing.headers['content-type']).toContain('application/problem+json');
      expect(missing.body).toMatchObject({ code: 'NOT_FOUND', detail: 'Asset not found' });
      expect((await remove(tokens.EDITOR, 'not-an-id')).status).toBe(400);
    });
  });

  it('a company without any campaign uploads an image and finds it in its list, newest first', async () => {
    const first = await uploadPng(tokens.EDITOR, 'trophy.png');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      category: 'image',
      scope: 'company',
      campaignId: null,
      fileName: 'trophy.png',
      contentType: 'image/png',
      width: 16,
      height: 12,
    });
    const second = await post(tokens.SUPER_ADMIN, { file: { fileName: 'medal.svg', bytes: SVG } });
    expect(second.status).toBe(201);

    const listed = await list(tokens.EDITOR);
    expect(listed.status).toBe(200);
    expect(namesIn(listed)).toEqual(['medal.svg', 'trophy.png']);
    expect(JSON.stringify(listed.body)).not.toContain(t.seed.companyId);
    const [row] = (await assetRowsOf(t, t.seed.companyId)).filter((asset) => asset.id === first.body.data.id);
    expect(row).toMatchObject({ companyId: t.seed.companyId, campaignId: null });

    const file = await fetchFile(t, first.body.data.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('is the same library the campaign pickers share, without campaign-only images or other kinds', async () => {
    const campaignId = await addCampaign(t, t.seed.companyId, 'Later campaign');
    const own = await upload(
      t,
      tokens.EDITOR,
      { category: 'image', campaignId },
      { fileName: 'own.png', bytes: await pngOf(8, 8) },
    );
    const shared = await upload(
      t,
      tokens.EDITOR,
      { category: 'image', campaignId },
      { fileName: 'shared.png', bytes: await pngOf(8, 8) },
      { scope: 'company' },
    );
    const icon = await upload(
      t,
      tokens.EDITOR,
      { category: 'icon', campaignId },
      { fileName: 'icon.png', bytes: await pngOf(8, 8) },
      { scope: 'company' },
    );
    for (const response of [own, shared, icon]) expect(response.status).toBe(201);

    expect(namesIn(await list(tokens.EDITOR))).toEqual(['shared.png', 'medal.svg', 'trophy.png']);
    const picker = await api.get(`${ASSETS}/image/all/${campaignId}`, tokens.EDITOR);
    expect(picker.body.data.map((asset: Listed) => asset.fileName)).toEqual(
      expect.arrayContaining(['own.png', 'shared.png', 'medal.svg', 'trophy.png']),
    );
  });

  it('a "scope" field cannot put the image into a campaign', async () => {
    const response = await post(tokens.EDITOR, {
      scope: 'campaign',
      file: { fileName: 'scoped.png', bytes: await pngOf(6, 6) },
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ scope: 'company', campaignId: null });
  });

  describe('deleting an image', () => {
    it('an editor deletes an image: gone from the list, its file no longer served', async () => {
      const uploaded = await uploadPng(tokens.EDITOR, 'to-delete.png');
      expect(uploaded.status).toBe(201);
      const { id, url } = uploaded.body.data;
      expect((await fetchFile(t, url)).status).toBe(200);

      const removed = await remove(tokens.EDITOR, id);
      expect(removed.status).toBe(204);
      expect(namesIn(await list(tokens.EDITOR))).not.toContain('to-delete.png');
      expect((await assetRowsOf(t, t.seed.companyId)).map((row) => row.id)).not.toContain(id);
      expect((await fetchFile(t, url)).status).toBe(404);
      expect((await remove(tokens.EDITOR, id)).status).toBe(404);
    });

    it('roles that do not manage prizes may not delete; the image stays', async () => {
      const { id } = (await uploadPng(tokens.SUPER_ADMIN, 'kept.png')).body.data;
      for (const token of [tokens.CREATOR, tokens.VIEWER, tokens.USER]) {
        expect((await remove(token, id)).body.code).toBe('FORBIDDEN');
      }
      expect((await api.request('DELETE', `${COMPANY_IMAGES}/${id}`)).status).toBe(401);
      expect(namesIn(await list(tokens.EDITOR))).toContain('kept.png');
    });

    it("a campaign's own image is not the library's: 404, and it stays in its campaign", async () => {
      const campaignId = await addCampaign(t, t.seed.companyId, 'Own images');
      const own = await upload(
        t,
        tokens.EDITOR,
        { category: 'image', campaignId },
        { fileName: 'campaign-own.png', bytes: await pngOf(8, 8) },
      );
      const icon = await upload(
        t,
        tokens.EDITOR,
        { category: 'icon', campaignId },
        { fileName: 'library-icon.png', bytes: await pngOf(8, 8) },
        { scope: 'company' },
      );
      for (const asset of [own.body.data, icon.body.data]) {
        const refused = await remove(tokens.EDITOR, asset.id);
        expect(refused.status).toBe(404);
        expect(refused.headers['content-type']).toContain('application/problem+json');
        expect((await fetchFile(t, asset.url)).status).toBe(200);
      }
      const picker = await api.get(`${ASSETS}/image/all/${campaignId}`, tokens.EDITOR);
      expect(picker.body.data.map((asset: Listed) => asset.fileName)).toContain('campaign-own.png');
    });

    it('an image a prize shows: 409 naming the prize, and it stays until the prize lets go of it', async () => {
      const { id, url } = (await uploadPng(tokens.EDITOR, 'gift-card.png')).body.data;
      const [pool] = await t.ctx.db
        .insert(prizePools)
        .values({ companyId: t.seed.companyId, name: 'Gift card', imageUrl: url, isUnlimited: true })
        .returning({ id: prizePools.id });

      const refused = await remove(tokens.EDITOR, id);
      expect(refused.status).toBe(409);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.body).toMatchObject({ code: 'ASSET_IN_USE' });
      expect(refused.body.detail).toMatch(/in use by the prize "Gift card"/);
      expect(namesIn(await list(tokens.EDITOR))).toContain('gift-card.png');
      expect((await fetchFile(t, url)).status).toBe(200);

      // A full address of the same file counts too; a deleted prize no longer holds the image.
      await t.ctx.db
        .update(prizePools)
        .set({ imageUrl: `https://games.example.test${url}` })
        .where(eq(prizePools.id, pool.id));
      expect((await remove(tokens.EDITOR, id)).status).toBe(409);
      await t.ctx.db.update(prizePools).set({ deletedAt: new Date() }).where(eq(prizePools.id, pool.id));
      expect((await remove(tokens.EDITOR, id)).status).toBe(204);
      expect((await fetchFile(t, url)).status).toBe(404);
    });
  });

  describe('another company', () => {
    it('neither sees nor reaches these images; its uploads go to its own library', async () => {
      const rowsBefore = await assetRowsOf(t, t.seed.companyId);
      const listed = await list(other.token);
      expect(listed.body).toEqual({ data: [] });

      const own = await uploadPng(other.token, 'bravo.png');
      expect(own.status).toBe(201);
      expect(namesIn(await list(other.token))).toEqual(['bravo.png']);
      expect(namesIn(await list(tokens.EDITOR))).not.toContain('bravo.png');
      expect(await assetRowsOf(t, other.companyId)).toHaveLength(1);

      // Nor through a campaign of its own: an asset id alone never reaches another company's row.
      const otherCampaign = await addCampaign(t, other.companyId, 'Bravo campaign');
      const picker = await api.get(`${ASSETS}/image/all/${otherCampaign}`, other.token);
      expect(picker.body.data.map((asset: Listed) => asset.fileName)).toEqual(['bravo.png']);
      for (const asset of rowsBefore) {
        const removed = await api.request('DELETE', `${ASSETS}/${asset.category}/${otherCampaign}/${asset.id}`, {
          token: other.token,
        });
        expect(removed.status).toBe(404);
      }
      expect(await assetRowsOf(t, t.seed.companyId)).toEqual(rowsBefore);

      // Nor through the library's own delete: another company's image is not found, and stays.
      for (const asset of rowsBefore) {
        const removed = await remove(other.token, asset.id);
        expect(removed.status).toBe(404);
        expect(removed.body.code).toBe('NOT_FOUND');
      }
      expect(await assetRowsOf(t, t.seed.companyId)).toEqual(rowsBefore);
      const [kept] = rowsBefore.filter((asset) => asset.campaignId === null && asset.category === 'image');
      expect((await fetchFile(t, `/files/${kept.storageKey}`)).status).toBe(200);
    });

    it('asking for it through companyViewId is refused to its users, and allowed to a super admin', async () => {
      const query = `?companyViewId=${t.seed.companyId}`;
      expect((await list(other.token, query)).status).toBe(403);
      expect((await uploadPng(other.token, 'intruder.png', query)).status).toBe(403);
      const [aImage] = (await assetRowsOf(t, t.seed.companyId)).filter((row) => row.campaignId === null);
      expect((await remove(other.token, aImage.id, query)).status).toBe(403);

      const viewed = await list(tokens.SUPER_ADMIN, `?companyViewId=${other.companyId}`);
      expect(viewed.status).toBe(200);
      expect(namesIn(viewed)).toEqual(['bravo.png']);
      const placed = await uploadPng(tokens.SUPER_ADMIN, 'from-admin.png', `?companyViewId=${other.companyId}`);
      expect(placed.status).toBe(201);
      expect(namesIn(await list(other.token))).toEqual(['from-admin.png', 'bravo.png']);
      expect(namesIn(await list(tokens.SUPER_ADMIN))).not.toContain('from-admin.png');

      const removed = await remove(tokens.SUPER_ADMIN, placed.body.data.id, `?companyViewId=${other.companyId}`);
      expect(removed.status).toBe(204);
      expect(namesIn(await list(other.token))).toEqual(['bravo.png']);
    });
  });
});
