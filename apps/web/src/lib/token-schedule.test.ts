import { describe, expect, it } from 'vitest';
import { REFRESH_BEFORE_EXPIRY_SECONDS, sameRoles, tokenAction } from './token-schedule.ts';

const now = 1_700_000_000_000;
const nowSeconds = now / 1000;

describe('tokenAction', () => {
  it('does nothing while more than 5 minutes are left', () => {
    expect(tokenAction(nowSeconds + REFRESH_BEFORE_EXPIRY_SECONDS + 1, now)).toBe('none');
    expect(tokenAction(nowSeconds + 15 * 60, now)).toBe('none');
  });
  it('refreshes inside the 5-minute window, at its edge included', () => {
    expect(tokenAction(nowSeconds + REFRESH_BEFORE_EXPIRY_SECONDS, now)).toBe('refresh');
    expect(tokenAction(nowSeconds + 1, now)).toBe('refresh');
  });
  it('reports expired tokens and tokens without expiry', () => {
    expect(tokenAction(nowSeconds, now)).toBe('expired');
    expect(tokenAction(nowSeconds - 60, now)).toBe('expired');
    expect(tokenAction(undefined, now)).toBe('expired');
  });
});

describe('sameRoles', () => {
  it('ignores order and duplicates', () => {
    expect(sameRoles(['EDITOR', 'VIEWER'], ['VIEWER', 'EDITOR', 'EDITOR'])).toBe(true);
  });
  it('notices an added or removed role', () => {
    expect(sameRoles(['EDITOR'], ['EDITOR', 'VIEWER'])).toBe(false);
    expect(sameRoles(['EDITOR'], [])).toBe(false);
    expect(sameRoles(['EDITOR'], ['VIEWER'])).toBe(false);
  });
});
