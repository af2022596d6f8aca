import { SURVEY_DEFAULTS, type SurveySettings } from '@gc/games/survey/definition';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany, demoTokens, logIn } from './companies-fixture.ts';
import { PLAY, type PlaySeed, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

type Json = Record<string, unknown>;
type ViewQuestion = { id: string; type: string; answers: { id: string }[] };
const RESPONSES = '/api/v1/responses/campaigns';

/**
 * A survey through the API: the server asks the published questions, checks each answer against its
 * question (type, answers shown, bounds, required), keeps it with the play once, and decides the play
 * only when every question has its answer. The results view and the export read what it kept.
 */
describe.each(DIALECTS)('a survey through the API (%s)', (kind) => {
  let s: PlaySeed;
  let editor = '';
  let user = '';
  let viewer = '';
  let otherEditor = '';
  beforeAll(async () => {
    s = await seedPlay(kind);
    ({ EDITOR: editor, USER: user, VIEWER: viewer } = await demoTokens(s.t, ['EDITOR', 'USER', 'VIEWER'] as const));
    await addCompany(s.t, {
      name: 'Other Survey Company',
      users: [{ email: 'editor@other-survey.test', roles: ['EDITOR'] }],
    });
    otherEditor = (await logIn(s.t, 'editor@other-survey.test')).accessToken;
  }, 60_000);
  afterAll(() => s?.t.close());

  const settingsWith = (poolId: string | null): SurveySettings => ({
    ...SURVEY_DEFAULTS,
    playLimitEnabled: false,
    outcomes: [{ ...SURVEY_DEFAULTS.outcomes[0], poolId, oddsBp: poolId ? 10_000 : 0 }],
  });
  const publish = (settings: SurveySettings) =>
    s.publishWheel({ registrationType: 'noDelivery', game: { type: 'survey', settings } });
  const open = async (slug: string) => {
    const response = await s.playRaw(slug);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { playId: string; page: string; view: { questions: ViewQuestion[] } };
  };
  const answer = (playId: string, index: number, step: unknown) =>
    s.inject('POST', `${PLAY}/plays/${playId}/steps`, { body: { index, step } });
  const outcome = (playId: string) => s.inject('POST', `${PLAY}/plays/${playId}/outcome`, { body: {} });
  const asEditor = (url: string, token = editor) =>
    s.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  /** The default survey answered: Social media; Product A + C; 4 of 5; and a free text. */
  async function answerAll(playId: string, questions: ViewQuestion[], text = 'More colours, please.') {
    const [single, multi, scale] = questions;
    const steps = [
      { answerIds: [single.answers[0].id] },
      { answerIds: [multi.answers[0].id, multi.answers[2].id] },
      { answerIds: [scale.answers[3].id] },
      { text: `  ${text} ` },
    ];
    for (const [index, step] of steps.entries()) {
      const taken = await answer(playId, index, step);
      expect(taken.statusCode, taken.body).toBe(200);
    }
  }

  it('asks the questions, keeps each answer, and gives the thank-you prize once every question is answered', async () => {
    const poolId = await s.addPool(['SURVEY-1']);
    const { slug, id } = await publish(settingsWith(poolId));
    const opened = await open(slug);
    expect(opened.page).toBe('open');
    expect(opened.view.questions.map((q) => q.type)).toEqual(['SINGLE_CHOICE', 'MULTI_CHOICE', 'SCALE', 'FREE_TEXT']);
    expect(JSON.stringify(opened.view)).not.toContain(poolId);
    await answerAll(opened.playId, opened.view.questions);
    const decided = await outcome(opened.playId);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data).toMatchObject({
      page: 'win',
      result: { outcomeId: 'outcome-1' },
      prize: { voucherCode: 'SURVEY-1' },
    });
    const summary = await asEditor(`${RESPONSES}/${id}/summary?language=en`);
    expect(summary.statusCode, summary.body).toBe(200);
    const data = summary.json().data;
    expect(data).toMatchObject({ keepsResponses: true, total: 1 });
    expect(data.questions[0].options.map((o: Json) => o.count)).toEqual([1, 0, 0]);
    expect(data.questions[1].options.map((o: Json) => o.count)).toEqual([1, 0, 1]);
    expect(data.questions[2]).toMatchObject({ kind: 'scale', answered: 1, average: 4 });
    expect(data.questions[3]).toMatchObject({ kind: 'text', answered: 1 });
  });

  it('refuses an answer to a question it did not ask, a second answer, a second pick of a single choice, too long a text', async () => {
    const { slug } = await publish(settingsWith(null));
    const { playId, view } = await open(slug);
    const [single, multi] = view.questions;
    const refusals: [number, unknown, string][] = [
      [0, { answerIds: ['not-shown'] }, 'unknownAnswer'],
      [0, { answerIds: [single.answers[0].id, single.answers[1].id] }, 'tooManyAnswers'],
      [0, { answerIds: [] }, 'answerRequired'],
      [0, { text: 'typed into a choice' }, 'textNotExpected'],
      [1, { answerIds: [multi.answers[0].id] }, ''],
    ];
    for (const [index, step, reason] of refusals) {
      const refused = await answer(playId, index, step);
      expect(refused.statusCode, JSON.stringify(step)).toBe(409);
      expect(refused.json().code).toBe('PLAY_STEP_REFUSED');
      if (reason) expect(refused.json().detail).toBe(reason);
    }
    expect((await answer(playId, 0, { answerIds: [single.answers[1].id] })).statusCode).toBe(200);
    // The same answer again is a replay; another answer to the same question is refused.
    expect((await answer(playId, 0, { answerIds: [single.answers[1].id] })).statusCode).toBe(200);
    const twice = await answer(playId, 0, { answerIds: [single.answers[2].id] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('PLAY_STEP_REFUSED');
    const long = await answer(playId, 3, { text: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(409);
    expect(long.json().code).toBe('PLAY_STEP_REFUSED');
    // Half answered: not decided, the play stays open.
    const early = await outcome(playId);
    expect(early.json()).toMatchObject({ code: 'PLAY_STEP_REFUSED', detail: 'unanswered' });
    const row = (await s.t.ctx.db.execute(sql`select page from plays where id = ${playId}`)) as unknown as {
      rows: { page: string }[];
    };
    expect(row.rows[0].page).toBe('open');
  });

  it('exports one row per response with a column per question, as CSV and XLSX; free texts are searchable', async () => {
    const { slug, id } = await publish(settingsWith(null));
    for (const text of ['Faster delivery', '=HYPERLINK("x")', 'more shops in Novi Sad']) {
      const { playId, view } = await open(slug);
      await answerAll(playId, view.questions, text);
      expect((await outcome(playId)).statusCode).toBe(200);
    }
    // An open play is not a response.
    await open(slug);
    const csv = await asEditor(`${RESPONSES}/${id}/export?format=csv&language=en`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('-responses.csv');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      'Response ID,Answered at,Email,First name,Last name,How did you hear about us?,Which of our products do you use?,How likely are you to recommend us to a friend?,What could we do better?',
    );
    expect(lines[1]).toMatch(/,Social media,Product A; Product C,4,Faster delivery$/);
    expect(lines[2]).toContain(`'=HYPERLINK`);

    const xlsx = await asEditor(`${RESPONSES}/${id}/export?format=xlsx&language=sr`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    const sheet = workbook.getWorksheet('Odgovori');
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(1).getCell(1).value).toBe('ID odgovora');
    expect(sheet?.getRow(3).getCell(9).value).toBe('=HYPERLINK("x")');

    const texts = await asEditor(`${RESPONSES}/${id}/free-texts?questionId=question-4&search=NOVI`);
    expect(texts.statusCode, texts.body).toBe(200);
    expect(texts.json().data).toMatchObject({ total: 1, items: [{ text: 'more shops in Novi Sad' }] });
    const all = await asEditor(`${RESPONSES}/${id}/free-texts?questionId=question-4&size=2`);
    expect(all.json().data.total).toBe(3);
    expect(all.json().data.items.map((item: Json) => item.text)).toEqual(['more shops in Novi Sad', '=HYPERLINK("x")']);
    expect((await asEditor(`${RESPONSES}/${id}/free-texts?questionId=question-1`)).statusCode).toBe(404);
  });

  it('shows what players typed to the view roles only: a USER sees the counts, never the texts or the export', async () => {
    const { slug, id } = await publish(settingsWith(null));
    const { playId, view } = await open(slug);
    await answerAll(playId, view.questions, 'Only for the view roles');
    expect((await outcome(playId)).statusCode).toBe(200);
    const summary = await asEditor(`${RESPONSES}/${id}/summary`, user);
    expect(summary.statusCode).toBe(200);
    expect(summary.body).not.toContain('Only for the view roles');
    for (const path of ['free-texts?questionId=question-4', 'export?format=csv', 'export?format=xlsx']) {
      expect((await asEditor(`${RESPONSES}/${id}/${path}`, user)).statusCode, path).toBe(403);
    }
    const texts = await asEditor(`${RESPONSES}/${id}/free-texts?questionId=question-4`, viewer);
    expect(texts.json().data.items).toEqual([expect.objectContaining({ text: 'Only for the view roles' })]);
  });

  it("shows another company's survey to no one, and no results view for a game that keeps no responses", async () => {
    const { id } = await publish(settingsWith(null));
    for (const path of ['summary', 'export?format=csv', 'free-texts?questionId=question-4']) {
      const foreign = await asEditor(`${RESPONSES}/${id}/${path}`, otherEditor);
      expect(foreign.statusCode, path).toBe(404);
    }
    const wheel = await s.publishWheel({});
    const summary = await asEditor(`${RESPONSES}/${wheel.id}/summary`);
    expect(summary.json().data).toEqual({ keepsResponses: false, total: 0, questions: [] });
    expect((await asEditor(`${RESPONSES}/${wheel.id}/export`)).statusCode).toBe(404);
  });
});
