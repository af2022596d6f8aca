import { describe, expect, it } from 'vitest';
import { isPhonePage, isPortrait, isScreenSupported } from './screen-size.ts';

describe('screen size', () => {
  it('supports 992×540 and larger', () => {
    expect(isScreenSupported(992, 540)).toBe(true);
    expect(isScreenSupported(1920, 1080)).toBe(true);
    expect(isScreenSupported(991, 800)).toBe(false);
    expect(isScreenSupported(1280, 539)).toBe(false);
  });
  it('calls a screen portrait only when it is taller than wide', () => {
    expect(isPortrait(768, 1024)).toBe(true);
    expect(isPortrait(800, 800)).toBe(false);
    expect(isPortrait(1024, 768)).toBe(false);
  });
});

describe('isPhonePage', () => {
  it('exempts the voucher redemption page only', () => {
    expect(isPhonePage('/prizes/redeem')).toBe(true);
    expect(isPhonePage('/prizes/redeem/')).toBe(true);
    expect(isPhonePage('/prize-management')).toBe(false);
    expect(isPhonePage('/builder/x')).toBe(false);
  });
});
