import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { AssetCategory } from '@gc/contracts/assets';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { assets, campaigns } from '../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

export const ASSETS = '/api/v1/campaign-data/assets';

export type FormFile = { fileName: string; bytes: Uint8Array; contentType?: string };
export type FormFields = Record<string, string | FormFile>;

/** A real multipart/form-data body, encoded by the platform's FormData (as a browser would send it). */
export async function multipartBody(fields: FormFields): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([value.bytes], { type: value.contentType ?? 'application/octet-stream' }),
        value.fileName,
      );
  }
  const response = new Response(form);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

/** POSTs an upload; `scope` goes before the file, as the builder sends it. */
export async function upload(
  t: TestApp,
  token: string,
  target: { category: AssetCategory | string; campaignId: string },
  file: FormFile,
  extra: Record<string, string> = {},
) {
  const { body, contentType } = await multipartBody({ ...extra, file });
  const response = await t.app.inject({
    method: 'POST',
    url: `${ASSETS}/${target.category}/${target.campaignId}/`,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: body,
  });
  const isJson = /json/.test(String(response.headers['content-type'] ?? ''));
  return { status: response.statusCode, body: isJson ? response.json() : response.body };
}

/** A campaign row of the company, written straight to the table (the asset suite does not test campaigns). */
export async function addCampaign(t: TestApp, companyId: string, name = `Campaign ${randomUUID()}`) {
  const [row] = await t.ctx.db
    .insert(campaigns)
    .values({ companyId, name, type: 'SPIN_THE_WHEEL', slug: randomUUID(), document: {} })
    .returning({ id: campaigns.id });
  return row.id;
}

/** Every file in the local storage folder (data and meta files): empty means nothing was stored. */
export function storedFiles(t: TestApp): string[] {
  try {
    return readdirSync(join(t.ctx.config.dataDir, 'files'));
  } catch {
    return [];
  }
}

export async function assetRowsOf(t: TestApp, companyId: string) {
  return t.ctx.db.select().from(assets).where(eq(assets.companyId, companyId));
}

/** GET /files/{key} as a player would: no token, raw bytes. */
export async function fetchFile(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, body: response.body };
}

// --- test files ------------------------------------------------------------------------------------

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

export const pngOf = (width: number, height: number) => solid(width, height).png().toBuffer();
export const jpegOf = (width: number, height: number) => solid(width, height).jpeg().toBuffer();
export const gifOf = (width: number, height: number) => solid(width, height).gif().toBuffer();

/** A JPEG carrying EXIF text and GPS position, rotated by its EXIF orientation (6: shown 90° clockwise). */
export const jpegWithExif = (width: number, height: number) =>
  solid(width, height)
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'SecretCopyrightMarker', Artist: 'SecretArtistMarker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '15/1 58/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

export const SVG = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80">' +
    '<rect width="120" height="80" fill="teal"/></svg>',
);

/** The first bytes of a TrueType font (sfnt version 1.0 and a table directory): what file-type checks. */
export const TTF = Buffer.concat([Buffer.from([0x00, 0x01, 0x00, 0x00, 0x00, 0x0a, 0x00, 0x80]), Buffer.alloc(400, 1)]);
export const WOFF2 = Buffer.concat([Buffer.from('wOF2'), Buffer.from([0x00, 0x01, 0x00, 0x00]), Buffer.alloc(400, 2)]);

/** An icon directory with a 48×48 and a 256×256 (stored as 0) entry. */
export function icoFile(): Buffer {
  const header = Buffer.from([0, 0, 1, 0, 2, 0]);
  const entry = (size: number) => Buffer.concat([Buffer.from([size, size, 0, 0, 1, 0, 32, 0]), Buffer.alloc(8)]);
  return Buffer.concat([header, entry(48), entry(0), Buffer.alloc(64)]);
}

const u16le = (value: number) => [value & 0xff, (value >> 8) & 0xff];

/** One GIF frame: where it sits on the screen and its size; its data is a single pixel, whatever the size. */
export type GifFrame = { left?: number; top?: number; width: number; height: number };

/**
 * A well-formed animated GIF written byte by byte: a logical screen of `screen` with a two-colour
 * table, a loop extension and `frames` (each behind a graphic control extension). Declaring a huge
 * screen or frame costs no bytes, which is what makes such a file a decompression bomb.
 */
export function craftedGif(screen: { width: number; height: number }, frames: GifFrame[]): Buffer {
  const frameBytes = frames.flatMap(({ left = 0, top = 0, width, height }) => [
    ...[0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00],
    ...[0x2c, ...u16le(left), ...u16le(top), ...u16le(width), ...u16le(height), 0x00],
    // LZW minimum code size 2, one sub-block of two bytes (clear, pixel 0, end), the terminator.
    ...[0x02, 0x02, 0x44, 0x01, 0x00],
  ]);
  return Buffer.from([
    ...Buffer.from('GIF89a'),
    ...u16le(screen.width),
    ...u16le(screen.height),
    ...[0x80, 0x00, 0x00],
    ...[0x00, 0x00, 0x00, 0xff, 0xff, 0xff],
    ...[0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0x00, 0x00, 0x00],
    ...frameBytes,
    0x3b,
  ]);
}

/**
 * An icon whose directory lists one 32 × 32 image, while the image itself (a PNG, or a BMP info
 * header) declares `width` × `height`: what a browser decodes by.
 */
export function icoWithImage(image: 'png' | 'bmp', width: number, height: number): Buffer {
  const header = Buffer.from([0, 0, 1, 0, 1, 0]);
  const entry = Buffer.alloc(16);
  entry[0] = 32;
  entry[1] = 32;
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  const data = image === 'png' ? giantPngHeader(width, height) : bmpInfoHeader(width, height);
  entry.writeUInt32LE(data.length, 8);
  entry.writeUInt32LE(header.length + entry.length, 12);
  return Buffer.concat([header, entry, data]);
}

/** A BITMAPINFOHEADER as icons hold it: the height counts the image and its transparency mask. */
function bmpInfoHeader(width: number, height: number): Buffer {
  const info = Buffer.alloc(40 + 64);
  info.writeUInt32LE(40, 0);
  info.writeInt32LE(width, 4);
  info.writeInt32LE(height * 2, 8);
  info.writeUInt16LE(1, 12);
  info.writeUInt16LE(32, 14);
  return info;
}

/**
 * An animated WebP of `frames` 8 × 8 frames whose canvas (the VP8X chunk) is then declared as
 * `width` × `height`: the frames still fit inside it, so the file stays valid and costs a few hundred bytes.
 */
export async function animatedWebp(width: number, height: number, frames: number): Promise<Buffer> {
  const colours = ['red', 'green', 'blue', 'orange', 'purple'];
  const images = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({ create: { width: 8, height: 8, channels: 3, background: colours[i % colours.length] } })
        .png()
        .toBuffer(),
    ),
  );
  const webp = await sharp(images, { join: { animated: true } })
    .webp({ loop: 0 })
    .toBuffer();
  if (webp.subarray(12, 16).toString('latin1') !== 'VP8X') throw new Error('expected an extended (animated) WebP');
  // Canvas width and height minus one, 24 bits little-endian each, after the VP8X flags.
  webp.writeUIntLE(width - 1, 24, 3);
  webp.writeUIntLE(height - 1, 27, 3);
  return webp;
}

/** A Windows executable's header: what a ".png" might really be. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), Buffer.alloc(300)]);

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A well-formed PNG header declaring width × height pixels (a decompression bomb's shape) with a
 * token of pixel data: a few hundred bytes that would take gigabytes to decode.
 */
export function giantPngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A multipart body of `fileBytes` bytes generated as it is read, without Content-Length (chunked),
 * counting how much of it the server pulled: a refusal must stop reading, not drain or buffer it all.
 */
export function endlessUpload(fileBytes: number) {
  const boundary = `----walk${randomUUID().replaceAll('-', '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 7);
  const counter = { pulled: 0 };
  let sent = 0;
  // Each chunk arrives on a later turn of the event loop, as from a network socket.
  const stream = new Readable({
    read() {
      setImmediate(() => {
        if (sent === 0) this.push(head);
        if (sent >= fileBytes) {
          this.push(tail);
          this.push(null);
          return;
        }
        const piece = chunk.subarray(0, Math.min(chunk.length, fileBytes - sent));
        sent += piece.length;
        counter.pulled = sent;
        this.push(piece);
      });
    },
  });
  return { stream, contentType: `multipart/form-data; boundary=${boundary}`, counter };
}
