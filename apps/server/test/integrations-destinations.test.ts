import { SURVEY_DEFAULTS } from '@gc/games/survey/definition';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api-client.ts';
import { FAST_DELIVERY, waitFor } from './lead-delivery-timing.ts';
import { PLAY, type PlaySeed, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';
import { startWebhookSink, type WebhookSink } from './webhook-sink.ts';

const BASE = '/api/v1/integrations';
/** Each internal address an editor might type, and the words the refusal must use to name it. */
const INTERNAL_URLS: [string, RegExp][] = [
  ['http://127.0.0.1:8080/hook', /loopback/],
  ['http://localhost/hook', /loopback/],
  ['http://[::1]/hook', /loopback/],
  ['http://[::ffff:127.0.0.1]/hook', /loopback/],
  ['http://10.1.2.3/hook', /private network address \(RFC 1918\)/],
  ['http://172.16.5.4/hook', /private network address \(RFC 1918\)/],
  ['https://192.168.1.10/hook', /private network address \(RFC 1918\)/],
  ['http://169.254.169.254/latest/meta-data/', /link-local/],
  ['http://[fe80::1]/hook', /link-local/],
  ['http://[fd12:3456::1]/hook', /unique-local IPv6/],
  ['http://0.0.0.0:3000/hook', /unspecified address/],
  ['http://2130706433/hook', /loopback/],
];

/**
 * Destinations as an editor keeps them (issue 15): editing (name, URL, mapping, a new secret that is
 * never answered), deleting, the SSRF guard on save and at the attempt with
 * INTEGRATIONS_ALLOW_PRIVATE_URLS off, and a survey's answers in the lead a real receiver gets.
 */
describe.each(DIALECTS)('destinations: edit, delete, internal addresses (%s)', (kind) => {
  let s: PlaySeed;
  let sink: WebhookSink;
  let editor: string;
  const api = () => apiClient(s.t.app);
  const count = async () => s.count(sql`select count(*)::int as n from destinations where company_id = ${s.companyId}`);

  beforeAll(async () => {
    s = await seedPlay(kind, { env: { ...FAST_DELIVERY, INTEGRATIONS_ALLOW_PRIVATE_URLS: 'false' } });
    sink = await startWebhookSink(() => 'unused-secret-for-the-guard');
    editor = (await api().logInAs('EDITOR')).accessToken;
    await s.t.ctx.integrations.start();
  }, 60_000);
  afterAll(async () => {
    await sink?.close();
    await s?.t.close();
  });

  it('refuses every internal address and a non-http scheme with a 400 problem naming it, saving nothing', async () => {
    const before = await count();
    for (const [url, named] of INTERNAL_URLS) {
      const refused = await api().post(
        `${BASE}/destinations`,
        { kind: 'webhook', name: 'Internal', settings: { url } },
        editor,
      );
      expect(refused.status, url).toBe(400);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.body.code).toBe('VALIDATION_FAILED');
      expect(refused.body.detail, url).toMatch(named);
      expect(refused.body.detail).toContain('cannot receive leads');
      expect(refused.body.violations[0].field).toBe('settings.url');
    }
    for (const url of ['ftp://example.com/hook', 'file:///etc/passwd', 'gopher://example.com/']) {
      const refused = await api().post(
        `${BASE}/destinations`,
        { kind: 'webhook', name: 'Scheme', settings: { url } },
        editor,
      );
      expect(refused.status, url).toBe(400);
      expect(refused.headers['content-type']).toContain('application/problem+json');
    }
    expect(await count()).toBe(before);
  });

  it('edits a destination (name, URL, mapping, a new secret never answered) and refuses an internal URL on edit', async () => {
    const created = await api().post(
      `${BASE}/destinations`,
      { kind: 'webhook', name: 'Edit me', settings: { url: 'https://hooks.example.invalid/a' } },
      editor,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    const newSecret = 'whsec_replaced_secret_value_0001';
    const edited = await api().put(
      `${BASE}/destinations/${id}`,
      {
        name: 'Edited',
        settings: { url: 'https://hooks.example.invalid/b' },
        mapping: [{ from: 'email', to: 'mail' }],
        credentials: { secret: newSecret },
      },
      editor,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({
      name: 'Edited',
      settings: { url: 'https://hooks.example.invalid/b' },
      mapping: [{ from: 'email', to: 'mail' }],
      hasCredentials: true,
    });
    expect(JSON.stringify(edited.body)).not.toContain(newSecret);

    const refused = await api().put(
      `${BASE}/destinations/${id}`,
      { name: 'Sneaky', settings: { url: 'http://169.254.169.254/latest/meta-data/' } },
      editor,
    );
    expect(refused.status).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.body.detail).toMatch(/link-local/);
    const after = await api().get(`${BASE}/destinations/${id}`, editor);
    expect(after.body.data).toMatchObject({ name: 'Edited', settings: { url: 'https://hooks.example.invalid/b' } });

    const viewer = (await api().logInAs('VIEWER')).accessToken;
    expect((await api().put(`${BASE}/destinations/${id}`, { name: 'Viewer' }, viewer)).status).toBe(403);
    expect((await api().request('DELETE', `${BASE}/destinations/${id}`, { token: viewer })).status).toBe(403);
  });

  it('deletes a destination: gone from the list, a second delete is a 404 problem', async () => {
    const created = await api().post(
      `${BASE}/destinations`,
      { kind: 'webhook', name: 'Delete me', settings: { url: 'https://hooks.example.invalid/c' } },
      editor,
    );
    const id = created.body.data.id;
    expect((await api().request('DELETE', `${BASE}/destinations/${id}`, { token: editor })).status).toBe(204);
    expect((await api().get(`${BASE}/destinations/${id}`, editor)).status).toBe(404);
    const list = await api().get(`${BASE}/destinations`, editor);
    expect(list.body.data.map((d: { id: string }) => d.id)).not.toContain(id);
    const again = await api().request('DELETE', `${BASE}/destinations/${id}`, { token: editor });
    expect(again.status).toBe(404);
    expect(again.headers['content-type']).toContain('application/problem+json');
  });

  it('refuses at the attempt a destination whose address became internal: nothing is sent, the delivery is dead', async () => {
    const created = await api().post(
      `${BASE}/destinations`,
      { kind: 'webhook', name: 'Rebound', settings: { url: 'https://hooks.example.invalid/d' } },
      editor,
    );
    const id = created.body.data.id;
    // As if its name now resolved to our own network: the saved URL points at the local receiver.
    await s.t.ctx.db.execute(sql`update destinations set settings = ${JSON.stringify({ url: sink.url })}::jsonb
      where id = ${id}`);
    const campaign = await s.publishWheel();
    await api().put(`${BASE}/campaigns/${campaign.id}/destinations`, { destinationIds: [id] }, editor);
    const { leadId } = await s.register(campaign.slug);
    const log = await waitFor('the refused delivery', async () => {
      const answer = await api().get(`${BASE}/destinations/${id}/deliveries`, editor);
      const item = answer.body.data.items.find((d: { leadId: string }) => d.leadId === leadId);
      return item?.status === 'dead' ? item : undefined;
    });
    expect(log.attempts).toBe(1);
    expect(log.lastError).toMatch(/^Refused: 127\.0\.0\.1 is a loopback address/);
    expect(sink.received).toHaveLength(0);
  });
});

describe.each(DIALECTS)('lead flow: a survey play answers its questions to the destination (%s)', (kind) => {
  let s: PlaySeed;
  let sink: WebhookSink;
  let secret = '';
  let editor: string;
  const api = () => apiClient(s.t.app);

  beforeAll(async () => {
    s = await seedPlay(kind, { env: { ...FAST_DELIVERY, INTEGRATIONS_ALLOW_PRIVATE_URLS: 'true' } });
    sink = await startWebhookSink(() => secret);
    editor = (await api().logInAs('EDITOR')).accessToken;
    await s.t.ctx.integrations.start();
  }, 60_000);
  afterAll(async () => {
    await sink?.close();
    await s?.t.close();
  });

  it('sends the question ids, texts and answers of the lead’s survey play to a real receiver', async () => {
    const created = await api().post(
      `${BASE}/destinations`,
      { kind: 'webhook', name: 'Survey hook', settings: { url: sink.url } },
      editor,
    );
    expect(created.status).toBe(201);
    secret = created.body.data.secret;
    const destinationId = created.body.data.id;
    // Held while the player answers, so the one delivery carries the whole play.
    await api().put(`${BASE}/destinations/${destinationId}/paused`, { isPaused: true }, editor);
    const survey = await s.publishWheel({
      game: { type: 'survey', settings: { ...SURVEY_DEFAULTS, playLimitEnabled: false } },
    });
    await api().put(`${BASE}/campaigns/${survey.id}/destinations`, { destinationIds: [destinationId] }, editor);
    const { leadId, playerToken } = await s.register(survey.slug);
    const opened = await s.playRaw(survey.slug, { playerToken });
    expect(opened.statusCode, opened.body).toBe(200);
    const { playId, view } = opened.json().data as {
      playId: string;
      view: { questions: { id: string; answers: { id: string }[] }[] };
    };
    const [single, multi, scale, text] = view.questions;
    const steps = [
      { answerIds: [single.answers[0].id] },
      { answerIds: [multi.answers[0].id, multi.answers[2].id] },
      { answerIds: [scale.answers[3].id] },
      { text: 'More colours, please.' },
    ];
    for (const [index, step] of steps.entries()) {
      const taken = await s.inject('POST', `${PLAY}/plays/${playId}/steps`, { body: { index, step, playerToken } });
      expect(taken.statusCode, taken.body).toBe(200);
    }
    const decided = await s.inject('POST', `${PLAY}/plays/${playId}/outcome`, { body: { playerToken } });
    expect(decided.statusCode, decided.body).toBe(200);
    await api().put(`${BASE}/destinations/${destinationId}/paused`, { isPaused: false }, editor);

    const got = await waitFor('the delivery', async () => sink.received.find((r) => r.leadId === leadId));
    expect(got.isSigned).toBe(true);
    const answers = JSON.parse(got.body).lead.surveyAnswers;
    expect(answers).toHaveLength(4);
    expect(answers.map((a: { questionId: string }) => a.questionId)).toEqual([single.id, multi.id, scale.id, text.id]);
    expect(answers[0]).toEqual({
      questionId: single.id,
      question: 'How did you hear about us?',
      answer: 'Social media',
    });
    expect(answers[1].question).toBe('Which of our products do you use?');
    expect(answers[1].answer).toMatch(/^[^;]+; [^;]+$/);
    expect(answers[3]).toMatchObject({ questionId: text.id, answer: 'More colours, please.' });
  });

  it('sends an empty list for a game that keeps no answers', async () => {
    const created = await api().post(
      `${BASE}/destinations`,
      { kind: 'webhook', name: 'Wheel hook', settings: { url: sink.url } },
      editor,
    );
    secret = created.body.data.secret;
    await api().put(`${BASE}/destinations/${created.body.data.id}/paused`, { isPaused: true }, editor);
    const wheel = await s.publishWheel();
    await api().put(`${BASE}/campaigns/${wheel.id}/destinations`, { destinationIds: [created.body.data.id] }, editor);
    const { leadId, playerToken } = await s.register(wheel.slug);
    await s.play(wheel.slug, { playerToken });
    await api().put(`${BASE}/destinations/${created.body.data.id}/paused`, { isPaused: false }, editor);
    const got = await waitFor('the delivery', async () => sink.received.find((r) => r.leadId === leadId));
    expect(JSON.parse(got.body).lead.surveyAnswers).toEqual([]);
  });
});
