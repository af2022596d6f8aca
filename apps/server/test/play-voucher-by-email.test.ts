import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/index.ts';
import { queuePrizeEmails } from '../src/modules/prize-emails/prize-emails.job.ts';
import { type PlaySeed, sectorsWithPrize, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

/**
 * A campaign's showsVoucherOnlyInEmail (issue 9, item 2): a winner's voucher code is not in the play's
 * answer (whoever holds the player's token sees no code), only in the prize e-mail to the registered
 * address. Without an e-mail registration the option is ignored.
 */
describe.each(DIALECTS)('voucher only in the prize e-mail (%s)', (kind) => {
  let s: PlaySeed;
  beforeAll(async () => {
    s = await seedPlay(kind);
  }, 60_000);
  afterAll(() => s?.t.close());

  const outboxTo = (to: string) => s.t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

  it('answers a win without its code and sends the code in the prize e-mail', async () => {
    const poolId = await s.addPool(['MAILONLY-1', 'MAILONLY-2']);
    const { slug } = await s.publishWheel({
      settings: { sectors: sectorsWithPrize(poolId) },
      registrationOptions: { showsVoucherOnlyInEmail: true },
    });
    const email = `winner-${randomUUID()}@example.test`;
    const player = await s.register(slug, { email });
    const response = await s.playRaw(slug, { playerToken: player.playerToken });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('MAILONLY-');
    const played = response.json().data;
    expect(played.page).toBe('win');
    expect(played.prize).toMatchObject({ name: 'Coffee voucher', voucherCode: null, isVoucherCodeEmailed: true });

    await queuePrizeEmails(s.t.ctx);
    const [mail, ...more] = await outboxTo(email);
    expect(more).toEqual([]);
    expect(mail.textBody).toContain('Your voucher code:\nMAILONLY-1');
    expect(mail.htmlBody).toContain('MAILONLY-1');
  });

  it('sends the prize e-mail even when prize e-mails are turned off, since it is the only place of the code', async () => {
    const poolId = await s.addPool(['OFFBUTMAIL-1']);
    const { slug } = await s.publishWheel({
      settings: { sectors: sectorsWithPrize(poolId), disablePrizeRedemptionEmails: true },
      registrationOptions: { showsVoucherOnlyInEmail: true },
    });
    const email = `winner-${randomUUID()}@example.test`;
    const player = await s.register(slug, { email });
    expect((await s.play(slug, { playerToken: player.playerToken })).prize?.voucherCode).toBeNull();
    await queuePrizeEmails(s.t.ctx);
    const mails = await outboxTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain('OFFBUTMAIL-1');
  });

  it('shows the code as before without the option, and ignores the option without registration', async () => {
    const poolId = await s.addPool(['SHOWN-1', 'SHOWN-2']);
    const usual = await s.publishWheel({ settings: { sectors: sectorsWithPrize(poolId) } });
    const player = await s.register(usual.slug);
    expect((await s.play(usual.slug, { playerToken: player.playerToken })).prize).toMatchObject({
      voucherCode: 'SHOWN-1',
      isVoucherCodeEmailed: false,
    });

    // Without registration there is no e-mail to send the code to: the page shows it.
    const anonymous = await s.publishWheel({
      registrationType: 'noDelivery',
      settings: { sectors: sectorsWithPrize(poolId) },
      registrationOptions: { showsVoucherOnlyInEmail: true, requiresEmailVerification: true },
    });
    expect((await s.play(anonymous.slug)).prize).toMatchObject({ voucherCode: 'SHOWN-2', isVoucherCodeEmailed: false });
    expect(await s.count(sql`select count(*)::int as n from plays where voucher_code = 'SHOWN-2'`)).toBe(1);
  });
});
