import { quizSettingsSchema } from '@gc/games/quiz/definition';
import { WHEEL_DEFAULTS, type WheelSettings } from '@gc/games/spin-the-wheel/definition';
import { SURVEY_DEFAULTS } from '@gc/games/survey/definition';
import type { Database } from '../../apps/server/src/db/client.ts';
import { addBenchPool, publishBenchGame } from './bench-game.ts';
import { benchQuizSettings } from './bench-quiz.ts';
import { publishBenchWheel } from './bench-wheel.ts';
import { ALL_COMMON_SETTINGS, CODES, QUIZ_QUESTIONS, WIN_ODDS_BP } from './play-bench-settings.ts';

/** The bench wheel (bench/lib/bench-wheel.ts) with sector 1 drawing from a pool of CODES numbered codes. */
export async function publishBenchWheelWithPrize(database: Database, companyId: string) {
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
export async function withAllCommonSettings(
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
export async function publishBenchQuizWithPrize(database: Database, companyId: string) {
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
