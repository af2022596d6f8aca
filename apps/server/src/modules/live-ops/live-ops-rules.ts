import {
  BURST_PLAYS_PER_MINUTE,
  DRIFT_MIN_EXPECTED,
  DRIFT_MIN_PLAYS,
  DRIFT_Z_THRESHOLD,
  type PlayBurstAlert,
  POOL_LOW_SHARE,
  type PoolLowAlert,
  UA_BURST_MIN_SHARE,
  UA_BURST_PLAYS_PER_MINUTE,
  type UserAgentBurstAlert,
  type WinRateDriftAlert,
} from '@gc/contracts/live-ops';
import { HASHED_USER_AGENT_PREFIX } from '../play/stored-user-agent.ts';

/** A pool as the rule reads it. */
export type PoolRow = { id: string; name: string; isUnlimited: boolean; stockTotal: number | null; issued: number };

/**
 * (a) A limited pool with less than POOL_LOW_SHARE of its stock left. An unlimited pool, or one
 * without stock (nothing to run out of), never alerts.
 */
export function poolLowAlert(pool: PoolRow): PoolLowAlert | null {
  if (pool.isUnlimited || pool.stockTotal === null || pool.stockTotal <= 0) return null;
  const remaining = Math.max(0, pool.stockTotal - pool.issued);
  if (remaining >= pool.stockTotal * POOL_LOW_SHARE) return null;
  return {
    kind: 'poolLow',
    poolId: pool.id,
    name: pool.name,
    remaining,
    stockTotal: pool.stockTotal,
    percent: Math.floor((remaining * 100) / pool.stockTotal),
  };
}

/** The z-score of `wins` in `plays` Bernoulli trials of chance p0 (normal approximation of the binomial). */
export function winRateZ(wins: number, plays: number, p0: number): number {
  return (wins - plays * p0) / Math.sqrt(plays * p0 * (1 - p0));
}

/**
 * (b) The recent win rate against the configured chance p0 (see DRIFT_Z_THRESHOLD in the contracts
 * for the statistic): null while there are too few plays for the test, for a chance of 0 or 1 (no
 * spread to measure), or while the deviation is within what chance explains.
 */
export function winRateDriftAlert(wins: number, plays: number, p0: number): WinRateDriftAlert | null {
  if (!(p0 > 0 && p0 < 1) || plays < DRIFT_MIN_PLAYS) return null;
  if (plays * p0 < DRIFT_MIN_EXPECTED || plays * (1 - p0) < DRIFT_MIN_EXPECTED) return null;
  const z = winRateZ(wins, plays, p0);
  if (Math.abs(z) < DRIFT_Z_THRESHOLD) return null;
  return {
    kind: 'winRateDrift',
    plays,
    wins,
    expectedPercent: Math.round(p0 * 1000) / 10,
    observedPercent: Math.round((wins / plays) * 1000) / 10,
    z: Math.round(z * 100) / 100,
  };
}

/** (c) One address with more than BURST_PLAYS_PER_MINUTE plays in the window. */
export function playBurstAlert(ip: string, plays: number, seconds: number): PlayBurstAlert | null {
  if (plays <= BURST_PLAYS_PER_MINUTE) return null;
  return { kind: 'playBurst', source: maskIp(ip), plays, seconds };
}

/**
 * (d) One user agent with more than UA_BURST_PLAYS_PER_MINUTE of the window's `total` plays, and more
 * than UA_BURST_MIN_SHARE of them: one string is shared by many honest players (every iPhone on one iOS
 * version), so only one that takes over the campaign's traffic is a burst. A cookieless page's plays
 * store the day's hash of the string: the alert names the hash's first characters only.
 */
export function userAgentBurstAlert(
  userAgent: string,
  plays: number,
  total: number,
  seconds: number,
): UserAgentBurstAlert | null {
  if (plays <= UA_BURST_PLAYS_PER_MINUTE || plays <= total * UA_BURST_MIN_SHARE) return null;
  const hashed = userAgent.startsWith(HASHED_USER_AGENT_PREFIX);
  return {
    kind: 'userAgentBurst',
    userAgent: hashed ? userAgent.slice(0, HASHED_USER_AGENT_PREFIX.length + 8) : userAgent,
    hashed,
    plays,
    total,
    percent: Math.floor((plays * 1000) / total) / 10,
    seconds,
  };
}

/**
 * An address shown to the builder with its last part hidden: enough to see one source hammering the
 * campaign, not a player's full address (IPv4: a.b.c.x; IPv6: the first four groups, the /64).
 */
export function maskIp(ip: string): string {
  const v4 = ip.replace(/^::ffff:/i, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  if (ip.includes(':')) {
    const [head] = ip.split('::');
    const groups = (head ?? '').split(':').filter(Boolean);
    return `${[...groups, '0', '0', '0', '0'].slice(0, 4).join(':')}::x`;
  }
  return 'x';
}
