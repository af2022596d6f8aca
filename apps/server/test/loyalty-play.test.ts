import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signClientUserId } from '../src/modules/loyalty/client-user-signature.ts';
import { logIn } from './companies-fixture.ts';
import { loyaltyApi } from './loyalty-fixture.ts';
import { type PlaySeed, sectorsWithPrize, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

/**
 * The player side of loyalty: an app-identified player (appSolution, a client user id the company's
 * app signed) spends points to play and is awarded its outcome's points, both in the play's
 * transaction with their ledger rows.
 */
describe.each(DIALECTS)('loyalty plays (%s)', (kind) => {
  let s: PlaySeed;
  let api: ReturnType<typeof loyaltyApi>;
  let secret: string;
  beforeAll(async () => {
    s = await seedPlay(kind);
    api = loyaltyApi(s.t, (await logIn(s.t, 'editor@demo.test')).accessToken);
    secret = (await api.call('POST', '/app-secret')).body.data.secret;
  }, 60_000);
  afterAll(() => s?.t.close());

  const signed = (userId: string, key = secret, expiresAtS = Math.floor(Date.now() / 1000) + 3600) => ({
    userId,
    userIdExp: String(expiresAtS),
    userIdSig: signClientUserId(key, userId, expiresAtS),
  });
  const appRegistration = (extra: Record<string, unknown>) => ({
    email: `app-${randomUUID()}@example.test`,
    source: 'urlParameters',
    language: 'en',
    ...extra,
  });
  async function registerApp(slug: string, userId: string) {
    const response = await s.registerRaw(slug, appRegistration(signed(userId)));
    if (response.statusCode !== 200) throw new Error(`register: ${response.statusCode} ${response.body}`);
    return response.json().data.playerToken as string;
  }

  /** A wheel every play of which wins (a pool of `codes`), paying `cost` per play and awarding `award` on a win. */
  async function loyaltyWheel(options: { cost?: number; award?: number | null; codes?: number; playsPerDay?: number }) {
    const program = await api.addIntegration();
    const poolId = await s.addPool(Array.from({ length: options.codes ?? 50 }, (_, i) => `CODE-${randomUUID()}-${i}`));
    const playsPerDay = options.playsPerDay ?? 100;
    const campaign = await s.publishWheel({
      registrationType: 'appSolution',
      settings: { sectors: sectorsWithPrize(poolId), multiRegistration: playsPerDay > 1, playsPerDay },
    });
    if (options.cost) {
      await api.call('PUT', `/spending-points/${campaign.id}`, {
        companyIntegrationId: program.id,
        pointsPerPlay: options.cost,
      });
    }
    if (options.award !== undefined) {
      await api.submitForm(campaign.id, 'win', {
        companyIntegrationId: program.id,
        identifier: 'WIN-BONUS',
        points: options.award,
      });
    }
    // Plays read the loyalty rules with the campaign row, which a process keeps for up to 2 s.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    return { ...campaign, integrationId: program.id };
  }

  const ledger = (playId: string) =>
    s.t.ctx.db
      .execute(
        sql`select kind, points, identifier, delivered_at from loyalty_ledger where play_id = ${playId} order by kind`,
      )
      .then((result) => (result as unknown as { rows: Record<string, unknown>[] }).rows);

  it('takes a client user id only signed by the company app, when the campaign gives points', async () => {
    const { slug } = await loyaltyWheel({ cost: 1 });
    const userId = `user-${randomUUID()}`;
    const unsigned = await s.registerRaw(slug, appRegistration({ userId }));
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toMatchObject({ code: 'CLIENT_USER_ID_INVALID' });
    const forged = await s.registerRaw(slug, appRegistration(signed(userId, 'not-the-secret')));
    expect(forged.statusCode).toBe(403);
    const otherUser = await s.registerRaw(slug, appRegistration({ ...signed(userId), userId: 'someone-else' }));
    expect(otherUser.statusCode).toBe(403);
    const expired = await s.registerRaw(
      slug,
      appRegistration(signed(userId, secret, Math.floor(Date.now() / 1000) - 1)),
    );
    expect(expired.statusCode).toBe(403);
    const farAhead = await s.registerRaw(
      slug,
      appRegistration(signed(userId, secret, Math.floor(Date.now() / 1000) + 30 * 86400)),
    );
    expect(farAhead.statusCode).toBe(403);
    expect((await s.registerRaw(slug, appRegistration(signed(userId)))).statusCode).toBe(200);
  });

  it('spends a play’s points and awards the outcome’s, with ledger rows waiting for delivery', async () => {
    const { slug, integrationId } = await loyaltyWheel({ cost: 3, award: 10 });
    const userId = `user-${randomUUID()}`;
    await api.credit(integrationId, userId, 5);
    const playerToken = await registerApp(slug, userId);
    const answer = await s.play(slug, { playerToken });
    expect(answer.page).toBe('win');
    expect(answer.loyalty).toEqual({ spent: 3, awarded: 10, balance: 12 });
    const rows = await ledger(answer.playId as string);
    expect(rows).toEqual([
      { kind: 'award', points: 10, identifier: 'WIN-BONUS', delivered_at: null },
      { kind: 'spend', points: -3, identifier: null, delivered_at: null },
    ]);
    const balance = await api.call('GET', `/integrations/${integrationId}/balances/${userId}`);
    expect(balance.body.data.points).toBe(12);
  });

  it('refuses a play without enough points, and a player the app did not name; nothing is spent or played', async () => {
    const { slug, integrationId, id } = await loyaltyWheel({ cost: 4 });
    const userId = `user-${randomUUID()}`;
    await api.credit(integrationId, userId, 3);
    const playerToken = await registerApp(slug, userId);
    const poor = await s.playRaw(slug, { playerToken });
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toMatchObject({ code: 'NOT_ENOUGH_POINTS' });
    // A form player of the appSolution campaign has no client user id: no points to pay with.
    const formPlayer = await s.register(slug);
    const unknown = await s.playRaw(slug, { playerToken: formPlayer.playerToken });
    expect(unknown.statusCode).toBe(403);
    expect(await s.count(sql`select count(*)::int as n from plays where campaign_id = ${id}`)).toBe(0);
    expect((await api.call('GET', `/integrations/${integrationId}/balances/${userId}`)).body.data.points).toBe(3);
  });

  it('rolls the spend back when the play does not happen (its daily limit)', async () => {
    const { slug, integrationId } = await loyaltyWheel({ cost: 1, playsPerDay: 1 });
    const userId = `user-${randomUUID()}`;
    await api.credit(integrationId, userId, 5);
    const playerToken = await registerApp(slug, userId);
    expect((await s.play(slug, { playerToken })).loyalty).toMatchObject({ spent: 1, balance: 4 });
    const limited = await s.play(slug, { playerToken });
    expect(limited.page).toBe('no-more-plays');
    expect(limited.loyalty).toBeUndefined();
    expect((await api.call('GET', `/integrations/${integrationId}/balances/${userId}`)).body.data.points).toBe(4);
  });

  it('awards without spending where plays are free, and null points award the identifier only', async () => {
    const { slug, integrationId } = await loyaltyWheel({ award: null });
    const userId = `user-${randomUUID()}`;
    const playerToken = await registerApp(slug, userId);
    const answer = await s.play(slug, { playerToken });
    expect(answer.loyalty).toEqual({ spent: 0, awarded: 0, balance: 0 });
    expect(await ledger(answer.playId as string)).toEqual([
      { kind: 'award', points: 0, identifier: 'WIN-BONUS', delivered_at: null },
    ]);
    expect((await api.call('GET', `/integrations/${integrationId}/balances/${userId}`)).body.data.points).toBe(0);
  });

  it('leaves plays of a campaign without loyalty as they were', async () => {
    const { slug } = await s.publishWheel({ registrationType: 'noDelivery' });
    const answer = await s.play(slug);
    expect(answer.loyalty).toBeUndefined();
  });

  it('N concurrent plays with points for k of them: exactly k are played, each spent once', async () => {
    const n = 12;
    const k = 5;
    const { slug, integrationId, id } = await loyaltyWheel({ cost: 2, codes: n });
    const userId = `user-${randomUUID()}`;
    await api.credit(integrationId, userId, 2 * k + 1);
    const playerToken = await registerApp(slug, userId);
    const answers = await Promise.all(Array.from({ length: n }, () => s.playRaw(slug, { playerToken })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(k);
    expect(statuses.filter((status) => status === 409)).toHaveLength(n - k);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'NOT_ENOUGH_POINTS')).toBe(true);
    expect(await s.count(sql`select count(*)::int as n from plays where campaign_id = ${id}`)).toBe(k);
    expect(
      await s.count(sql`select count(*)::int as n from loyalty_ledger where campaign_id = ${id} and kind = 'spend'`),
    ).toBe(k);
    expect((await api.call('GET', `/integrations/${integrationId}/balances/${userId}`)).body.data.points).toBe(1);
  });
});
