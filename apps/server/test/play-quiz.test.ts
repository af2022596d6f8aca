import { demoEmailFor } from '@gc/contracts/roles';
import { QUIZ_DEFAULTS, type QuizSettings } from '@gc/games/quiz/definition';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './companies-fixture.ts';
import { PLAY, type PlaySeed, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

type View = { questions: { id: string; answers: { id: string }[] }[]; outOf: number };

describe.each(DIALECTS)('a quiz play through the API (%s)', (kind) => {
  let s: PlaySeed;
  beforeAll(async () => {
    s = await seedPlay(kind);
  }, 60_000);
  afterAll(() => s?.t.close());

  /** The default quiz, its full-score outcome giving the pool at 100 %. */
  const quizWithPrize = (poolId: string): QuizSettings => {
    const full = QUIZ_DEFAULTS.questions.length;
    const top = QUIZ_DEFAULTS.outcomes.find((outcome) => outcome.downThreshold <= full && full <= outcome.upThreshold);
    return {
      ...QUIZ_DEFAULTS,
      outcomes: QUIZ_DEFAULTS.outcomes.map((outcome) =>
        outcome.id === top?.id ? { ...outcome, poolId, oddsBp: 10_000 } : outcome,
      ),
    };
  };

  it('opens without the answers, answers every question and wins the full-score prize once', async () => {
    const poolId = await s.addPool(['QUIZ-1']);
    const settings = quizWithPrize(poolId);
    const { slug } = await s.publishWheel({ registrationType: 'noDelivery', game: { type: 'quiz', settings } });
    const published = await s.inject('GET', `${PLAY}/campaigns/${slug}`);
    expect(published.statusCode).toBe(200);
    expect(published.body).not.toContain('correctAnswerId');

    const opened = await s.playRaw(slug);
    expect(opened.statusCode, opened.body).toBe(200);
    const { playId, page, view } = opened.json().data as { playId: string; page: string; view: View };
    expect(page).toBe('open');
    expect(JSON.stringify(view)).not.toContain('correctAnswerId');
    expect(view.outOf).toBe(settings.questions.length);

    for (const [index, shown] of view.questions.entries()) {
      const correct = settings.questions.find((question) => question.id === shown.id)?.correctAnswerId;
      const answer = await s.inject('POST', `${PLAY}/plays/${playId}/steps`, {
        body: { index, step: { answerId: correct } },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data.feedback).toMatchObject({ isCorrect: true });
    }
    const decided = await s.inject('POST', `${PLAY}/plays/${playId}/outcome`, { body: {} });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data).toMatchObject({
      page: 'win',
      result: { score: settings.questions.length, outOf: settings.questions.length },
      prize: { voucherCode: 'QUIZ-1' },
    });
    expect((await s.inject('POST', `${PLAY}/plays/${playId}/outcome`, { body: {} })).statusCode).toBe(409);
  });

  it("puts a registered player's outcome and score in the leads export, in the player's language", async () => {
    const poolId = await s.addPool(['QUIZ-EXPORT']);
    const base = quizWithPrize(poolId);
    const settings: QuizSettings = {
      ...base,
      outcomes: base.outcomes.map((outcome, index) => ({ ...outcome, title: { en: `Outcome ${index + 1}` } })),
    };
    const { id, slug } = await s.publishWheel({ game: { type: 'quiz', settings } });
    const { playerToken } = await s.register(slug);
    const opened = await s.playRaw(slug, { playerToken });
    const { playId, view } = opened.json().data as { playId: string; view: View };
    for (const [index, shown] of view.questions.entries()) {
      const correct = settings.questions.find((question) => question.id === shown.id)?.correctAnswerId;
      await s.inject('POST', `${PLAY}/plays/${playId}/steps`, {
        body: { index, step: { answerId: correct }, playerToken },
      });
    }
    const decided = await s.inject('POST', `${PLAY}/plays/${playId}/outcome`, { body: { playerToken } });
    const { outcomeId } = decided.json().data.result as { outcomeId: string };
    const title = settings.outcomes.find((outcome) => outcome.id === outcomeId)?.title.en;

    const editor = await logIn(s.t, demoEmailFor('EDITOR'));
    const csv = await s.t.app.inject({
      method: 'GET',
      url: `/api/v1/leads/campaigns/${id}/export.csv?language=en`,
      headers: { authorization: `Bearer ${editor.accessToken}` },
    });
    expect(csv.statusCode).toBe(200);
    const [header, record] = parse(csv.rawPayload, { bom: true }) as string[][];
    const full = settings.questions.length;
    expect(record[header.indexOf('Latest result')]).toBe(`${title} · You scored ${full} of ${full}`);
    expect(record[header.indexOf('Voucher code')]).toBe('QUIZ-EXPORT');
  });

  it('answers every question wrongly and ends on the low-score outcome, which gives nothing: the lose page', async () => {
    const poolId = await s.addPool(['QUIZ-LOSE']);
    const settings = quizWithPrize(poolId);
    const { slug } = await s.publishWheel({ registrationType: 'noDelivery', game: { type: 'quiz', settings } });
    const opened = await s.playRaw(slug);
    expect(opened.statusCode, opened.body).toBe(200);
    const { playId, view } = opened.json().data as { playId: string; view: View };

    for (const [index, shown] of view.questions.entries()) {
      const correct = settings.questions.find((question) => question.id === shown.id)?.correctAnswerId;
      const wrong = shown.answers.find((answer) => answer.id !== correct)?.id;
      const answer = await s.inject('POST', `${PLAY}/plays/${playId}/steps`, {
        body: { index, step: { answerId: wrong } },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data.feedback).toMatchObject({ isCorrect: false, correctAnswerId: correct });
    }
    const decided = await s.inject('POST', `${PLAY}/plays/${playId}/outcome`, { body: {} });
    expect(decided.statusCode, decided.body).toBe(200);
    const low = settings.outcomes.find((outcome) => outcome.downThreshold === 0);
    expect(low?.poolId).toBeNull();
    const { data } = decided.json();
    expect(data).toMatchObject({
      page: 'lose',
      result: { score: 0, outOf: settings.questions.length, outcomeId: low?.id },
    });
    expect(data.prize ?? null).toBeNull();
    // No voucher is handed out.
    expect(JSON.stringify(data)).not.toContain('QUIZ-LOSE');
  });
});
