import { describe, expect, it } from 'vitest';
import {
  maskIp,
  playBurstAlert,
  poolLowAlert,
  userAgentBurstAlert,
  winRateDriftAlert,
  winRateZ,
} from './live-ops-rules.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

const pool = (stockTotal: number | null, issued: number, isUnlimited = false) => ({
  id: 'p',
  name: 'Coffee',
  isUnlimited,
  stockTotal,
  issued,
});

describe('live operations alert rules', () => {
  it('a pool under 10 % of its stock alerts; 10 % and 11 % do not; unlimited pools never', () => {
    expect(poolLowAlert(pool(100, 91))).toMatchObject({ kind: 'poolLow', remaining: 9, percent: 9 });
    expect(poolLowAlert(pool(100, 90))).toBeNull();
    expect(poolLowAlert(pool(100, 89))).toBeNull();
    expect(poolLowAlert(pool(100, 100))).toMatchObject({ remaining: 0, percent: 0 });
    expect(poolLowAlert(pool(null, 5, true))).toBeNull();
    expect(poolLowAlert(pool(0, 0))).toBeNull();
  });

  it('the win-rate drift is a two-sided z-test at |z| ≥ 3.29 with enough plays', () => {
    expect(winRateZ(60, 100, 0.5)).toBeCloseTo(2, 10);
    // 100 plays at 50 %: 67 wins is z = 3.4 (alerts), 66 is z = 3.2 (chance); the low side likewise.
    expect(winRateDriftAlert(67, 100, 0.5)).toMatchObject({ kind: 'winRateDrift', z: 3.4, observedPercent: 67 });
    expect(winRateDriftAlert(66, 100, 0.5)).toBeNull();
    expect(winRateDriftAlert(33, 100, 0.5)).toMatchObject({ z: -3.4 });
    // Too few plays, or too few expected wins, for the normal approximation: no verdict.
    expect(winRateDriftAlert(40, 49, 0.5)).toBeNull();
    expect(winRateDriftAlert(10, 100, 0.01)).toBeNull();
    // A chance of 0 or 1 has no spread to test against.
    expect(winRateDriftAlert(5, 100, 0)).toBeNull();
    expect(winRateDriftAlert(90, 100, 1)).toBeNull();
  });

  it('more than 30 plays a minute from one address is a burst', () => {
    expect(playBurstAlert('203.0.113.7', 30, 60)).toBeNull();
    expect(playBurstAlert('203.0.113.7', 31, 60)).toEqual({
      kind: 'playBurst',
      source: '203.0.113.x',
      plays: 31,
      seconds: 60,
    });
  });

  it('more than 30 plays a minute from one user agent is a burst only where it makes more than half of them', () => {
    // 31 of the minute's 40 plays: one string took over the campaign's traffic.
    expect(userAgentBurstAlert(IPHONE, 31, 40, 60)).toEqual({
      kind: 'userAgentBurst',
      userAgent: IPHONE,
      hashed: false,
      plays: 31,
      total: 40,
      percent: 77.5,
      seconds: 60,
    });
    // 31 of 93, a third: a popular phone among many players, not a burst.
    expect(userAgentBurstAlert(IPHONE, 31, 93, 60)).toBeNull();
    // Exactly half is not more than half; 30 is not more than 30, even as all of the minute's plays.
    expect(userAgentBurstAlert(IPHONE, 31, 62, 60)).toBeNull();
    expect(userAgentBurstAlert(IPHONE, 31, 61, 60)).toMatchObject({ plays: 31, total: 61, percent: 50.8 });
    expect(userAgentBurstAlert(IPHONE, 30, 30, 60)).toBeNull();
  });

  it("names a cookieless page's user agent by its day's hash only", () => {
    expect(userAgentBurstAlert('#AbCdEfGhIjKlMnOp', 40, 40, 60)).toMatchObject({
      userAgent: '#AbCdEfGh',
      hashed: true,
      percent: 100,
    });
  });

  it('hides the last part of an address', () => {
    expect(maskIp('::ffff:10.1.2.3')).toBe('10.1.2.x');
    expect(maskIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:8d3::x');
    expect(maskIp('2001:db8::1')).toBe('2001:db8:0:0::x');
    expect(maskIp('unknown')).toBe('x');
  });
});
