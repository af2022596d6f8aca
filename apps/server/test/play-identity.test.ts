import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlaySeed, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

type Answer = { leadId: string; playerToken: string };

/**
 * Player identity (issue 9, items 2 and 3): knowing a player's e-mail gives no one that player's token,
 * and an Idempotency-Key answers only the request it was first sent with.
 */
describe.each(DIALECTS)('player identity (%s)', (kind) => {
  let s: PlaySeed;
  let slug: string;
  beforeAll(async () => {
    s = await seedPlay(kind);
    // One player per e-mail (no multi-registration): at most one play a day.
    slug = (await s.publishWheel({ settings: { multiRegistration: false } })).slug;
  }, 60_000);
  afterAll(() => s?.t.close());

  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const leadsWith = (email: string) =>
    s.count(
      sql`select count(*)::int as n from leads
          where email = ${email} and campaign_id = (select id from campaigns where slug = ${slug})`,
    );

  it('gives a second registration of a known e-mail its own token, which tells nothing of the first', async () => {
    const email = `victim-${randomUUID()}@example.test`;
    const victim: Answer = await s.register(slug, { email });
    const victimClaims = decodeJwt(victim.playerToken);
    // The victim registered a day ago.
    await s.t.ctx.db.execute(
      sql`update registrations set created_at = created_at - interval '1 day' where lead_id = ${victim.leadId}`,
    );
    await s.t.ctx.db.execute(
      sql`update leads set created_at = created_at - interval '1 day' where id = ${victim.leadId}`,
    );

    const before = nowSeconds();
    const key = randomUUID();
    const body = s.formRegistration({ email, firstName: 'Mallory' });
    const altcha = await s.altcha();
    const second = await s.registerRaw(slug, body, { key, altcha });
    const after = nowSeconds();
    expect(second.statusCode).toBe(200);
    const attacker: Answer = second.json().data;
    const claims = decodeJwt(attacker.playerToken);

    expect(attacker.playerToken).not.toBe(victim.playerToken);
    expect(claims.jti).toEqual(expect.any(String));
    expect(claims.jti).not.toBe(victimClaims.jti);
    // Issued now, not when the e-mail first registered.
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.iat).toBeLessThanOrEqual(after);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(90 * 86_400);

    // Shaped exactly like the answer for an e-mail never seen: the same fields and claims, issued now. Its
    // only tie to the victim is the lead (the person, whose limits both count against): a random id.
    const fresh: Answer = await s.register(slug);
    const freshClaims = decodeJwt(fresh.playerToken);
    expect(Object.keys(attacker).sort()).toEqual(Object.keys(fresh).sort());
    expect(Object.keys(claims).sort()).toEqual(Object.keys(freshClaims).sort());
    expect(attacker.leadId).toBe(victim.leadId);
    expect(attacker.leadId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await leadsWith(email)).toBe(1);

    // A retry of the second registration, with a fresh proof of work, is answered byte for byte the same.
    const retry = await s.registerRaw(slug, body, { key });
    expect(retry.body).toBe(second.body);
  });

  it('counts the plays of every device of one player against the same per-day limit', async () => {
    const email = `two-devices-${randomUUID()}@example.test`;
    const phone: Answer = await s.register(slug, { email });
    const laptop: Answer = await s.register(slug, { email });
    expect(laptop.playerToken).not.toBe(phone.playerToken);

    expect((await s.play(slug, { playerToken: phone.playerToken })).page).not.toBe('no-more-plays');
    expect((await s.play(slug, { playerToken: laptop.playerToken })).page).toBe('no-more-plays');
    expect((await s.play(slug, { playerToken: phone.playerToken })).page).toBe('no-more-plays');
    expect(await s.count(sql`select count(*)::int as n from plays where lead_id = ${phone.leadId}`)).toBe(1);
  });

  it('refuses the same key with another body (422 IDEMPOTENCY_KEY_REUSED) and answers the same body as before', async () => {
    const key = randomUUID();
    const first = s.formRegistration();
    const answer = await s.registerRaw(slug, first, { key });
    expect(answer.statusCode).toBe(200);

    const intruder = s.formRegistration();
    const reused = await s.registerRaw(slug, intruder, { key });
    expect(reused.statusCode).toBe(422);
    expect(reused.headers['content-type']).toContain('application/problem+json');
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(reused.body).not.toContain(answer.json().data.leadId);
    expect(await leadsWith(intruder.email as string)).toBe(0);
    // Any change of the registration's own fields counts, not only the e-mail.
    const renamed = await s.registerRaw(slug, { ...first, firstName: 'Eve' }, { key });
    expect(renamed.json().code).toBe('IDEMPOTENCY_KEY_REUSED');

    // The same fields, in another order and with the e-mail in capitals (the API reads it lower-cased),
    // and with a fresh proof of work: a genuine retry, answered byte for byte the same.
    const { email, ...rest } = first;
    const retry = await s.registerRaw(slug, { ...rest, email: (email as string).toUpperCase() }, { key });
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(answer.body);
  });

  it('lets one of two different registrations sent at once with one key win and refuses the other', async () => {
    for (let round = 0; round < 5; round++) {
      const key = randomUUID();
      const bodies = [s.formRegistration(), s.formRegistration()];
      const responses = await Promise.all(bodies.map((body) => s.registerRaw(slug, body, { key })));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422]);
      const loser = responses.find((response) => response.statusCode === 422);
      expect(loser?.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
      const winner = bodies[responses.findIndex((response) => response.statusCode === 200)];
      const other = bodies.find((body) => body !== winner);
      expect(await leadsWith(winner.email as string)).toBe(1);
      expect(await leadsWith(other?.email as string)).toBe(0);
      expect(await s.count(sql`select count(*)::int as n from registrations where idempotency_key = ${key}`)).toBe(1);
    }
  });
});
