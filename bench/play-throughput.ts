/**
 * Play throughput benchmark: `npm run bench:play-throughput` (issue 4, Benchmarks).
 *
 * Builds the real app on PGlite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set
 * (a fresh database is created there and dropped again), publishes a wheel campaign directly in the
 * tables (no registration, limits counted but never reached, one prize sector at 20 % drawing from a
 * pool of 100,000 numbered codes, the rest no-win) and measures plays per second through the real
 * play request, POST /api/play/campaigns/:slug/plays (proof of work checked, draw, stock, voucher,
 * play row, event), with 50, 100 and 200 concurrent requests (app.inject, Promise.all batches).
 *
 * Then a quiz (issue 10), published the same way: 5 questions, all asked, the full score giving the
 * same kind of pool at 20 %, the other scores nothing. A quiz play is 7 requests, each one database
 * write: open (POST /api/play/campaigns/:slug/plays, proof of work checked, play row opened), 5 answers
 * (POST /api/play/plays/:playId/steps, each checked and stored) and the outcome
 * (POST /api/play/plays/:playId/outcome: score, outcome, draw, stock, voucher). Each player sends its
 * 7 requests one after the other, every answer correct; 50, 100 and 200 players at once.
 *
 * The baseline, measured in the same run and interleaved batch by batch with the plays: a bare
 * Fastify route on the same driver and database inserting one row with a raw parametrised INSERT.
 * The ratio per database write must reach 0.5: plays/s ÷ inserts/s for the wheel (one write a
 * play), quiz plays/s × 7 ÷ inserts/s for the quiz. Solving the proof of work is the player's cost,
 * not the server's: every challenge is made with a known number before timing starts.
 *
 * Environment: BENCH_PLAYS (plays per concurrency level, default 2,000), BENCH_DIALECTS (pglite,postgres),
 * BENCH_COMMON_SETTINGS=all: the wheel with every common game setting on (issue 13): the IP limit
 * counted, multi-registration, a live survey offered after plays (the player's plays counted by every
 * play's write),
 * confetti, wallet, newsletter, the ad, a country, the no-win icon, unknown customers' daily plays.
 * BENCH_GAMES=wheel: the wheel only (the quiz is left out).
 * BENCH_ANALYTICS_LEVEL=3 (issue 16): the campaigns published at analytics level 3, and every play
 * (the wheel's, the quiz's opening) carrying its page's events as the published page sends them: the
 * visit, the introduction and two page events with the visitor id, device, language, referrer and UTM,
 * in the play body's `analytics`; the roll-up writer flushes every second as in a running server. The
 * result page's event rides on the finish, which the bench sends at no level. BENCH_PAGE_EVENTS=1: the
 * protocol before session 26 instead, the same events in a request of their own beside each wheel play
 * (POST /api/play/campaigns/:slug/events), at any level. The ratio still counts plays only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { DatabaseKind } from '../apps/server/src/db/client.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed-demo.ts';
import { resolveJwtSecret } from '../apps/server/src/lib/jwt-secret.ts';
import { derivePlayKeys } from '../apps/server/src/modules/play/play-keys.ts';
import { openBenchDatabase, runOnDialects } from './lib/bench-dialects.ts';
import { rawClient } from './lib/bench-game.ts';
import { nextIp, solvedChallenges } from './lib/bench-players.ts';
import { publishBenchQuizWithPrize, publishBenchWheelWithPrize } from './lib/play-bench-campaigns.ts';
import { areEventsStored, isSane } from './lib/play-bench-checks.ts';
import { type Batch, bareInsertApp, countOutcome, measureLevels, type Outcomes } from './lib/play-bench-measure.ts';
import {
  CODES,
  CONCURRENCY_LEVELS,
  PASSWORD,
  PLAYS_PER_LEVEL,
  QUIZ_QUESTIONS,
  QUIZ_WRITES,
  TARGET_RATIO,
  WHEEL_ONLY,
  WIN_ODDS_BP,
} from './lib/play-bench-settings.ts';

// ---------------------------------------------------------------------------------------------
// Setting up one dialect.

async function benchDialect(kind: DatabaseKind) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gc-bench-'));
  const { database, drop } = await openBenchDatabase(kind);
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' });
  const { app, ctx } = await buildApp(config, database);
  const isLevel3 = Number(process.env.BENCH_ANALYTICS_LEVEL ?? 1) === 3;
  // BENCH_PAGE_EVENTS=1: the events in a request of their own beside each play, as pages sent them before.
  const withEventsRequest = process.env.BENCH_PAGE_EVENTS === '1';
  const withRidingEvents = isLevel3 && !withEventsRequest;
  // A listening server flushes analytics counts every second; inject() never listens, so start it here.
  ctx.analytics.start();
  let bare: FastifyInstance | undefined;
  try {
    const seed = await seedDemoIfEmpty(database.db, PASSWORD);
    if (!seed) throw new Error('expected an empty database');
    const wheel = await publishBenchWheelWithPrize(database, seed.companyId);
    const quiz = await publishBenchQuizWithPrize(database, seed.companyId);
    const bareApp = await bareInsertApp(database);
    bare = bareApp;
    await app.ready();
    await bare.ready();
    if (kind === 'postgres') await rawClient(database).query('analyze');

    const keys = derivePlayKeys(await resolveJwtSecret(database.db, config.jwtSecret));
    const warmUp = CONCURRENCY_LEVELS[0];
    const playsPerLevel = CONCURRENCY_LEVELS.map((c) => Math.ceil(PLAYS_PER_LEVEL / c) * c);
    const challenges = await solvedChallenges(keys.altcha, 2 * (warmUp + playsPerLevel.reduce((a, b) => a + b, 0)));
    const wheelOutcomes: Outcomes = { win: 0, lose: 0 };
    const quizOutcomes: Outcomes = { win: 0, lose: 0 };

    /** A level-3 page's events before its play: the visit, the introduction, the pages shown. */
    const pageEventsOf = (remoteAddress: string) => ({
      events: [
        { type: 'visit' },
        { type: 'introduction' },
        { type: 'page', page: 'introduction' },
        { type: 'page', page: 'game' },
      ],
      visitorId: `bench-visitor-${remoteAddress.replaceAll('.', '-')}`,
      context: { device: 'mobile', language: 'en', referrer: 'news.example.com', utm: { source: 'bench' } },
    });
    const open = (slug: string, altcha: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: `/api/play/campaigns/${slug}/plays`,
        remoteAddress,
        headers: { 'user-agent': 'bench' },
        payload: {
          altcha,
          language: 'en',
          ...(withRidingEvents ? { analytics: pageEventsOf(remoteAddress) } : {}),
        },
      });
    /** The same events in a request of their own (BENCH_PAGE_EVENTS=1). */
    const pageEvents = async (slug: string, remoteAddress: string) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/play/campaigns/${slug}/events`,
        remoteAddress,
        headers: { 'user-agent': 'bench' },
        payload: pageEventsOf(remoteAddress),
      });
      if (response.statusCode !== 204) throw new Error(`events: ${response.statusCode} ${response.body}`);
    };
    const play = (n: number): Batch => {
      const payloads = challenges.splice(0, n);
      return async () => {
        const responses = await Promise.all(
          payloads.map((altcha) => {
            const ip = nextIp();
            return withEventsRequest
              ? Promise.all([open(wheel.slug, altcha, ip), pageEvents(wheel.slug, ip)]).then(([played]) => played)
              : open(wheel.slug, altcha, ip);
          }),
        );
        for (const response of responses) countOutcome(response, 'play', wheelOutcomes);
      };
    };
    /** One player's quiz: open, every answer correct, the outcome; all from the player's one address. */
    const playQuiz = async (altcha: string) => {
      const remoteAddress = nextIp();
      const opened = await open(quiz.slug, altcha, remoteAddress);
      if (opened.statusCode !== 200) throw new Error(`quiz open: ${opened.statusCode} ${opened.body}`);
      const { playId, view } = opened.json().data as { playId: string; view: { questions: { id: string }[] } };
      for (const [index, question] of view.questions.entries()) {
        const answered = await app.inject({
          method: 'POST',
          url: `/api/play/plays/${playId}/steps`,
          remoteAddress,
          payload: { index, step: { answerId: quiz.correct.get(question.id) } },
        });
        if (answered.statusCode !== 200) throw new Error(`quiz step: ${answered.statusCode} ${answered.body}`);
      }
      const decided = await app.inject({
        method: 'POST',
        url: `/api/play/plays/${playId}/outcome`,
        remoteAddress,
        payload: {},
      });
      countOutcome(decided, 'quiz outcome', quizOutcomes);
    };
    const quizPlay = (n: number): Batch => {
      const payloads = challenges.splice(0, n);
      return async () => {
        await Promise.all(payloads.map(playQuiz));
      };
    };
    const insert =
      (n: number): Batch =>
      async () => {
        const responses = await Promise.all(
          Array.from({ length: n }, () =>
            bareApp.inject({ method: 'POST', url: '/insert', payload: { payload: 'bench' } }),
          ),
        );
        for (const response of responses) {
          if (response.statusCode !== 200) throw new Error(`insert: ${response.statusCode} ${response.body}`);
        }
      };

    await play(warmUp)();
    await insert(warmUp)();
    const analyticsNote = withEventsRequest
      ? ', page events in a request of their own'
      : withRidingEvents
        ? ', level 3, page events riding on the play'
        : '';
    console.log(
      `\n${kind}: wheel at ${WIN_ODDS_BP / 100} % win, pool of ${CODES.toLocaleString('en')} codes${analyticsNote}`,
    );
    const isWheelMet = await measureLevels(play, insert, 1);
    const isWheelSane =
      (await isSane(database, { id: wheel.id, poolId: wheel.poolId }, wheelOutcomes)) &&
      (!isLevel3 || (await areEventsStored(database, ctx.analytics, wheel.id, wheelOutcomes)));
    if (WHEEL_ONLY) return isWheelMet && isWheelSane;

    await quizPlay(warmUp)();
    await insert(warmUp)();
    console.log(
      `\n${kind}: quiz of ${QUIZ_QUESTIONS} questions, full score at ${WIN_ODDS_BP / 100} % win, ` +
        `${QUIZ_WRITES} requests and writes a play (ratio = plays/s × ${QUIZ_WRITES} ÷ inserts/s)`,
    );
    const isQuizMet = await measureLevels(quizPlay, insert, QUIZ_WRITES);
    const isQuizSane = await isSane(database, { id: quiz.id, poolId: quiz.poolId }, quizOutcomes);
    return isWheelMet && isWheelSane && isQuizMet && isQuizSane;
  } finally {
    await app.close();
    await bare?.close();
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runOnDialects(benchDialect, {
  met: `Every ratio reached ${TARGET_RATIO}.`,
  missed: `Some ratio stayed below ${TARGET_RATIO} (or the sanity check failed).`,
});
