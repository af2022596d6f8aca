import http from 'node:http';
import { FILE_TOO_LARGE_TEXT, MAX_UPLOAD_BYTES } from '@gc/contracts/assets';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSETS,
  addCampaign,
  animatedWebp,
  assetRowsOf,
  craftedGif,
  EXE,
  endlessUpload,
  fetchFile,
  giantPngHeader,
  gifOf,
  icoFile,
  icoWithImage,
  jpegOf,
  jpegWithExif,
  multipartBody,
  pngOf,
  SVG,
  storedFiles,
  TTF,
  upload,
  WOFF2,
} from './assets-fixture.ts';
import { demoTokens } from './companies-fixture.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const IMAGE_EXTENSIONS_TEXT =
  'Unsupported file extension. Please upload file with one of the following extensions .png, .jpeg, .jpg, .jfif, .gif, .webp, .svg, .pdf';

describe.each(DIALECTS)('asset uploads on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let campaignId: string;
  const image = () => ({ category: 'image', campaignId });

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ EDITOR: token } = await demoTokens(t, ['EDITOR'] as const));
    campaignId = await addCampaign(t, t.seed.companyId);
  });
  afterAll(() => t.close());

  /** Every refusal below must leave neither a row nor a file behind. */
  async function expectNothingStored() {
    expect(await assetRowsOf(t, t.seed.companyId)).toEqual([]);
    expect(storedFiles(t)).toEqual([]);
  }

  describe('refusals (run first, on an empty library)', () => {
    it('a ".png" that is really a text file or an executable: 415 with the §8 text', async () => {
      for (const bytes of [Buffer.from('just some text, not an image'), EXE]) {
        const response = await upload(t, token, image(), { fileName: 'photo.png', bytes, contentType: 'image/png' });
        expect(response.status).toBe(415);
        expect(response.body).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE', detail: IMAGE_EXTENSIONS_TEXT });
      }
      await expectNothingStored();
    });

    it('an extension the category does not take, whatever the content: 415', async () => {
      const asText = await upload(t, token, image(), { fileName: 'photo.txt', bytes: await pngOf(10, 10) });
      expect(asText.status).toBe(415);
      const noExtension = await upload(t, token, image(), { fileName: 'photo', bytes: await pngOf(10, 10) });
      expect(noExtension.status).toBe(415);
      // A PNG named like a font: the extension passes the font category, the content does not.
      const font = await upload(
        t,
        token,
        { category: 'font', campaignId },
        { fileName: 'a.ttf', bytes: await pngOf(8, 8) },
      );
      expect(font.status).toBe(415);
      expect(font.body.detail).toContain('.otf, .woff, .woff2, .ttf');
      // HTML dressed as an SVG is not an SVG.
      const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
      expect((await upload(t, token, image(), { fileName: 'x.svg', bytes: html })).status).toBe(415);
      await expectNothingStored();
    });

    it('a file over 5 MB: 413 FILE_TOO_LARGE with the §8 text', async () => {
      const bytes = Buffer.concat([await pngOf(10, 10), Buffer.alloc(6 * 1024 * 1024)]);
      const response = await upload(t, token, image(), { fileName: 'big.png', bytes });
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ code: 'FILE_TOO_LARGE', detail: FILE_TOO_LARGE_TEXT });
      await expectNothingStored();
    });

    it('just over 5 MB inside a body small enough to be read: cut off at the limit', async () => {
      const { body, contentType } = await multipartBody({
        file: { fileName: 'edge.png', bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1) },
      });
      const response = await t.app.inject({
        method: 'POST',
        url: `${ASSETS}/image/${campaignId}/`,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload: body,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe('FILE_TOO_LARGE');
      await expectNothingStored();
    });

    it('a streamed body with no length stops being read once the file passes 5 MB', async () => {
      const upload = endlessUpload(40 * 1024 * 1024);
      const response = await t.app.inject({
        method: 'POST',
        url: `${ASSETS}/image/${campaignId}/`,
        headers: { authorization: `Bearer ${token}`, 'content-type': upload.contentType },
        payload: upload.stream,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe('FILE_TOO_LARGE');
      // The server pulled about the limit (plus stream buffers), not the 40 MB on offer.
      expect(upload.counter.pulled).toBeLessThan(MAX_UPLOAD_BYTES + 2 * 1024 * 1024);
      upload.stream.destroy();
      await expectNothingStored();
    });

    /** Streams an endless upload over a real socket until the server answers and closes the connection. */
    async function streamOverHttp(address: string, targetCampaignId: string) {
      const { contentType } = endlessUpload(0);
      const boundary = contentType.split('boundary=')[1];
      return new Promise<{ status: number; connection: unknown; written: number }>((resolve, reject) => {
        let written = 0;
        let answer: { status: number; connection: unknown } | undefined;
        const request = http.request(`${address}${ASSETS}/image/${targetCampaignId}/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        });
        request.on('response', (response) => {
          answer = { status: response.statusCode ?? 0, connection: response.headers.connection };
          response.resume();
        });
        // The server closing the socket is what ends this request: it never sends its last byte.
        request.on('close', () => (answer ? resolve({ ...answer, written }) : reject(new Error('closed unanswered'))));
        request.on('error', () => {});
        request.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n\r\n`);
        const chunk = Buffer.alloc(64 * 1024, 3);
        const pump = () => {
          while (!request.destroyed && written < 64 * 1024 * 1024) {
            written += chunk.length;
            if (!request.write(chunk)) return void request.once('drain', pump);
          }
        };
        pump();
      });
    }

    it('over a real connection, a refused upload is answered early and the connection closed', async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const tooLarge = await streamOverHttp(address, campaignId);
      expect(tooLarge).toMatchObject({ status: 413, connection: 'close' });
      expect(tooLarge.written).toBeLessThan(64 * 1024 * 1024);
      // Refused before the body is read at all: the rest of it is not drained either.
      const unknownCampaign = await streamOverHttp(address, '00000000-0000-4000-8000-000000000000');
      expect(unknownCampaign).toMatchObject({ status: 404, connection: 'close' });
      await expectNothingStored();
    });

    it('a 20,000 × 20,000 image is refused from its header with a clear message', async () => {
      const bytes = giantPngHeader(20_000, 20_000);
      const before = process.memoryUsage().rss;
      const response = await upload(t, token, image(), { fileName: 'bomb.png', bytes });
      expect(response.status).toBe(413);
      expect(response.body.code).toBe('IMAGE_TOO_LARGE');
      expect(response.body.detail).toMatch(/20000 × 20000 pixels.*scale it down/);
      // Decoding would have taken 1.2 GB; refusing takes next to nothing.
      expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
      await expectNothingStored();
    });

    it.each([
      [
        'a later frame declares 65535 × 65535',
        { width: 4, height: 4 },
        [
          { width: 4, height: 4 },
          { width: 65535, height: 65535 },
        ],
        '65535 × 65535',
      ],
      [
        'the logical screen is 65535 × 65535 around a 4 × 4 frame',
        { width: 65535, height: 65535 },
        [{ width: 4, height: 4 }],
        '65535 × 65535',
      ],
      [
        'a small frame is placed 60000 pixels in on both axes',
        { width: 4, height: 4 },
        [
          { width: 4, height: 4 },
          { left: 60000, top: 60000, width: 8, height: 8 },
        ],
        '60008 × 60008',
      ],
    ])('a GIF where %s is refused from its blocks (IMAGE_TOO_LARGE)', async (_case, screen, frames, size) => {
      const response = await upload(t, token, image(), { fileName: 'bomb.gif', bytes: craftedGif(screen, frames) });
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ code: 'IMAGE_TOO_LARGE', violations: [{ field: 'file' }] });
      expect(response.body.detail).toContain(`${size} pixels`);
      await expectNothingStored();
    });

    it.each(['png', 'bmp'] as const)('an icon whose %s image declares 20000 × 20000 is refused', async (kind) => {
      const icon = { category: 'icon', campaignId };
      const response = await upload(t, token, icon, {
        fileName: 'bomb.ico',
        bytes: icoWithImage(kind, 20_000, 20_000),
      });
      expect(response.status).toBe(413);
      expect(response.body.code).toBe('IMAGE_TOO_LARGE');
      expect(response.body.detail).toContain('20000 × 20000 pixels');
      await expectNothingStored();
    });

    it('an animated WebP whose frames together pass the limit is refused, naming its frames', async () => {
      // Each 7000 × 7000 frame alone fits; the three decoded together (147 megapixels) do not.
      const bytes = await animatedWebp(7000, 7000, 3);
      const response = await upload(t, token, image(), { fileName: 'bomb.webp', bytes });
      expect(response.status).toBe(413);
      expect(response.body.code).toBe('IMAGE_TOO_LARGE');
      expect(response.body.detail).toContain('3 frames of 7000 × 7000 pixels');
      await expectNothingStored();
    });

    it('a damaged image is a 400 with a sentence, not a 500', async () => {
      const png = await pngOf(50, 50);
      const response = await upload(t, token, image(), { fileName: 'cut.png', bytes: png.subarray(0, 60) });
      expect(response.status).toBe(400);
      expect(response.body.detail).toMatch(/cannot be read/);
      await expectNothingStored();
    });

    it('malformed forms: no file, an empty file, a wrong field, two files, a bad scope, not multipart', async () => {
      const post = async (payload: Buffer | string, contentType: string) =>
        t.app.inject({
          method: 'POST',
          url: `${ASSETS}/image/${campaignId}/`,
          headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
          payload,
        });
      const noFile = await multipartBody({ scope: 'campaign' });
      expect((await post(noFile.body, noFile.contentType)).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      const png = await pngOf(4, 4);
      const empty = await upload(t, token, image(), { fileName: 'empty.png', bytes: Buffer.alloc(0) });
      expect(empty.status).toBe(400);
      const wrongField = await multipartBody({ picture: { fileName: 'a.png', bytes: png } });
      expect((await post(wrongField.body, wrongField.contentType)).statusCode).toBe(400);
      const form = new FormData();
      form.append('file', new Blob([png]), 'a.png');
      form.append('file', new Blob([png]), 'b.png');
      const two = new Response(form);
      const twoFiles = await post(Buffer.from(await two.arrayBuffer()), two.headers.get('content-type') ?? '');
      expect(twoFiles.statusCode).toBe(400);
      expect(twoFiles.json().detail).toBe('Send one file per upload.');
      const badScope = await upload(t, token, image(), { fileName: 'a.png', bytes: png }, { scope: 'everyone' });
      expect(badScope.status).toBe(400);
      expect(badScope.body.violations[0].field).toBe('scope');
      const json = await post(JSON.stringify({ file: 'a.png' }), 'application/json');
      expect(json.statusCode).toBe(415);
      expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
      const broken = await post(
        '--nope\r\nContent-Disposition: form-data; name="file"',
        'multipart/form-data; boundary=nope',
      );
      expect(broken.statusCode).toBe(400);
      await expectNothingStored();
    });

    it('an unknown category or a malformed campaign id: 400 VALIDATION_FAILED', async () => {
      const png = { fileName: 'a.png', bytes: await pngOf(4, 4) };
      const unknown = await upload(t, token, { category: 'video', campaignId }, png);
      expect(unknown.status).toBe(400);
      expect(unknown.body.code).toBe('VALIDATION_FAILED');
      expect((await upload(t, token, { category: 'image', campaignId: 'nope' }, png)).status).toBe(400);
      await expectNothingStored();
    });
  });

  describe('accepted files', () => {
    it('a PNG: 201 with the Asset, served from /files without a token, with caching and nosniff', async () => {
      const bytes = await pngOf(300, 200);
      const response = await upload(t, token, image(), { fileName: 'Logo Final.png', bytes });
      expect(response.status).toBe(201);
      const asset = response.body.data;
      expect(asset).toMatchObject({
        category: 'image',
        scope: 'campaign',
        campaignId,
        fileName: 'Logo Final.png',
        contentType: 'image/png',
        width: 300,
        height: 200,
      });
      expect(asset.url).toMatch(/^\/files\/[0-9a-f]{32}\.png$/);
      const file = await fetchFile(t, asset.url);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(file.headers['content-length'])).toBe(asset.size);
      expect(file.bytes.length).toBe(asset.size);
      expect(await sharp(file.bytes).metadata()).toMatchObject({ format: 'png', width: 300, height: 200 });
      // A conditional request for an immutable file is answered without the body.
      const again = await fetchFile(t, asset.url, { 'if-none-match': String(file.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
    });

    it('a 3000 × 2000 JPEG comes back 2500 wide', async () => {
      const response = await upload(t, token, image(), { fileName: 'wide.jpg', bytes: await jpegOf(3000, 2000) });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({ contentType: 'image/jpeg', width: 2500, height: 1667 });
      const file = await fetchFile(t, response.body.data.url);
      expect(await sharp(file.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 2500, height: 1667 });
    });

    it('EXIF and GPS are stripped, and the photo is turned upright first', async () => {
      const original = await jpegWithExif(60, 40);
      expect(original.includes('SecretCopyrightMarker')).toBe(true);
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const response = await upload(t, token, image(), { fileName: 'holiday.jpeg', bytes: original });
      expect(response.status).toBe(201);
      // Orientation 6 is a quarter turn: 60 × 40 as stored is 40 × 60 as seen.
      expect(response.body.data).toMatchObject({ width: 40, height: 60 });
      const file = await fetchFile(t, response.body.data.url);
      const metadata = await sharp(file.bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(file.bytes.includes('SecretCopyrightMarker')).toBe(false);
      expect(file.bytes.includes('SecretArtistMarker')).toBe(false);
    });

    it('a mislabelled JPEG named .png is stored and served as what it is', async () => {
      const response = await upload(t, token, image(), { fileName: 'really-a-jpeg.png', bytes: await jpegOf(20, 20) });
      expect(response.status).toBe(201);
      expect(response.body.data.contentType).toBe('image/jpeg');
      expect(response.body.data.url).toMatch(/\.jpg$/);
    });

    it('a GIF is stored untouched', async () => {
      const gif = await gifOf(30, 20);
      const response = await upload(t, token, image(), { fileName: 'anim.gif', bytes: gif });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({ contentType: 'image/gif', width: 30, height: 20, size: gif.length });
      expect(Buffer.compare((await fetchFile(t, response.body.data.url)).bytes, gif)).toBe(0);
    });

    it('an animated GIF whose screen and frames all fit is stored untouched', async () => {
      const gif = craftedGif({ width: 120, height: 80 }, [
        { width: 120, height: 80 },
        { left: 100, top: 60, width: 20, height: 20 },
      ]);
      const response = await upload(t, token, image(), { fileName: 'blink.gif', bytes: gif });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({ contentType: 'image/gif', width: 120, height: 80, size: gif.length });
      const icon = { category: 'icon', campaignId };
      const ico = await upload(t, token, icon, { fileName: 'app.ico', bytes: icoWithImage('png', 32, 32) });
      expect(ico.status).toBe(201);
      expect(ico.body.data).toMatchObject({ width: 32, height: 32 });
    });

    it('an SVG is served under a policy that lets it show but never run script', async () => {
      const response = await upload(t, token, image(), { fileName: 'shape.svg', bytes: SVG });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({ contentType: 'image/svg+xml', width: 120, height: 80 });
      const file = await fetchFile(t, response.body.data.url);
      expect(file.headers['content-type']).toBe('image/svg+xml');
      expect(file.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(file.body).toBe(SVG.toString());
    });

    it('fonts (ttf, woff2) and icons are stored as sent', async () => {
      const font = { category: 'font', campaignId };
      const ttf = await upload(t, token, font, { fileName: 'Brand.ttf', bytes: TTF });
      expect(ttf.status).toBe(201);
      expect(ttf.body.data).toMatchObject({ contentType: 'font/ttf', width: null, height: null, size: TTF.length });
      // A TrueType font named .otf (common) is served as the TrueType font it is.
      const named = await upload(t, token, font, { fileName: 'Brand.otf', bytes: TTF });
      expect(named.body.data.contentType).toBe('font/ttf');
      const woff2 = await upload(t, token, font, { fileName: 'Brand.woff2', bytes: WOFF2 });
      expect(woff2.body.data.contentType).toBe('font/woff2');
      const file = await fetchFile(t, woff2.body.data.url);
      expect(file.headers['content-type']).toBe('font/woff2');
      expect(Buffer.compare(file.bytes, WOFF2)).toBe(0);

      const ico = await upload(
        t,
        token,
        { category: 'icon', campaignId },
        { fileName: 'favicon.ico', bytes: icoFile() },
      );
      expect(ico.status).toBe(201);
      expect(ico.body.data).toMatchObject({ contentType: 'image/x-icon', width: 256, height: 256 });
    });
  });

  describe('GET /files/{key}', () => {
    it('unknown and malformed keys are 404 problems; nothing outside the storage is reachable', async () => {
      for (const url of [
        '/files/0123456789abcdef0123456789abcdef.png',
        '/files/..%2F..%2Fpackage.json',
        '/files/..%2Fdb',
        '/files/%2Fetc%2Fpasswd',
        '/files/abc.png.meta',
        `/files/${'a'.repeat(40)}`,
        '/files/.tmp-0011223344556677',
      ]) {
        const file = await fetchFile(t, url);
        expect(file.status, url).toBe(404);
        expect(file.headers['content-type'], url).toContain('application/problem+json');
        expect(JSON.parse(file.body).code, url).toBe('NOT_FOUND');
        expect(file.headers['cache-control'], url).toBeUndefined();
      }
    });

    it('the side file that holds a content type is not served under any spelling', async () => {
      const response = await upload(t, token, image(), { fileName: 'a.png', bytes: await pngOf(5, 5) });
      const key = String(response.body.data.url).replace('/files/', '');
      expect(storedFiles(t)).toContain(`${key}.meta`);
      expect((await fetchFile(t, `/files/${key}.meta`)).status).toBe(404);
      expect((await fetchFile(t, `/files/${key}%2E%6Deta`)).status).toBe(404);
    });
  });
});
