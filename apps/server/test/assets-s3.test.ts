import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../src/lib/file-storage/file-storage.ts';
import { createS3FileStorage } from '../src/lib/file-storage/s3-file-storage.ts';
import { parseS3Url } from '../src/lib/file-storage/s3-url.ts';
import { ASSETS, addCampaign, assetRowsOf, fetchFile, pngOf, storedFiles, upload } from './assets-fixture.ts';
import { demoTokens } from './companies-fixture.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const BUCKET = 'gc-assets';
/** s3rver checks AWS signatures against these credentials. */
const KEYS = 'S3RVER:S3RVER';

/** A real S3-compatible server (s3rver) on a free port, for the S3 storage and the app on top of it. */
let server: S3rver;
let directory: string;
let host: string;
const storageUrl = (prefix: string, keys = KEYS) =>
  `s3://${keys}@${host}/${BUCKET}/${prefix}?region=us-east-1&forcePathStyle=true&tls=false`;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'gc-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  host = `127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

/** Reads an object straight from the bucket, around the storage under test. */
async function objectInBucket(key: string): Promise<string | null> {
  const client = new S3Client({
    endpoint: `http://${host}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return object.Body ? await object.Body.transformToString('latin1') : null;
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  } finally {
    client.destroy();
  }
}

describe('S3 file storage against s3rver', () => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = createS3FileStorage(parseS3Url(storageUrl('unit')));
  });
  afterAll(() => storage.close());

  it('put, get and delete an object under the prefix', async () => {
    const key = '0123456789abcdef0123456789abcdef.txt';
    await storage.put(key, Buffer.from('hello from the storage'), 'text/plain');
    expect(await objectInBucket(`unit/${key}`)).toBe('hello from the storage');

    const file = await storage.get(key);
    if (!file) throw new Error('expected the stored object');
    expect(file.contentType).toBe('text/plain');
    expect(file.size).toBe(22);
    expect(await text(file.body)).toBe('hello from the storage');

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await objectInBucket(`unit/${key}`)).toBeNull();
    // Deleting what is not there is not an error.
    await storage.delete(key);
  });

  it('an unknown key is null; a malformed key never reaches the bucket', async () => {
    expect(await storage.get('ffffffffffffffffffffffffffffffff.png')).toBeNull();
    await expect(storage.get('../escape.png')).rejects.toThrow(/invalid storage key/);
    await expect(storage.put('a/b.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid storage key/);
  });

  it('an unknown access key fails loudly rather than silently storing nothing', async () => {
    const wrong = createS3FileStorage(parseS3Url(storageUrl('unit', 'NOBODY:not-the-secret')));
    try {
      await expect(wrong.put('0123456789abcdef0123456789abcdef.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    } finally {
      await wrong.close();
    }
  });
});

describe.each(DIALECTS)('uploads with STORAGE_URL on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let campaignId: string;
  const prefix = `app-${kind}`;

  beforeAll(async () => {
    t = await createTestApp(kind, { STORAGE_URL: storageUrl(prefix) });
    ({ EDITOR: token } = await demoTokens(t, ['EDITOR'] as const));
    campaignId = await addCampaign(t, t.seed.companyId);
  });
  afterAll(() => t.close());

  it('stores the file in the bucket, serves it from /files and deletes it', async () => {
    const created = await upload(
      t,
      token,
      { category: 'image', campaignId },
      { fileName: 'a.png', bytes: await pngOf(30, 20) },
    );
    expect(created.status).toBe(201);
    const asset = created.body.data;
    const key = asset.url.replace('/files/', '');
    expect(await objectInBucket(`${prefix}/${key}`)).not.toBeNull();
    expect(storedFiles(t)).toEqual([]);

    const file = await fetchFile(t, asset.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(file.bytes).metadata()).toMatchObject({ format: 'png', width: 30, height: 20 });
    expect((await fetchFile(t, '/files/ffffffffffffffffffffffffffffffff.png')).status).toBe(404);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${ASSETS}/image/${campaignId}/${asset.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await objectInBucket(`${prefix}/${key}`)).toBeNull();
    expect((await fetchFile(t, asset.url)).status).toBe(404);
  });
});

describe('an unreachable or refusing S3 store', () => {
  it('answers 503 with a sentence and leaves no row', async () => {
    const t = await createTestApp('pglite', { STORAGE_URL: storageUrl('refused', 'NOBODY:not-the-secret') });
    try {
      const { EDITOR: token } = await demoTokens(t, ['EDITOR'] as const);
      const campaignId = await addCampaign(t, t.seed.companyId);
      const response = await upload(
        t,
        token,
        { category: 'image', campaignId },
        { fileName: 'a.png', bytes: await pngOf(4, 4) },
      );
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', detail: expect.stringMatching(/storage/) });
      expect(await assetRowsOf(t, t.seed.companyId)).toEqual([]);
      expect((await fetchFile(t, '/files/ffffffffffffffffffffffffffffffff.png')).status).toBe(503);
    } finally {
      await t.close();
    }
  });
});
