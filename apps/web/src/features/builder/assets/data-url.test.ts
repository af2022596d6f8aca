import { describe, expect, it } from 'vitest';
import { dataUrlToFile, editedFileName } from './data-url.ts';

describe('dataUrlToFile', () => {
  it('decodes a base64 data URL into a file of its type and bytes', async () => {
    const bytes = [0x89, 0x50, 0x4e, 0x47, 0x00, 0xff];
    const dataUrl = `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`;
    const file = dataUrlToFile(dataUrl, 'logo-edited.png');
    expect(file.name).toBe('logo-edited.png');
    expect(file.type).toBe('image/png');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual(bytes);
  });
  it('decodes a percent-encoded data URL', async () => {
    const file = dataUrlToFile('data:text/plain,hello%20world', 'a.txt');
    expect(await file.text()).toBe('hello world');
  });
  it('refuses anything that is not a data URL', () => {
    expect(() => dataUrlToFile('https://example.com/a.png', 'a.png')).toThrow();
  });
});

describe('editedFileName', () => {
  it('replaces the extension with -edited.png, once', () => {
    expect(editedFileName('summer banner.jpg')).toBe('summer banner-edited.png');
    expect(editedFileName('logo-edited.png')).toBe('logo-edited.png');
    expect(editedFileName('noextension')).toBe('noextension-edited.png');
    expect(editedFileName('.jpg')).toBe('image-edited.png');
  });
});
