import {
  ASSET_EXTENSIONS,
  FILE_TOO_LARGE_TEXT,
  MAX_UPLOAD_BYTES,
  unsupportedExtensionText,
} from '@gc/contracts/assets';
import { describe, expect, it } from 'vitest';
import i18n, { loadLanguage } from '../../../lib/i18n.ts';
import { extensionOf, fileProblem, fileProblemText } from './file-checks.ts';

// The app loads one language at a time; these tests read both.
await Promise.all([loadLanguage('en', { withFeatures: true }), loadLanguage('sr', { withFeatures: true })]);

const en = i18n.getFixedT('en');
const sr = i18n.getFixedT('sr');

describe('extensionOf', () => {
  it('is the lower-case text after the last dot', () => {
    expect(extensionOf('Logo.PNG')).toBe('png');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
  });
  it('is empty for names without one, dot files and trailing dots', () => {
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.png')).toBe('');
    expect(extensionOf('logo.')).toBe('');
  });
});

describe('fileProblem', () => {
  it('accepts an allowed type up to exactly 5 MB', () => {
    expect(fileProblem({ name: 'logo.png', size: MAX_UPLOAD_BYTES }, 'image')).toBeNull();
    expect(fileProblem({ name: 'Font.WOFF2', size: 10 }, 'font')).toBeNull();
  });
  it('refuses one byte over 5 MB', () => {
    expect(fileProblem({ name: 'logo.png', size: MAX_UPLOAD_BYTES + 1 }, 'image')).toEqual({ kind: 'tooLarge' });
  });
  it('refuses an extension the category does not take, listing those it does', () => {
    expect(fileProblem({ name: 'font.ttf', size: 10 }, 'image')).toEqual({
      kind: 'unsupported',
      extensions: ASSET_EXTENSIONS.image,
    });
    expect(fileProblem({ name: 'logo.png', size: 10 }, 'font')).toEqual({
      kind: 'unsupported',
      extensions: ASSET_EXTENSIONS.font,
    });
    expect(fileProblem({ name: 'noextension', size: 10 }, 'icon')?.kind).toBe('unsupported');
  });
  it('refuses an empty file', () => {
    expect(fileProblem({ name: 'logo.png', size: 0 }, 'image')).toEqual({ kind: 'empty' });
  });
});

describe('fileProblemText', () => {
  it('is exactly the §8 text in English', () => {
    expect(fileProblemText({ kind: 'tooLarge' }, en)).toBe(FILE_TOO_LARGE_TEXT);
    for (const category of ['image', 'icon', 'font'] as const) {
      const extensions = ASSET_EXTENSIONS[category];
      expect(fileProblemText({ kind: 'unsupported', extensions }, en)).toBe(unsupportedExtensionText(extensions));
    }
  });
  it('is translated in Serbian, with the same list of extensions', () => {
    const text = fileProblemText({ kind: 'unsupported', extensions: ['png', 'gif'] }, sr);
    expect(text).not.toBe(unsupportedExtensionText(['png', 'gif']));
    expect(text).toContain('.png, .gif');
  });
});
