import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleShade, contrastRatio, darkenHex } from './contrast.ts';

const WHITE = '#ffffff';
const PAGE = DEFAULT_THEME.colors.gray[0];

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio('#1c7ed6', '#1c7ed6')).toBe(1);
  });

  it('matches the published ratio of Mantine blue 6 on white (3.56:1)', () => {
    expect(contrastRatio(DEFAULT_THEME.colors.blue[6], WHITE)).toBeCloseTo(3.56, 2);
  });
});

describe('accessibleShade', () => {
  it('reaches 4.5:1 on white and the page grey for every palette colour', () => {
    for (const [name, palette] of Object.entries(DEFAULT_THEME.colors)) {
      const shade = accessibleShade(palette, [WHITE, PAGE]);
      expect(contrastRatio(shade, WHITE), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shade, PAGE), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a shade that already passes (violet 6) and darkens past the palette for yellow', () => {
    expect(accessibleShade(DEFAULT_THEME.colors.violet, [WHITE])).toBe(DEFAULT_THEME.colors.violet[6]);
    expect(DEFAULT_THEME.colors.yellow).not.toContain(accessibleShade(DEFAULT_THEME.colors.yellow, [WHITE]));
  });

  it('darkens channel by channel', () => {
    expect(darkenHex('#ff8040', 0.5)).toBe('#804020');
  });
});
