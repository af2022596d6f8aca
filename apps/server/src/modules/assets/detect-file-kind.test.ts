import { ASSET_EXTENSIONS, PICTURE_EXTENSIONS } from '@gc/contracts/assets';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectFileKind, isSvgText } from './detect-file-kind.ts';
import { isKindAllowed } from './file-kinds.ts';

const svg = (text: string) => Buffer.from(text);

describe('isSvgText', () => {
  it.each([
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '\uFEFF  <?xml version="1.0"?>\n<!-- made by hand -->\n<svg>',
    '<?xml version="1.0" standalone="no"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><SVG viewBox="0 0 1 1">',
  ])('accepts %j', (text) => expect(isSvgText(svg(text))).toBe(true));

  it.each([
    '<html><svg></svg></html>',
    '<svgx>',
    'hello',
    '<!-- unterminated <svg>',
    '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol">]><svg>&lol;</svg>',
    '<svg>\u0000</svg>',
  ])('refuses %j', (text) => expect(isSvgText(svg(text))).toBe(false));

  it('refuses bytes that are not UTF-8', () => {
    expect(isSvgText(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x3e, 0xff, 0xfe]))).toBe(false);
  });

  it('stays linear on 5 MB of crafted comment openers', () => {
    const crafted = svg(`<?xml version="1.0"?>${'<!--'.repeat(1_300_000)}`);
    const started = performance.now();
    expect(isSvgText(crafted)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('detectFileKind', () => {
  it('reads the kind from the bytes, whatever the name', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    expect(await detectFileKind(png)).toMatchObject({ ext: 'png', contentType: 'image/png', family: 'raster' });
    expect(await detectFileKind(svg('<?xml version="1.0"?><svg/>'))).toMatchObject({ ext: 'svg' });
    expect(await detectFileKind(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'))).toMatchObject({ ext: 'pdf' });
    expect(await detectFileKind(Buffer.from('plain text'))).toBeUndefined();
    expect(await detectFileKind(Buffer.from('PK\u0003\u0004zip content here'))).toBeUndefined();
  });

  it('a category takes only its kinds', async () => {
    const pdf = await detectFileKind(Buffer.from('%PDF-1.7\n'));
    if (!pdf) throw new Error('expected a pdf');
    expect(isKindAllowed(ASSET_EXTENSIONS.image, pdf)).toBe(true);
    expect(isKindAllowed(ASSET_EXTENSIONS.icon, pdf)).toBe(false);
    expect(isKindAllowed(ASSET_EXTENSIONS.font, pdf)).toBe(false);
  });

  it('the pictures are the image kinds without the PDF', async () => {
    expect(PICTURE_EXTENSIONS).toEqual(['png', 'jpeg', 'jpg', 'jfif', 'gif', 'webp', 'svg']);
    const pdf = await detectFileKind(Buffer.from('%PDF-1.7\n'));
    if (!pdf) throw new Error('expected a pdf');
    expect(isKindAllowed(PICTURE_EXTENSIONS, pdf)).toBe(false);
  });
});
