import { DRIFT_MIN_PLAYS, type LiveOpsSnapshot } from '@gc/contracts/live-ops';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, plays, prizePools } from '../src/db/schema/index.ts';
import { addCompany, demoTokens, logIn } from './companies-fixture.ts';
import { connectLiveOps, type LiveOpsClient, liveConnected, snapshotWhere, watch } from './live-ops-client.ts';
import { PLAY, type PlaySeed, sectorsWithPrize, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

/** A small seeded generator (mulberry32): the same "random" outcome set on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Issue 16, live operations view: the live-ops namespace on the presence server (socket.io) against the
 * listening app — who may watch, the counts a play moves, and each alert's rule on stored fixtures.
 */
describe.each(DIALECTS)('live operations over socket.io (%s)', (kind) => {
  let s: PlaySeed;
  let url: string;
  const tokens = {} as Record<'EDITOR' | 'VIEWER' | 'SALES_MANAGER' | 'SUPER_ADMIN' | 'foreign', string>;
  const sockets: LiveOpsClient[] = [];
  const open = async (token: string) => {
    const socket = connectLiveOps(url, token);
    sockets.push(socket);
    await liveConnected(socket);
    return socket;
  };
  /** The snapshot a fresh watch answers with. */
  const snapshotOf = async (campaignId: string, token = tokens.EDITOR): Promise<LiveOpsSnapshot> => {
    const socket = await open(token);
    const answer = await watch(socket, campaignId);
    socket.disconnect();
    if (!answer.ok) throw new Error(`watch refused: ${answer.reason}`);
    return answer.snapshot;
  };
  /** A wheel whose first sector draws from a pool of `stock` at `oddsBp`. */
  const wheelWithPool = async (stock: number, oddsBp = 10_000) => {
    const poolId = await s.addPool(Array.from({ length: stock }, (_, i) => `CODE-${i + 1}`));
    const campaign = await s.publishWheel({
      registrationType: 'noDelivery',
      settings: { sectors: sectorsWithPrize(poolId, oddsBp) },
    });
    return { ...campaign, poolId };
  };

  beforeAll(async () => {
    s = await seedPlay(kind);
    url = await s.t.app.listen({ port: 0, host: '127.0.0.1' });
    Object.assign(tokens, await demoTokens(s.t, ['EDITOR', 'VIEWER', 'SALES_MANAGER', 'SUPER_ADMIN'] as const));
    await addCompany(s.t, {
      name: 'Live Elsewhere',
      users: [{ email: 'eve@live.test', roles: ['EDITOR'] }],
    });
    tokens.foreign = (await logIn(s.t, 'eve@live.test')).accessToken;
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await s?.t.close();
  });

  it('refuses a handshake without a valid token and a role that may not read analytics', async () => {
    await expect(open('not-a-token')).rejects.toThrow('UNAUTHENTICATED');
    await expect(open(tokens.SALES_MANAGER)).rejects.toThrow('FORBIDDEN');
  });

  it("answers another company's campaign as one that does not exist, and a non-id as invalid", async () => {
    const { id } = await s.publishWheel();
    const foreign = await open(tokens.foreign);
    expect(await watch(foreign, id)).toEqual({ ok: false, reason: 'NOT_FOUND' });
    expect(await watch(foreign, 'nonsense')).toEqual({ ok: false, reason: 'INVALID' });
    // The viewer of the campaign's own company may watch (a dashboard role).
    const viewer = await open(tokens.VIEWER);
    expect(await watch(viewer, id)).toMatchObject({ ok: true, snapshot: { campaignId: id } });
  });

  it('refuses while the company has the ANALYTICS flag off', async () => {
    const { id } = await s.publishWheel();
    const setFlag = (enabled: boolean) =>
      s.t.app.inject({
        method: 'PUT',
        url: '/api/v1/flags/ANALYTICS',
        headers: { authorization: `Bearer ${tokens.SUPER_ADMIN}` },
        payload: { enabled, companyId: s.companyId },
      });
    expect((await setFlag(false)).statusCode).toBe(200);
    try {
      const socket = await open(tokens.EDITOR);
      expect(await watch(socket, id)).toEqual({ ok: false, reason: 'DISABLED' });
    } finally {
      expect((await setFlag(true)).statusCode).toBe(200);
    }
  });

  it('a play moves the watched counters of today and of the last minutes within seconds', async () => {
    const campaign = await wheelWithPool(100);
    const socket = await open(tokens.EDITOR);
    const answer = await watch(socket, campaign.id);
    if (!answer.ok) throw new Error(answer.reason);
    expect(answer.snapshot.today).toEqual({ visits: 0, plays: 0, leads: 0, wins: 0 });
    expect(answer.snapshot.recent).toEqual({ visits: null, plays: 0, leads: 0, wins: 0 });

    await s.play(campaign.slug);
    await s.play(campaign.slug);
    // Timed from the plays' answers: the view's delay, not the plays' own time on a busy machine.
    const started = Date.now();
    const moved = await snapshotWhere(socket, (snapshot) => snapshot.today.plays === 2 && snapshot.recent.plays === 2);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(moved.today).toEqual({ visits: 0, plays: 2, leads: 0, wins: 2 });
    expect(moved.recent).toEqual({ visits: null, plays: 2, leads: 0, wins: 2 });
  });

  it('alerts for a pool under 10 % of its stock: 9 % alerts, 11 % does not', async () => {
    const low = await wheelWithPool(100);
    const fine = await wheelWithPool(100);
    await s.t.ctx.db.update(prizePools).set({ issued: 91 }).where(eq(prizePools.id, low.poolId));
    await s.t.ctx.db.update(prizePools).set({ issued: 89 }).where(eq(prizePools.id, fine.poolId));
    expect((await snapshotOf(low.id)).alerts).toEqual([
      { kind: 'poolLow', poolId: low.poolId, name: 'Coffee voucher', remaining: 9, stockTotal: 100, percent: 9 },
    ]);
    expect((await snapshotOf(fine.id)).alerts).toEqual([]);
  });

  it('alerts for a win rate that chance does not explain: a skewed outcome set alerts, a fair one does not', async () => {
    // Configured at 50 %; 200 decided plays drawn with a seeded generator, at 75 % and at 50 %.
    const outcomes = async (campaign: { id: string }, winChance: number, seed: number) => {
      const random = seeded(seed);
      const ids = { companyId: s.companyId, campaignId: campaign.id };
      let wins = 0;
      for (let i = 0; i < 200; i++) {
        const won = random() < winChance;
        if (won) wins++;
        s.t.ctx.analytics.count({ ...ids, at: new Date(), event: won ? 'win' : 'lose' });
      }
      await s.t.ctx.analytics.flush();
      return wins;
    };
    expect(200).toBeGreaterThanOrEqual(DRIFT_MIN_PLAYS);
    const skewed = await wheelWithPool(1_000, 5_000);
    const fair = await wheelWithPool(1_000, 5_000);
    const skewedWins = await outcomes(skewed, 0.75, 16);
    const fairWins = await outcomes(fair, 0.5, 16);

    const [drift] = (await snapshotOf(skewed.id)).alerts;
    expect(drift).toMatchObject({ kind: 'winRateDrift', plays: 200, wins: skewedWins, expectedPercent: 50 });
    expect(drift?.kind === 'winRateDrift' && drift.z).toBeGreaterThan(3.29);
    expect(Math.abs(fairWins - 100)).toBeLessThan(20);
    expect((await snapshotOf(fair.id)).alerts).toEqual([]);
  });

  it('alerts for a burst of plays from one address, with the address partly hidden', async () => {
    const campaign = await wheelWithPool(100);
    const row = { companyId: s.companyId, campaignId: campaign.id, releaseId: '', playDay: '2026-01-01', page: 'lose' };
    const releaseId = await releaseOf(campaign.id);
    const burst = Array.from({ length: 31 }, () => ({ ...row, releaseId, ip: '203.0.113.77' }));
    const calm = Array.from({ length: 30 }, () => ({ ...row, releaseId, ip: '198.51.100.5' }));
    await s.t.ctx.db.insert(plays).values([...burst, ...calm]);
    expect((await snapshotOf(campaign.id)).alerts).toEqual([
      { kind: 'playBurst', source: '203.0.113.x', plays: 31, seconds: 60 },
    ]);
  });

  describe('bursts from one user agent, through the play endpoint', () => {
    const SCRIPT = 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0.0.0 Safari/537.36';
    const IPHONE =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
    const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0.0.0 Mobile Safari/537.36';

    /** A wheel that wins nothing (no pool to run low), published with `options`. */
    const quietWheel = (options: Parameters<PlaySeed['publishWheel']>[0] = {}) =>
      s.publishWheel({ registrationType: 'noDelivery', ...options });

    /** `count` real plays with this user agent, each from its own address unless `ip` is given. */
    const playAs = async (slug: string, userAgent: string, count: number, ip?: string) => {
      const answers = await Promise.all(
        Array.from({ length: count }, async () =>
          s.inject('POST', `${PLAY}/campaigns/${slug}/plays`, {
            body: { altcha: await s.altcha(), language: 'en' },
            headers: { 'user-agent': userAgent },
            remoteAddress: ip,
          }),
        ),
      );
      // Played, each one: a limited play ('no-more-plays') stores no row.
      expect(answers.map((answer) => answer.json().data?.page)).toEqual(answers.map(() => 'lose'));
    };

    it('alerts for 31 plays from one user agent making more than half the minute, at analytics level 0 too', async () => {
      const campaign = await quietWheel({ analytics: { level: 0 } });
      await playAs(campaign.slug, SCRIPT, 31);
      await playAs(campaign.slug, IPHONE, 9);
      // Every play from its own address: no address bursts, one user agent does.
      expect((await snapshotOf(campaign.id)).alerts).toEqual([
        { kind: 'userAgentBurst', userAgent: SCRIPT, hashed: false, plays: 31, total: 40, percent: 77.5, seconds: 60 },
      ]);
    });

    it('does not alert for 31 plays of one user agent that are a third of the minute, nor for 30', async () => {
      const popular = await quietWheel();
      await playAs(popular.slug, IPHONE, 31);
      await playAs(popular.slug, ANDROID, 31);
      await playAs(popular.slug, SCRIPT, 31);
      expect((await snapshotOf(popular.id)).alerts).toEqual([]);

      const thirty = await quietWheel();
      await playAs(thirty.slug, SCRIPT, 30);
      expect((await snapshotOf(thirty.id)).alerts).toEqual([]);
    });

    it("stores only the day's hash of the user agent where the page is cookieless, and still alerts", async () => {
      const campaign = await quietWheel({ analytics: { level: 3, cookieless: true } });
      await playAs(campaign.slug, SCRIPT, 31);
      const [alert] = (await snapshotOf(campaign.id)).alerts;
      expect(alert).toMatchObject({ kind: 'userAgentBurst', hashed: true, plays: 31, total: 31, percent: 100 });
      expect(alert?.kind === 'userAgentBurst' && alert.userAgent).toMatch(/^#[\w-]{8}$/);
      const stored = await s.t.ctx.db
        .selectDistinct({ userAgent: plays.userAgent })
        .from(plays)
        .where(eq(plays.campaignId, campaign.id));
      expect(stored).toHaveLength(1);
      expect(stored[0].userAgent).toMatch(/^#[\w-]{16}$/);
    });

    it('counts the plays of a debug-mode (sandbox) release, as the address burst does', async () => {
      // The address may play as often as it likes: the limits would stop its plays before they count.
      const settings = { playLimitEnabled: false, unknownCustomersSettings: { playsPerDay: 10_000 } };
      const campaign = await quietWheel({ isDebug: true, settings });
      await playAs(campaign.slug, SCRIPT, 31, '203.0.113.9');
      expect((await snapshotOf(campaign.id)).alerts).toEqual([
        { kind: 'playBurst', source: '203.0.113.x', plays: 31, seconds: 60 },
        { kind: 'userAgentBurst', userAgent: SCRIPT, hashed: false, plays: 31, total: 31, percent: 100, seconds: 60 },
      ]);
    });
  });

  async function releaseOf(campaignId: string) {
    const [found] = await s.t.ctx.db
      .select({ id: campaigns.currentReleaseId })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId));
    return found?.id as string;
  }
});
