import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signClientUserId } from '../src/modules/loyalty/client-user-signature.ts';
import { awardDecidedPlay } from '../src/modules/loyalty/decided-play-award.ts';
import { readPlay, runPlayProgress } from '../src/modules/play/play-progress.repo.ts';
import { loadRelease } from '../src/modules/play/published-campaign.ts';
import { logIn } from './companies-fixture.ts';
import { FAST_DELIVERY, waitFor } from './lead-delivery-timing.ts';
import { loyaltyApi } from './loyalty-fixture.ts';
import { PLAY, type PlaySeed, sectorsWithPrize, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';
import { startWebhookSink, type WebhookSink } from './webhook-sink.ts';

/** A multi-step game in place of the wheel (as loyalty-steps.test.ts does): three right answers win. */
vi.mock('@gc/games/server', async () => {
  const { threeQuestionsServer } = await import('./three-questions.ts');
  return {
    gameServers: [threeQuestionsServer],
    findGameServer: (type: string) => (type === 'spin-the-wheel' ? threeQuestionsServer : undefined),
  };
});

type Award = { id: number; delivery_status: string; delivery_attempts: number; delivery_key: string; points: number };

/**
 * Awards delivered to the company's loyalty program (issue 15) through the lead flow's pg-boss, to a
 * real local HTTP receiver that checks the signature with the company's app secret; a multi-step play
 * decided by a process that died before awarding it is awarded and delivered once after the restart;
 * the app secret is sealed at rest.
 */
describe.each(DIALECTS)('loyalty award delivery (%s)', (kind) => {
  let s: PlaySeed;
  let sink: WebhookSink;
  let secret = '';
  let api: ReturnType<typeof loyaltyApi>;
  let program: { id: string; key: string };
  let slug = '';
  let campaignId = '';
  let poolId = '';

  const awardOf = async (playId: string) => {
    const rows = (await s.t.ctx.db.execute(
      sql`select id::int as id, delivery_status, delivery_attempts, delivery_key::text as delivery_key, points
          from loyalty_ledger where play_id = ${playId} and kind = 'award'`,
    )) as unknown as { rows: Award[] };
    return rows.rows;
  };
  const receivedFor = (key: string) => sink.received.filter((r) => r.key === key);

  /** A registered loyalty player's quiz play, opened and answered right three times (not decided). */
  async function answeredPlay() {
    const userId = `member-${randomUUID()}`;
    const exp = Math.floor(Date.now() / 1000) + 600;
    const registered = await s.registerRaw(slug, {
      email: `${userId}@example.test`,
      source: 'urlParameters',
      language: 'en',
      userId,
      userIdExp: String(exp),
      userIdSig: signClientUserId(secret, userId, exp),
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const { playerToken, leadId } = registered.json().data as { playerToken: string; leadId: string };
    const opened = await s.playRaw(slug, { playerToken });
    expect(opened.statusCode, opened.body).toBe(200);
    const playId = opened.json().data.playId as string;
    for (const index of [0, 1, 2]) {
      const taken = await s.inject('POST', `${PLAY}/plays/${playId}/steps`, {
        body: { index, step: { answerId: 'right' }, playerToken },
      });
      expect(taken.statusCode, taken.body).toBe(200);
    }
    return { userId, playerToken, playId, leadId };
  }

  /** A play decided through the API: its award is made right after the outcome. */
  async function wonPlay() {
    const play = await answeredPlay();
    const decided = await s.inject('POST', `${PLAY}/plays/${play.playId}/outcome`, {
      body: { playerToken: play.playerToken },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data).toMatchObject({ page: 'win', loyalty: { awarded: 7 } });
    return play;
  }

  beforeAll(async () => {
    s = await seedPlay(kind, { env: FAST_DELIVERY });
    sink = await startWebhookSink(() => secret);
    api = loyaltyApi(s.t, (await logIn(s.t, 'editor@demo.test')).accessToken);
    secret = (await api.call('POST', '/app-secret')).body.data.secret as string;
    const created = await api.call('POST', '/integrations', {
      key: `club-${randomUUID().slice(0, 8)}`,
      name: 'Club',
      endpointUrl: sink.url,
    });
    expect(created.status).toBe(201);
    program = created.body.data;
    poolId = await s.addPool(Array.from({ length: 30 }, (_, i) => `AWARD-${i}-${randomUUID().slice(0, 6)}`));
    const campaign = await s.publishWheel({
      registrationType: 'appSolution',
      settings: { sectors: sectorsWithPrize(poolId), playLimitEnabled: false },
    });
    slug = campaign.slug;
    campaignId = campaign.id;
    const form = await api.submitForm(campaignId, 'win', {
      companyIntegrationId: program.id,
      identifier: 'QUIZ-WIN',
      points: 7,
    });
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    // The play path reads a campaign's loyalty rules at most once per 2 s.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
  }, 60_000);
  afterAll(async () => {
    await sink?.close();
    await s?.t.close();
  });

  it('keeps the app secret sealed, and seals one kept in plain text (before sealing) at start', async () => {
    const stored = async () =>
      (
        (await s.t.ctx.db.execute(sql`select secret from company_app_secrets`)) as unknown as {
          rows: { secret: string }[];
        }
      ).rows;
    const sealed = await stored();
    expect(sealed).toHaveLength(1);
    expect(sealed[0].secret).toMatch(/^v1\./);
    expect(sealed[0].secret).not.toContain(secret);
    // As a row written before this change holds it: in plain text.
    await s.t.ctx.db.execute(sql`update company_app_secrets set secret = ${secret}`);
    expect((await stored())[0].secret).toBe(secret);
    // Read in either form: the status answers, and never the secret.
    const status = await api.call('GET', '/app-secret');
    expect(status.body.data.exists).toBe(true);
    expect(JSON.stringify(status.body)).not.toContain(secret);
    // Put back to plain for the start's pass to seal (the read above sealed it already).
    await s.t.ctx.db.execute(sql`update company_app_secrets set secret = ${secret}`);
  });

  it('awards and delivers once a play a process decided before dying between its two commits', async () => {
    const play = await answeredPlay();
    // The crashed process: the outcome committed (play_progress, as the batched write does), then nothing.
    const open = await readPlay(s.t.ctx.db, play.playId, play.leadId);
    if (!open) throw new Error('the play is not there');
    const [answer] = await runPlayProgress(s.t.ctx.database, [
      {
        kind: 'outcome',
        playId: play.playId,
        leadId: play.leadId,
        takenSteps: open.steps.length,
        state: open.state,
        poolId,
        winResult: { won: true },
        loseResult: { won: false },
      },
    ]);
    expect(answer.status).toBe('decided');
    expect(await awardOf(play.playId)).toEqual([]);
    expect((await api.call('GET', `/integrations/${program.id}/balances/${play.userId}`)).body.data.points).toBe(0);

    // The restart: the engine starts (seals the plain secret, sweeps, delivers).
    await s.t.ctx.integrations.start();
    const [award] = await waitFor('the recovered award', async () => {
      const rows = await awardOf(play.playId);
      return rows[0]?.delivery_status === 'delivered' && rows;
    });
    expect(award).toMatchObject({ points: 7, delivery_attempts: 1 });
    expect((await api.call('GET', `/integrations/${program.id}/balances/${play.userId}`)).body.data.points).toBe(7);
    // The dead process's award, had it come back: nothing more.
    const release = await loadRelease(s.t.ctx.db, open.releaseId);
    const late = await awardDecidedPlay(
      s.t.ctx.db,
      { id: play.playId, campaignId, leadId: play.leadId, page: 'win' },
      release.playerDocument,
    );
    expect(late).toEqual({ spent: 0, awarded: 7, balance: 7 });
    expect(await awardOf(play.playId)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receivedFor(award.delivery_key)).toHaveLength(1);
    expect(
      await s.count(sql`select count(*)::int as n from loyalty_pending_awards where play_id = ${play.playId}`),
    ).toBe(0);
    // The start's pass sealed the secret kept in plain text; registrations still check against it.
    const [row] = (
      (await s.t.ctx.db.execute(sql`select secret from company_app_secrets`)) as unknown as {
        rows: { secret: string }[];
      }
    ).rows;
    expect(row.secret).toMatch(/^v1\./);
    expect(row.secret).not.toContain(secret);
  }, 60_000);

  it('delivers an award once, signed with the app secret, in the documented shape, and lists it delivered', async () => {
    const play = await wonPlay();
    const [award] = await waitFor('the delivery', async () => {
      const rows = await awardOf(play.playId);
      return rows[0]?.delivery_status === 'delivered' && rows;
    });
    const got = receivedFor(award.delivery_key);
    expect(got).toHaveLength(1);
    expect(got[0].isSigned).toBe(true);
    expect(got[0].headers['idempotency-key']).toBe(award.delivery_key);
    expect(got[0].headers['content-type']).toBe('application/json');
    const body = JSON.parse(got[0].body);
    expect(body).toEqual({
      type: 'loyalty.points_awarded',
      idempotencyKey: award.delivery_key,
      award: {
        programKey: program.key,
        clientUserId: play.userId,
        points: 7,
        identifier: 'QUIZ-WIN',
        campaignId,
        playId: play.playId,
        awardedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      },
    });
    const listed = await api.call('GET', `/integrations/${program.id}/awards`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.find((a: { playId: string }) => a.playId === play.playId)).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastStatus: 200,
      points: 7,
      clientUserId: play.userId,
    });
    expect(JSON.stringify(listed.body)).not.toContain(secret);
  }, 60_000);

  it('retries while the program is down and delivers once when it is back', async () => {
    await sink.down();
    const plays = [await wonPlay(), await wonPlay()];
    await waitFor('failed attempts', async () => {
      const rows = (await Promise.all(plays.map((p) => awardOf(p.playId)))).flat();
      return rows.length === 2 && rows.every((a) => a.delivery_attempts >= 1 && a.delivery_status === 'pending');
    });
    const pending = await api.call('GET', `/integrations/${program.id}/awards?status=pending`);
    expect(pending.body.data.map((a: { playId: string }) => a.playId)).toEqual(
      expect.arrayContaining(plays.map((p) => p.playId)),
    );
    await sink.up();
    const awards = await waitFor('the deliveries', async () => {
      const rows = (await Promise.all(plays.map((p) => awardOf(p.playId)))).flat();
      return rows.every((a) => a.delivery_status === 'delivered') && rows;
    });
    for (const award of awards) expect(receivedFor(award.delivery_key)).toHaveLength(1);
  }, 60_000);

  it('gives up after the retries (dead), shows it failed, and sends it again when asked', async () => {
    sink.answer(500, 'boom');
    const play = await wonPlay();
    const [award] = await waitFor(
      'the dead letter',
      async () => {
        const rows = await awardOf(play.playId);
        return rows[0]?.delivery_status === 'dead' && rows;
      },
      45_000,
    );
    expect(award.delivery_attempts).toBe(4);
    expect(receivedFor(award.delivery_key)).toHaveLength(4);
    const dead = await api.call('GET', `/integrations/${program.id}/awards?status=dead`);
    expect(dead.body.data.find((a: { playId: string }) => a.playId === play.playId)).toMatchObject({
      status: 'dead',
      attempts: 4,
      lastStatus: 500,
      deliveredAt: null,
    });
    sink.answer(200, '{"ok":true}');
    const retried = await api.call('POST', `/integrations/${program.id}/awards/${award.id}/retry`);
    expect(retried.status).toBe(200);
    await waitFor('the retried delivery', async () => (await awardOf(play.playId))[0]?.delivery_status === 'delivered');
    const keys = new Set(receivedFor(award.delivery_key).map((r) => r.key));
    expect(keys).toEqual(new Set([award.delivery_key]));
    // The delivery log keeps every attempt, the failed ones before the retry and the one that succeeded.
    const detail = await api.call('GET', `/integrations/${program.id}/awards/${award.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ status: 'delivered', playId: play.playId });
    const log = detail.body.data.attemptsLog as { ok: boolean; status: number; responseExcerpt: string }[];
    expect(log.map((a) => a.status)).toEqual([500, 500, 500, 500, 200]);
    expect(log.map((a) => a.ok)).toEqual([false, false, false, false, true]);
    expect(log[0]?.responseExcerpt).toBe('boom');
    expect(detail.body.data.attemptsLog[0].request.headers['x-gc-signature']).toMatch(/v1=•+$/);
    expect(detail.body.data.attemptsLog[0].request.headers['idempotency-key']).toBe(award.delivery_key);
    const again = await api.call('POST', `/integrations/${program.id}/awards/${award.id}/retry`);
    expect(again.status).toBe(409);
    const missing = await api.call('GET', `/integrations/${program.id}/awards/999999999`);
    expect(missing.status).toBe(404);
  }, 90_000);
});
