import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStaticBundle } from './static-bundle.ts';

describe('openStaticBundle', () => {
  let root: string;
  const script = 'console.log("hello");\n'.repeat(100);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'gc-static-bundle-'));
    mkdirSync(join(root, 'assets'));
    mkdirSync(join(root, '.vite'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(root, 'assets/app-AbCdEf12.js'), script);
    writeFileSync(join(root, 'assets/app-AbCdEf12.js.gz'), 'precompressed by the build');
    writeFileSync(join(root, '.vite/manifest.json'), '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('serves each built file with its type, caching and the compressed form the build left beside it', () => {
    const files = openStaticBundle(root);
    const asset = files.get('/assets/app-AbCdEf12.js');
    expect(asset?.body.toString()).toBe(script);
    expect(asset?.contentType).toBe('text/javascript; charset=utf-8');
    expect(asset?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(asset?.gzip?.toString()).toBe('precompressed by the build');
    expect(asset?.brotli?.length).toBeGreaterThan(0);
    expect(files.get('/index.html')?.cacheControl).toBe('no-cache');
    // The same file, not read again, on the next request.
    expect(files.get('/assets/app-AbCdEf12.js')).toBe(asset);
  });

  it('compresses a file the build left without compressed forms', () => {
    rmSync(join(root, 'assets/app-AbCdEf12.js.gz'));
    const asset = openStaticBundle(root).get('/assets/app-AbCdEf12.js');
    expect(gunzipSync(asset?.gzip as Buffer).toString()).toBe(script);
  });

  it('never serves compressed siblings, build metadata or paths outside the build', () => {
    const files = openStaticBundle(root);
    expect(files.get('/assets/app-AbCdEf12.js.gz')).toBeUndefined();
    expect(files.get('/.vite/manifest.json')).toBeUndefined();
    expect(files.get('/../index.html')).toBeUndefined();
    expect(files.get('/missing.js')).toBeUndefined();
  });

  it('serves nothing when the app has not been built', () => {
    expect(openStaticBundle(join(root, 'missing')).get('/index.html')).toBeUndefined();
  });
});
