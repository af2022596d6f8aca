import { randomUUID } from 'node:crypto';
import { advancedSpinTheWheel as advancedWheel } from '@gc/games/advanced-spin-the-wheel/definition';
import type { WheelSettings } from '@gc/games/spin-the-wheel/definition';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPlayerToken } from '../src/modules/play/player-token.ts';
import { PLAY, type PlaySeed, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

describe.each(DIALECTS)('player registration (%s)', (kind) => {
  let s: PlaySeed;
  let formSlug: string;
  beforeAll(async () => {
    s = await seedPlay(kind);
    formSlug = (await s.publishWheel()).slug;
  }, 60_000);
  afterAll(() => s?.t.close());

  const leadsOf = (slug: string) =>
    s.count(
      sql`select count(*)::int as n from leads where campaign_id = (select id from campaigns where slug = ${slug})`,
    );

  it('registers a form player with consent, the phone in international format, and lead_created', async () => {
    const email = `Ada.${randomUUID()}@Example.test`;
    const response = await s.registerRaw(
      formSlug,
      s.formRegistration({
        email,
        phone: '079 123 45 67',
        birthDate: '1990-02-28',
        consent: { terms: true, privacy: true, newsletter: true },
      }),
    );
    expect(response.statusCode).toBe(200);
    const { leadId, playerToken } = response.json().data;
    const identity = await verifyPlayerToken(s.keys.playerToken, playerToken);
    expect(identity?.leadId).toBe(leadId);
    const rows = (await s.t.ctx.db.execute(
      sql`select email, phone, birth_date::text as birth_date, source, consent, release_id from leads where id = ${leadId}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const lead = rows.rows[0];
    expect(lead).toMatchObject({
      email: email.toLowerCase(),
      phone: '+41791234567',
      birth_date: '1990-02-28',
      source: 'form',
    });
    expect(lead.release_id).not.toBeNull();
    // The newsletter was not offered (isNewsletterSubscriptionEnabled off), so it is not recorded as agreed.
    expect(lead.consent).toMatchObject({ terms: true, privacy: true, newsletter: false, releaseNumber: 1 });
    expect(
      await s.count(
        sql`select count(*)::int as n from play_events where type = 'lead_created' and lead_id = ${leadId}`,
      ),
    ).toBe(1);
  });

  it('registers a URL-parameter player, who needs userId and email but no consent', async () => {
    const { slug } = await s.publishWheel({ registrationType: 'urlParameters' });
    const ok = await s.registerRaw(slug, {
      email: `u-${randomUUID()}@example.test`,
      userId: 'customer-42',
      source: 'urlParameters',
      language: 'de',
    });
    expect(ok.statusCode).toBe(200);
    const leadId = ok.json().data.leadId;
    expect(
      await s.count(
        sql`select count(*)::int as n from leads where id = ${leadId} and external_user_id = 'customer-42' and language = 'de'`,
      ),
    ).toBe(1);

    const withoutUserId = await s.registerRaw(slug, {
      email: `u-${randomUUID()}@example.test`,
      source: 'urlParameters',
      language: 'en',
    });
    expect(withoutUserId.statusCode).toBe(400);
    expect(withoutUserId.json().violations).toContainEqual({ field: 'userId', message: 'userId is required' });
    const withoutEmail = await s.registerRaw(slug, { userId: 'customer-43', source: 'urlParameters', language: 'en' });
    expect(withoutEmail.statusCode).toBe(400);
    // A URL-parameter campaign does not take the form.
    const form = await s.registerRaw(slug, s.formRegistration());
    expect(form.statusCode).toBe(409);
    expect(form.json().code).toBe('REGISTRATION_NOT_ALLOWED');
  });

  it("follows the campaign's registration type on the advanced wheel, whatever its settings' own says", async () => {
    // As the wizard makes it: the campaign by links, the game settings with their default ('' = the form).
    const { slug } = await s.publishWheel({
      type: 'advanced-spin-the-wheel',
      registrationType: 'urlParameters',
      settings: { ...advancedWheel.defaults, registrationType: '' } as Partial<WheelSettings>,
    });
    const byLink = await s.registerRaw(slug, {
      email: `adv-${randomUUID()}@example.test`,
      userId: 'customer-44',
      source: 'urlParameters',
      language: 'en',
    });
    expect(byLink.statusCode, byLink.body).toBe(200);
    const form = await s.registerRaw(slug, s.formRegistration());
    expect(form.statusCode).toBe(409);
    expect(form.json().code).toBe('REGISTRATION_NOT_ALLOWED');
  });

  it('refuses registration on a campaign without registration', async () => {
    const { slug } = await s.publishWheel({ registrationType: 'noDelivery' });
    const response = await s.registerRaw(slug, s.formRegistration());
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('REGISTRATION_NOT_ALLOWED');
    expect(await leadsOf(slug)).toBe(0);
  });

  it('requires consent to the terms and the privacy policy on the form', async () => {
    for (const consent of [undefined, { terms: true, privacy: false }, { terms: false, privacy: true }]) {
      const response = await s.registerRaw(formSlug, { ...s.formRegistration(), consent });
      expect(response.statusCode).toBe(400);
      expect(response.json().violations).toContainEqual({
        field: 'consent',
        message: 'Please accept the terms and the privacy policy',
      });
    }
  });

  it('refuses a phone number that is not valid, and an impossible birth date', async () => {
    const phone = await s.registerRaw(formSlug, s.formRegistration({ phone: '12345' }));
    expect(phone.statusCode).toBe(400);
    expect(phone.json().violations).toContainEqual({ field: 'phone', message: 'This phone number is not valid' });
    const date = await s.registerRaw(formSlug, s.formRegistration({ birthDate: '2001-02-30' }));
    expect(date.statusCode).toBe(400);
    expect(date.json().violations).toContainEqual({ field: 'birthDate', message: 'Please enter a valid date' });
  });

  it('requires an Idempotency-Key of 8 to 128 characters', async () => {
    const body = { altcha: await s.altcha(), ...s.formRegistration() };
    const missing = await s.inject('POST', `${PLAY}/campaigns/${formSlug}/registrations`, { body });
    expect(missing.statusCode).toBe(400);
    for (const key of ['short', 'x'.repeat(129), 'with space inside']) {
      const response = await s.inject('POST', `${PLAY}/campaigns/${formSlug}/registrations`, {
        body,
        headers: { 'idempotency-key': key },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('answers a retry with the first answer and creates nothing, even 20 retries at once', async () => {
    const { slug } = await s.publishWheel({ settings: { multiRegistration: true } });
    const key = randomUUID();
    const body = s.formRegistration();
    const altcha = await s.altcha();
    const responses = await Promise.all(Array.from({ length: 20 }, () => s.registerRaw(slug, body, { key, altcha })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    // Later, once the proof of work has been spent: still the first answer.
    const later = await s.registerRaw(slug, body, { key, altcha });
    expect(later.body).toBe(responses[0].body);
    expect(await leadsOf(slug)).toBe(1);
    expect(
      await s.count(
        sql`select count(*)::int as n from play_events where type = 'lead_created' and campaign_id = (select id from campaigns where slug = ${slug})`,
      ),
    ).toBe(1);
    // A new key is a new registration, which needs a new proof of work.
    const reused = await s.registerRaw(slug, s.formRegistration(), { altcha });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('CHALLENGE_INVALID');
  });

  it('gives the same e-mail its lead back without multi-registration, and a new lead with it', async () => {
    const email = `same-${randomUUID()}@example.test`;
    const single = await s.publishWheel({ settings: { multiRegistration: false } });
    const first = await s.registerRaw(single.slug, s.formRegistration({ email }));
    const again = await s.registerRaw(single.slug, s.formRegistration({ email: email.toUpperCase() }));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.leadId).toBe(first.json().data.leadId);
    expect(await leadsOf(single.slug)).toBe(1);

    const multi = await s.publishWheel({ settings: { multiRegistration: true } });
    const one = await s.registerRaw(multi.slug, s.formRegistration({ email }));
    const two = await s.registerRaw(multi.slug, s.formRegistration({ email }));
    expect(two.json().data.leadId).not.toBe(one.json().data.leadId);
    expect(await leadsOf(multi.slug)).toBe(2);
  });

  it('keeps one lead when the same e-mail registers 10 times at once with different keys', async () => {
    const { slug } = await s.publishWheel({ settings: { multiRegistration: false } });
    const email = `rush-${randomUUID()}@example.test`;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => s.registerRaw(slug, s.formRegistration({ email }))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((response) => response.json().data.leadId)).size).toBe(1);
    expect(await leadsOf(slug)).toBe(1);
  });

  it('refuses a missing, invalid or reused proof of work', async () => {
    const missing = await s.inject('POST', `${PLAY}/campaigns/${formSlug}/registrations`, {
      body: s.formRegistration(),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(missing.statusCode).toBe(400);
    const foreign = await s.registerRaw(formSlug, s.formRegistration(), { altcha: await s.altcha('f'.repeat(64)) });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('CHALLENGE_INVALID');
    const expired = await s.registerRaw(formSlug, s.formRegistration(), {
      altcha: await s.altcha(undefined, new Date(Date.now() - 1000)),
    });
    expect(expired.json().code).toBe('CHALLENGE_INVALID');
    const altcha = await s.altcha();
    expect((await s.registerRaw(formSlug, s.formRegistration(), { altcha })).statusCode).toBe(200);
    const reused = await s.registerRaw(formSlug, s.formRegistration(), { altcha });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('CHALLENGE_INVALID');
  });

  it('refuses registration when the campaign is not live', async () => {
    const ended = await s.publishWheel({ status: 'INACTIVE' });
    const endedResponse = await s.registerRaw(ended.slug, s.formRegistration());
    expect(endedResponse.statusCode).toBe(410);
    expect(endedResponse.json().code).toBe('CAMPAIGN_EXPIRED');
    const scheduled = await s.publishWheel({ status: 'SCHEDULED', startDate: new Date(Date.now() + 3_600_000) });
    const scheduledResponse = await s.registerRaw(scheduled.slug, s.formRegistration());
    expect(scheduledResponse.statusCode).toBe(409);
    expect(scheduledResponse.json().code).toBe('CAMPAIGN_EXPIRED');
    const draft = await s.publishWheel({ unpublished: true });
    expect((await s.registerRaw(draft.slug, s.formRegistration())).statusCode).toBe(404);
  });
});
