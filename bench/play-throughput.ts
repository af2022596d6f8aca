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
import { performance } from 'node:perf_hooks';
import { quizSettingsSchema } from '@gc/games/quiz/definition';
import { WHEEL_DEFAULTS, type WheelSettings } from '@gc/games/spin-the-wheel/definition';
import { SURVEY_DEFAULTS } from '@gc/games/survey/definition';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database, DatabaseKind } from '../apps/server/src/db/client.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed-demo.ts';
import { resolveJwtSecret } from '../apps/server/src/lib/jwt-secret.ts';
import { derivePlayKeys } from '../apps/server/src/modules/play/play-keys.ts';
import { openBenchDatabase, runOnDialects } from './lib/bench-dialects.ts';
import { addBenchPool, publishBenchGame, rawClient } from './lib/bench-game.ts';
import { nextIp, solvedChallenges } from './lib/bench-players.ts';
import { benchQuizSettings } from './lib/bench-quiz.ts';
import { publishBenchWheel } from './lib/bench-wheel.ts';

const CONCURRENCY_LEVELS = [50, 100, 200];
const PLAYS_PER_LEVEL = Number(process.env.BENCH_PLAYS ?? 2_000);
const CODES = 100_000;
const WIN_ODDS_BP = 2_000;
const TARGET_RATIO = 0.5;
const QUIZ_QUESTIONS = 5;
/** Open, one write per answer, outcome. */
const QUIZ_WRITES = QUIZ_QUESTIONS + 2;
const PASSWORD = 'Bench-Password-2026!';
const ALL_COMMON_SETTINGS = process.env.BENCH_COMMON_SETTINGS === 'all';
const WHEEL_ONLY = process.env.BENCH_GAMES === 'wheel';

// ---------------------------------------------------------------------------------------------
// Setting up one dialect.

/** The bench wheel (bench/lib/bench-wheel.ts) with sector 1 drawing from a pool of CODES numbered codes. */
async function publishBenchWheelWithPrize(database: Database, companyId: string) {
  const poolId = await addBenchPool(database, companyId, CODES, 'BENCH');
  const settings: WheelSettings = {
    ...WHEEL_DEFAULTS,
    // Limits are counted on every play (one IP per request, so never reached): the realistic hot path.
    playLimitEnabled: false,
    unknownCustomersSettings: { playsPerDay: 10_000 },
    sectors: WHEEL_DEFAULTS.sectors.map((sector, index) =>
      index === 0 ? { ...sector, poolId, oddsBp: WIN_ODDS_BP } : { ...sector, poolId: null, oddsBp: 0 },
    ),
  };
  const { id, slug } = await publishBenchWheel(
    database,
    companyId,
    ALL_COMMON_SETTINGS ? await withAllCommonSettings(database, companyId, settings, poolId) : settings,
  );
  return { id, slug, poolId };
}

/** Every common setting on, each where it costs the play the most (a limit counted, a survey looked up). */
async function withAllCommonSettings(
  database: Database,
  companyId: string,
  settings: WheelSettings,
  poolId: string,
): Promise<WheelSettings> {
  const survey = await publishBenchGame(database, companyId, {
    type: 'survey',
    settings: SURVEY_DEFAULTS,
    slug: 'bench-survey',
    name: 'Bench survey',
  });
  return {
    ...settings,
    noWinIcon: 'https://assets.example.com/no-win.png',
    multiRegistration: true,
    playsPerDay: 10_000,
    // One IP per request: counted on every play, never reached.
    playLimitEnabled: true,
    numberOfIpPlaysLimit: 10_000,
    playMinutesLimit: 5,
    showWinPageAfter: 2,
    surveyEnabled: true,
    surveyCampaignId: survey.id,
    // §9's defaults: each bench player plays once, so the play's own count answers and the survey is not read.
    showSurveyAfter: 4,
    showIncompleteSurveyAfter: 7,
    showConfettiSnow: true,
    showConfettiFirework: true,
    prizeWalletEnabled: true,
    isNewsletterSubscriptionEnabled: true,
    disablePrizeRedemptionEmails: false,
    showAdAfterWin: true,
    countryCode: 'ro',
    unknownCustomersSettings: { playsPerDay: 10_000 },
    poolIds: [poolId],
  };
}

/** The bench quiz (bench/lib/bench-quiz.ts), slug `bench-quiz`, its full score drawing from CODES codes. */
async function publishBenchQuizWithPrize(database: Database, companyId: string) {
  const poolId = await addBenchPool(database, companyId, CODES, 'QUIZ');
  const settings = quizSettingsSchema.parse(benchQuizSettings(QUIZ_QUESTIONS, poolId, WIN_ODDS_BP));
  const { id, slug } = await publishBenchGame(database, companyId, {
    type: 'quiz',
    settings,
    slug: 'bench-quiz',
    name: 'Bench quiz',
  });
  const correct = new Map(settings.questions.map((question) => [question.id, question.correctAnswerId]));
  return { id, slug, poolId, correct };
}

/** The baseline: one row inserted by a raw parametrised INSERT on the driver's own client. */
async function bareInsertApp(database: Database): Promise<FastifyInstance> {
  const client = rawClient(database);
  await client.query(
    'create table bench_rows (id uuid primary key default gen_random_uuid(), at timestamptz not null default now(), payload text)',
  );
  const bare = Fastify();
  bare.post('/insert', async (request) => {
    await client.query('insert into bench_rows (payload) values ($1)', [(request.body as { payload: string }).payload]);
    return { data: true };
  });
  return bare;
}

// ---------------------------------------------------------------------------------------------
// Measuring.

type Batch = () => Promise<void>;

/**
 * Batches of `concurrency` requests in Promise.all, alternating play batch and insert batch, so that
 * load from elsewhere on the machine lands on both alike. Answers requests per second of each.
 */
async function measure(play: (n: number) => Batch, insert: (n: number) => Batch, concurrency: number, total: number) {
  const rounds = Math.ceil(total / concurrency);
  let playMs = 0;
  let insertMs = 0;
  for (let round = 0; round < rounds; round++) {
    const [first, second] = round % 2 === 0 ? [insert, play] : [play, insert];
    for (const kind of [first, second]) {
      const started = performance.now();
      await kind(concurrency)();
      const elapsed = performance.now() - started;
      if (kind === play) playMs += elapsed;
      else insertMs += elapsed;
    }
  }
  const requests = rounds * concurrency;
  return { plays: (requests / playMs) * 1000, inserts: (requests / insertMs) * 1000, requests };
}

type Outcomes = { win: number; lose: number };

/** Throws unless the answer is a decided play (win or lose page), and counts it. */
function countOutcome(
  response: { statusCode: number; body: string; json(): unknown },
  what: string,
  outcomes: Outcomes,
) {
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  const page = (response.json() as { data: { page: string } }).data.page;
  if (page !== 'win' && page !== 'lose') throw new Error(`${what}: unexpected page ${page}`);
  outcomes[page]++;
}

/**
 * Measures `play` against `insert` at every concurrency level and prints a table; `writes` is the
 * database writes of one play, which the ratio counts. Answers whether every ratio reached the target.
 */
async function measureLevels(play: (n: number) => Batch, insert: (n: number) => Batch, writes: number) {
  const perWrite = writes > 1 ? 'writes/s'.padStart(10) : '';
  console.log(
    `  ${'concurrency'.padEnd(12)}${'plays'.padStart(7)}${'plays/s'.padStart(10)}${perWrite}${'inserts/s'.padStart(11)}${'ratio'.padStart(8)}`,
  );
  let isMet = true;
  for (const concurrency of CONCURRENCY_LEVELS) {
    const result = await measure(play, insert, concurrency, PLAYS_PER_LEVEL);
    const ratio = (result.plays * writes) / result.inserts;
    isMet &&= ratio >= TARGET_RATIO;
    const writesPerSecond = writes > 1 ? (result.plays * writes).toFixed(0).padStart(10) : '';
    console.log(
      `  ${String(concurrency).padEnd(12)}${String(result.requests).padStart(7)}${result.plays.toFixed(0).padStart(10)}` +
        `${writesPerSecond}${result.inserts.toFixed(0).padStart(11)}${ratio.toFixed(2).padStart(8)}  ${ratio >= TARGET_RATIO ? 'ok' : 'BELOW 0.5'}`,
    );
  }
  return isMet;
}

/** Win pages answered = the campaign's plays with a pool = the pool's issued = codes claimed = distinct codes. */
async function isSane(database: Database, campaign: { id: string; poolId: string }, outcomes: Outcomes) {
  const [check] = (
    await rawClient(database).query(
      `select (select count(*)::int from plays where campaign_id = $2 and pool_id is not null) as winners,
              (select count(*)::int from plays where campaign_id = $2 and voucher_code is not null) as with_code,
              (select count(distinct voucher_code)::int from plays where campaign_id = $2) as distinct_codes,
              (select count(*)::int from voucher_codes where pool_id = $1 and play_id is not null) as claimed,
              (select issued from prize_pools where id = $1) as issued,
              (select count(*)::int from plays where campaign_id = $2) as plays`,
      [campaign.poolId, campaign.id],
    )
  ).rows as Record<string, number>[];
  const isSane =
    check.winners === outcomes.win &&
    check.winners === check.issued &&
    check.winners === check.claimed &&
    check.winners === check.with_code &&
    check.with_code === check.distinct_codes &&
    check.plays === outcomes.win + outcomes.lose;
  console.log(
    `  sanity: ${check.plays} plays, ${outcomes.win} win pages, ${check.winners} winning rows, pool issued ${check.issued}, ` +
      `${check.claimed} codes claimed, ${check.distinct_codes} distinct codes given: ${isSane ? 'ok, no code twice' : 'MISMATCH'}`,
  );
  return isSane;
}

/** Level 3: every play's four page events stored raw (none lost on the way), once the writer flushed. */
async function areEventsStored(
  database: Database,
  analytics: { flush(): Promise<void> },
  campaignId: string,
  outcomes: Outcomes,
) {
  await analytics.flush();
  const [row] = (
    await rawClient(database).query('select count(*)::int as n from analytics_events where campaign_id = $1', [
      campaignId,
    ])
  ).rows as { n: number }[];
  const expected = (outcomes.win + outcomes.lose) * 4;
  console.log(
    `  events: ${row.n} raw page events stored for ${expected / 4} plays: ${row.n === expected ? 'ok' : 'MISMATCH'}`,
  );
  return row.n === expected;
}

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
