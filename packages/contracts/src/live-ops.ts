/**
 * Issue 16, live operations view: the socket.io namespace the campaign details page watches while a
 * campaign runs. Types and the alert thresholds only, so the builder's bundle stays without zod; the
 * server checks what it receives itself. Same server and path as presence (PRESENCE_PATH).
 */

/** The namespace on the presence server (path /socket.io). */
export const LIVE_OPS_NAMESPACE = '/live-ops';

/** How often a process reads the counts of a campaign watched by one of its sockets. */
export const LIVE_OPS_TICK_MS = 1_000;

/** The recent window of the second counter row. */
export const LIVE_OPS_RECENT_MINUTES = 5;

/** (a) A limited pool alerts while what is left is under this share of its stock (9 % alerts, 10 % and 11 % do not). */
export const POOL_LOW_SHARE = 0.1;

/**
 * (b) Win-rate drift: a two-sided z-test of the wins among the recent decided plays (the current and
 * the previous UTC hour of the roll-up) against the configured chance p0 (the odds of the prizes whose
 * pool can still give, out of 10 000 bp): z = (wins − n·p0) / √(n·p0·(1 − p0)). It alerts at |z| ≥ 3.29,
 * a deviation chance explains less than once in 1 000 looks (two-sided p < 0.001), and only with
 * enough plays for the normal approximation (n ≥ 50, n·p0 ≥ 5 and n·(1 − p0) ≥ 5).
 */
export const DRIFT_Z_THRESHOLD = 3.29;
export const DRIFT_MIN_PLAYS = 50;
export const DRIFT_MIN_EXPECTED = 5;

/** (c) A burst: more than this many plays from one IP address within the last minute. */
export const BURST_PLAYS_PER_MINUTE = 30;

/**
 * (d) A burst from one user agent: more than UA_BURST_PLAYS_PER_MINUTE plays within the last minute
 * from one user agent string, AND more than UA_BURST_MIN_SHARE of all the campaign's plays of that
 * minute. Many players share one string (every iPhone on one iOS version), so a count alone would
 * alert on any popular campaign; a single string taking over most of the traffic is what a script
 * replaying one browser looks like (31 of 40 alerts; 31 of 93, a third, does not; 30 never does).
 */
export const UA_BURST_PLAYS_PER_MINUTE = 30;
export const UA_BURST_MIN_SHARE = 0.5;

export type LiveCounts = { visits: number; plays: number; leads: number; wins: number };

export type PoolLowAlert = {
  kind: 'poolLow';
  poolId: string;
  name: string;
  remaining: number;
  stockTotal: number;
  /** What is left, in whole percent of the stock (rounded down). */
  percent: number;
};

export type WinRateDriftAlert = {
  kind: 'winRateDrift';
  plays: number;
  wins: number;
  /** Percent with one decimal. */
  expectedPercent: number;
  observedPercent: number;
  /** The z-score, two decimals. */
  z: number;
};

export type PlayBurstAlert = {
  kind: 'playBurst';
  /** The address with its last part hidden (IPv4: the last octet; IPv6: all but the first four groups). */
  source: string;
  plays: number;
  /** The window the plays were counted in. */
  seconds: number;
};

export type UserAgentBurstAlert = {
  kind: 'userAgentBurst';
  /**
   * The user agent as stored with the plays (its first 200 characters); where the page is cookieless
   * only the day's salted hash of it is stored, and this is the hash's first characters (`hashed`).
   */
  userAgent: string;
  hashed: boolean;
  plays: number;
  /** All the campaign's plays in the window, and this user agent's share of them in percent (one decimal, rounded down). */
  total: number;
  percent: number;
  seconds: number;
};

export type LiveOpsAlert = PoolLowAlert | WinRateDriftAlert | PlayBurstAlert | UserAgentBurstAlert;

export type LiveOpsSnapshot = {
  campaignId: string;
  /** When the counts were read (ISO). */
  at: string;
  /** Today in the company's time zone (the hourly roll-up, up to a second behind). */
  today: LiveCounts;
  /**
   * The last LIVE_OPS_RECENT_MINUTES minutes, from the plays and leads themselves. Visits of the last
   * minutes are known only where the campaign collects level-3 analytics (raw events); else null.
   */
  recent: Omit<LiveCounts, 'visits'> & { visits: number | null };
  alerts: LiveOpsAlert[];
};

export type WatchAnswer =
  | { ok: true; snapshot: LiveOpsSnapshot }
  | { ok: false; reason: 'NOT_FOUND' | 'DISABLED' | 'INVALID' };

export interface LiveOpsServerToClient {
  snapshot: (snapshot: LiveOpsSnapshot) => void;
}

export interface LiveOpsClientToServer {
  /** Starts watching one campaign (a socket watches one at a time). */
  watch: (campaignId: string, answer: (result: WatchAnswer) => void) => void;
  unwatch: () => void;
}
