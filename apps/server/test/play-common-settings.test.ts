import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlaySeed, seedPlay } from './play-fixture.ts';
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
