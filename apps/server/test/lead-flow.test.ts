import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api-client.ts';
import { FAST_DELIVERY, waitFor } from './lead-delivery-timing.ts';
import { type PlaySeed, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';
import { startWebhookSink, type WebhookSink } from './webhook-sink.ts';

const BASE = '/api/v1/integrations';
describe.each(DIALECTS)('lead flow: webhook deliveries (%s)', (kind) => {
  let s: PlaySeed;
  let sink: WebhookSink;
  let secret = '';
  let editor: string;
  let destinationId: string;
  let slug: string;
  let campaignId: string;
  const api = () => apiClient(s.t.app);
  const status = async (leadId: string) => {
    const rows = (await s.t.ctx.db.execute(
      sql`select status, attempts from lead_deliveries where lead_id = ${leadId}`,
    )) as unknown as { rows: { status: string; attempts: number }[] };
    return rows.rows[0];
  };

  beforeAll(async () => {
    s = await seedPlay(kind, { env: FAST_DELIVERY });
    sink = await startWebhookSink(() => secret);
    editor = (await api().logInAs('EDITOR')).accessToken;
    const created = await api().post(
      `${BASE}/destinations`,
      { kind: 'webhook', name: 'CRM hook', settings: { url: sink.url } },
      editor,
    );
    expect(created.status).toBe(201);
    secret = created.body.data.secret;
    expect(secret).toMatch(/^whsec_/);
    destinationId = created.body.data.id;
    const campaign = await s.publishWheel();
    slug = campaign.slug;
    campaignId = campaign.id;
    const chosen = await api().put(
      `${BASE}/campaigns/${campaignId}/destinations`,
      { destinationIds: [destinationId] },
      editor,
    );
    expect(chosen.status).toBe(200);
    await s.t.ctx.integrations.start();
  }, 60_000);
  afterAll(async () => {
    await sink?.close();
    await s?.t.close();
  });

  it('delivers a new lead once, signed, with its play, and logs the attempt with the answer', async () => {
    const { leadId, playerToken } = await s.register(slug);
    await s.play(slug, { playerToken });
    await waitFor('the delivery', async () => (await status(leadId))?.status === 'delivered');
    const got = sink.received.filter((r) => r.leadId === leadId);
    expect(got).toHaveLength(1);
    expect(got[0]?.isSigned).toBe(true);
    expect(got[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = JSON.parse(got[0]?.body ?? '{}');
    expect(body.type).toBe('lead.created');
    expect(body.lead).toMatchObject({ leadId, campaign: { id: campaignId } });
    const log = await api().get(`${BASE}/destinations/${destinationId}/deliveries`, editor);
    const delivery = log.body.data.items.find((d: { leadId: string }) => d.leadId === leadId);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 200 });
    const detail = await api().get(`${BASE}/destinations/${destinationId}/deliveries/${delivery.id}`, editor);
    expect(detail.body.data.attemptsLog).toHaveLength(1);
    expect(detail.body.data.attemptsLog[0]).toMatchObject({ ok: true, status: 200, responseExcerpt: '{"ok":true}' });
    expect(JSON.stringify(detail.body)).not.toContain(secret);
  });

  it('keeps a sandbox (debug-mode) lead and a lead of a campaign without destinations away from every destination', async () => {
    const debug = await s.publishWheel({ isDebug: true });
    await api().put(`${BASE}/campaigns/${debug.id}/destinations`, { destinationIds: [destinationId] }, editor);
    const sandboxLead = await s.register(debug.slug);
    const plain = await s.publishWheel();
    const plainLead = await s.register(plain.slug);
    expect(await status(sandboxLead.leadId)).toBeUndefined();
    expect(await status(plainLead.leadId)).toBeUndefined();
  });

  it('retries while the destination is down and delivers every lead once it is back', async () => {
    await sink.down();
    const leads = await Promise.all([1, 2, 3].map(() => s.register(slug)));
    await waitFor('failed attempts', async () => {
      const all = await Promise.all(leads.map((l) => status(l.leadId)));
      return all.every((d) => (d?.attempts ?? 0) >= 1);
    });
    await sink.up();
    await waitFor('the deliveries', async () => {
      const all = await Promise.all(leads.map((l) => status(l.leadId)));
      return all.every((d) => d?.status === 'delivered');
    });
    for (const lead of leads) expect(sink.received.filter((r) => r.leadId === lead.leadId)).toHaveLength(1);
  }, 60_000);

  it('dead-letters a delivery after its retries, replays it and it succeeds', async () => {
    sink.answer(500, 'boom');
    const { leadId } = await s.register(slug);
    await waitFor('the dead letter', async () => (await status(leadId))?.status === 'dead', 45_000);
    expect((await status(leadId))?.attempts).toBe(4);
    const alerts = await api().get(`${BASE}/alerts`, editor);
    expect(alerts.status).toBe(200);
    sink.answer(200, '{"ok":true}');
    const log = await api().get(`${BASE}/destinations/${destinationId}/deliveries?status=dead`, editor);
    const dead = log.body.data.items.find((d: { leadId: string }) => d.leadId === leadId);
    const detail = await api().get(`${BASE}/destinations/${destinationId}/deliveries/${dead.id}`, editor);
    expect(detail.body.data.attemptsLog.map((a: { status: number }) => a.status)).toEqual([500, 500, 500, 500]);
    expect(detail.body.data.attemptsLog[0].request.headers['x-gc-signature']).toMatch(/v1=•+$/);
    const replay = await api().post(`${BASE}/destinations/${destinationId}/deliveries/${dead.id}/replay`, {}, editor);
    expect(replay.status).toBe(200);
    await waitFor('the replayed delivery', async () => (await status(leadId))?.status === 'delivered');
    const again = await api().post(`${BASE}/destinations/${destinationId}/deliveries/${dead.id}/replay`, {}, editor);
    expect(again.status).toBe(409);
  }, 60_000);

  it('holds deliveries while paused and sends them on resume', async () => {
    const paused = await api().put(`${BASE}/destinations/${destinationId}/paused`, { isPaused: true }, editor);
    expect(paused.body.data.isPaused).toBe(true);
    const { leadId } = await s.register(slug);
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await status(leadId))?.status).toBe('pending');
    expect(sink.received.some((r) => r.leadId === leadId)).toBe(false);
    await api().put(`${BASE}/destinations/${destinationId}/paused`, { isPaused: false }, editor);
    await waitFor('the delivery after resume', async () => (await status(leadId))?.status === 'delivered');
    expect(sink.received.filter((r) => r.leadId === leadId)).toHaveLength(1);
  }, 30_000);

  it('never answers a destination secret, stored encrypted', async () => {
    const answers = [
      await api().get(`${BASE}/destinations`, editor),
      await api().get(`${BASE}/destinations/${destinationId}`, editor),
      await api().put(`${BASE}/destinations/${destinationId}`, { name: 'CRM hook 2' }, editor),
      await api().get(`${BASE}/destinations/${destinationId}/deliveries`, editor),
      await api().get(`${BASE}/alerts`, editor),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain(secret);
      expect(JSON.stringify(answer.body)).not.toContain('credentials');
    }
    const rows = (await s.t.ctx.db.execute(
      sql`select credentials from destinations where id = ${destinationId}`,
    )) as unknown as { rows: { credentials: string }[] };
    expect(rows.rows[0]?.credentials).toMatch(/^v1\./);
    expect(rows.rows[0]?.credentials).not.toContain(secret);
  });

  it('refuses a bad URL, an unknown kind and a viewer', async () => {
    const bad = await api().post(
      `${BASE}/destinations`,
      { kind: 'webhook', name: 'x', settings: { url: 'ftp://x' } },
      editor,
    );
    expect(bad.status).toBe(400);
    const unknown = await api().post(`${BASE}/destinations`, { kind: 'nope', name: 'x', settings: {} }, editor);
    expect(unknown.status).toBe(400);
    const viewer = (await api().logInAs('VIEWER')).accessToken;
    expect((await api().get(`${BASE}/destinations`, viewer)).status).toBe(403);
  });
});
