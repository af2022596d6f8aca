import { randomUUID } from 'node:crypto';
import type { WheelSettings } from '@gc/games/spin-the-wheel/definition';
import { SURVEY_DEFAULTS } from '@gc/games/survey/definition';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY, type PlaySeed, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

/** Common game settings (spec §3, issue 13) and what they change on a registration or a play. */
describe.each(DIALECTS)('common game settings on a play (%s)', (kind) => {
  let s: PlaySeed;
  beforeAll(async () => {
    s = await seedPlay(kind);
  }, 60_000);
  afterAll(() => s?.t.close());

  const phoneOf = (leadId: string) =>
    s.t.ctx.db
      .execute(sql`select phone from leads where id = ${leadId}`)
      .then((result) => (result as unknown as { rows: { phone: string | null }[] }).rows[0]?.phone);

  it('reads a phone number without a country code as the campaign’s countryCode, Switzerland without one', async () => {
    const romanian = await s.publishWheel({ settings: { countryCode: 'ro' } });
    const swiss = await s.publishWheel({ settings: { countryCode: null } });
    const austrian = await s.publishWheel({ settings: { countryCode: 'at' } });
    expect(await phoneOf((await s.register(romanian.slug, { phone: '0712 345 678' })).leadId)).toBe('+40712345678');
    expect(await phoneOf((await s.register(swiss.slug, { phone: '071 234 56 78' })).leadId)).toBe('+41712345678');
    expect(await phoneOf((await s.register(austrian.slug, { phone: '0664 1234567' })).leadId)).toBe('+436641234567');
    // A number with its country code stays that country's wherever it is played.
    expect(await phoneOf((await s.register(romanian.slug, { phone: '+41 71 234 56 78' })).leadId)).toBe('+41712345678');
    // A Romanian mobile number is no Swiss number: refused where the campaign is Swiss.
    const refused = await s.registerRaw(swiss.slug, s.formRegistration({ phone: '0712 345 678 9' }));
    expect(refused.statusCode).toBe(400);
  });
});

describe.each(DIALECTS)('the survey offered after plays (%s)', (kind) => {
  let s: PlaySeed;
  let survey = { id: '', slug: '' };
  beforeAll(async () => {
    s = await seedPlay(kind);
    survey = await s.publishWheel({
      game: { type: 'survey', settings: { ...SURVEY_DEFAULTS, playLimitEnabled: false, multiRegistration: true } },
    });
  }, 60_000);
  afterAll(() => s?.t.close());

  const surveyWheel = (settings: Partial<WheelSettings> = {}, registrationType: '' | 'noDelivery' = '') =>
    s.publishWheel({
      registrationType,
      settings: {
        multiRegistration: true,
        playsPerDay: 50,
        numberOfIpPlaysLimit: 1000,
        unknownCustomersSettings: { playsPerDay: 0 },
        surveyEnabled: true,
        showSurveyAfter: 2,
        showIncompleteSurveyAfter: 3,
        surveyCampaignId: survey.id,
        ...settings,
      },
    });
  /** The plays (1-based) whose answer offered the survey, and the links offered. */
  async function offersOver(slug: string, times: number, body: Record<string, unknown> = {}, ip = s.nextIp()) {
    const offered: number[] = [];
    const urls = new Set<string>();
    for (let n = 1; n <= times; n++) {
      const answer = await s.play(slug, body, ip);
      expect(answer.page).toBe('lose');
      if (answer.survey) {
        offered.push(n);
        urls.add(answer.survey.url);
      }
    }
    return { offered, urls: [...urls] };
  }
  /** Completes the survey campaign as a player registered there with `email`: every question answered. */
  async function completeSurvey(email: string) {
    const { playerToken } = await s.register(survey.slug, { email });
    const opened = (await s.play(survey.slug, { playerToken })) as unknown as {
      playId: string;
      view: { questions: { answers: { id: string }[] }[] };
    };
    const [single, multi, scale] = opened.view.questions;
    const steps = [
      { answerIds: [single.answers[0].id] },
      { answerIds: [multi.answers[0].id] },
      { answerIds: [scale.answers[3].id] },
      { text: 'Fine.' },
    ];
    for (const [index, step] of steps.entries()) {
      const taken = await s.inject('POST', `${PLAY}/plays/${opened.playId}/steps`, {
        body: { index, step, playerToken },
      });
      expect(taken.statusCode, taken.body).toBe(200);
    }
    const decided = await s.inject('POST', `${PLAY}/plays/${opened.playId}/outcome`, { body: { playerToken } });
    expect(decided.statusCode, decided.body).toBe(200);
  }

  it('offers the survey’s page after showSurveyAfter plays, then every showIncompleteSurveyAfter plays', async () => {
    const { slug } = await surveyWheel();
    const player = await s.register(slug);
    expect(await offersOver(slug, 9, { playerToken: player.playerToken })).toEqual({
      offered: [2, 5, 8],
      urls: [`/p/${survey.slug}`],
    });
  });

  it('stops offering it once the player completed the survey (the same e-mail there)', async () => {
    const { slug } = await surveyWheel();
    const email = `survey-${randomUUID()}@example.test`;
    const player = await s.register(slug, { email });
    expect((await offersOver(slug, 2, { playerToken: player.playerToken })).offered).toEqual([2]);
    await completeSurvey(email);
    expect((await offersOver(slug, 7, { playerToken: player.playerToken })).offered).toEqual([]);
  });

  it('counts a player without registration by address', async () => {
    const { slug } = await surveyWheel({ showSurveyAfter: 3, showIncompleteSurveyAfter: 0 }, 'noDelivery');
    const ip = s.nextIp();
    expect((await offersOver(slug, 6, {}, ip)).offered).toEqual([3]);
    expect((await offersOver(slug, 3)).offered).toEqual([3]);
  });

  it('counts the address’s plays once for its limits and the survey (one scan, migration 0012)', async () => {
    const { slug } = await surveyWheel(
      {
        showSurveyAfter: 2,
        showIncompleteSurveyAfter: 2,
        playLimitEnabled: true,
        numberOfIpPlaysLimit: 5,
        playMinutesLimit: 10,
        unknownCustomersSettings: { playsPerDay: 4 },
      },
      'noDelivery',
    );
    const ip = s.nextIp();
    // The day's limit (4) is reached before the window's (5): plays 2 and 4 offer the survey, the 5th is refused.
    expect((await offersOver(slug, 4, {}, ip)).offered).toEqual([2, 4]);
    const refused = await s.play(slug, {}, ip);
    expect(refused.page).toBe('no-more-plays');
    // Another address has its own counts.
    expect((await offersOver(slug, 2)).offered).toEqual([2]);
  });

  it('offers nothing with surveyEnabled off, without a survey campaign, or one that is not live', async () => {
    const off = await surveyWheel({ surveyEnabled: false });
    const none = await surveyWheel({ surveyCampaignId: null });
    const paused = await s.publishWheel({ status: 'INACTIVE', game: { type: 'survey', settings: SURVEY_DEFAULTS } });
    const notLive = await surveyWheel({ surveyCampaignId: paused.id });
    const notSurvey = await surveyWheel({ surveyCampaignId: off.id });
    for (const { slug } of [off, none, notLive, notSurvey]) {
      const player = await s.register(slug);
      expect((await offersOver(slug, 3, { playerToken: player.playerToken })).offered, slug).toEqual([]);
    }
  });
});
