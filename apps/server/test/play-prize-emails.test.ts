import { advancedSpinTheWheel } from '@gc/games/advanced-spin-the-wheel/definition';
import type { WheelSettings } from '@gc/games/spin-the-wheel/definition';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/index.ts';
import { queuePrizeEmails } from '../src/modules/prize-emails/prize-emails.job.ts';
import { type PlaySeed, sectorsWithPrize, seedPlay } from './play-fixture.ts';

const ADVANCED_DEFAULTS = advancedSpinTheWheel.defaults;

import { DIALECTS } from './test-app.ts';

/** Registered winners get their prize and code by e-mail, once, unless the campaign turned it off. */
describe.each(DIALECTS)('prize e-mails (%s)', (kind) => {
  let s: PlaySeed;
  beforeAll(async () => {
    s = await seedPlay(kind);
  }, 60_000);
  afterAll(() => s?.t.close());

  const outboxTo = (to: string) => s.t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
  const newEmail = () => `winner-${Math.random().toString(36).slice(2)}@example.test`;

  it('writes one e-mail with the prize and its code, in the player’s language, to a registered winner', async () => {
    const poolId = await s.addPool(['MAIL-1', 'MAIL-2']);
    const { slug } = await s.publishWheel({ settings: { sectors: sectorsWithPrize(poolId) } });
    const email = newEmail();
    const player = await s.register(slug, { email, firstName: 'Grete', language: 'de' });
    const played = await s.play(slug, { playerToken: player.playerToken, language: 'de' });
    expect(played.page).toBe('win');

    expect(await queuePrizeEmails(s.t.ctx)).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await outboxTo(email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Ihr Gewinn: Coffee voucher');
    expect(mail.textBody).toContain('Hallo Grete,');
    expect(mail.textBody).toContain(played.prize?.voucherCode ?? 'no code');
    expect(mail.htmlBody).toContain(played.prize?.voucherCode ?? 'no code');

    // Handled once: a second run, or another process running at the same time, writes nothing more.
    await Promise.all([queuePrizeEmails(s.t.ctx), queuePrizeEmails(s.t.ctx)]);
    expect(await outboxTo(email)).toHaveLength(1);
  });

  it('writes nothing for a loss, nor for a winner of a campaign with disablePrizeRedemptionEmails', async () => {
    const losing = await s.publishWheel({ settings: { sectors: sectorsWithPrize(null) } });
    const loser = newEmail();
    const lost = await s.play(losing.slug, {
      playerToken: (await s.register(losing.slug, { email: loser })).playerToken,
    });
    expect(lost.page).toBe('lose');

    const poolId = await s.addPool(['OFF-1']);
    const quiet = await s.publishWheel({
      settings: { sectors: sectorsWithPrize(poolId), disablePrizeRedemptionEmails: true },
    });
    const winner = newEmail();
    const won = await s.play(quiet.slug, {
      playerToken: (await s.register(quiet.slug, { email: winner })).playerToken,
    });
    expect(won.page).toBe('win');

    await queuePrizeEmails(s.t.ctx);
    expect(await outboxTo(loser)).toEqual([]);
    expect(await outboxTo(winner)).toEqual([]);
    // The turned-off win is marked handled, so it is not looked at again.
    expect(
      await s.count(sql`select count(*)::int as n from plays where id = ${won.playId} and prize_email_at is not null`),
    ).toBe(1);
  });

  it('gives every registered winner of many concurrent plays exactly one e-mail', async () => {
    const codes = Array.from({ length: 8 }, (_, i) => `MANY-${i + 1}`);
    const poolId = await s.addPool(codes);
    const { slug } = await s.publishWheel({ settings: { sectors: sectorsWithPrize(poolId) } });
    const emails = codes.map(() => newEmail());
    const players = await Promise.all(emails.map((email) => s.register(slug, { email })));
    const results = await Promise.all(players.map((player) => s.play(slug, { playerToken: player.playerToken })));
    expect(results.every((result) => result.page === 'win')).toBe(true);

    await Promise.all([queuePrizeEmails(s.t.ctx), queuePrizeEmails(s.t.ctx), queuePrizeEmails(s.t.ctx)]);
    const mails = (await Promise.all(emails.map(outboxTo))).flat();
    expect(mails).toHaveLength(codes.length);
    const mailedCodes = mails.map((mail) => codes.find((code) => mail.textBody.includes(code)));
    expect(new Set(mailedCodes).size).toBe(codes.length);
  });

  it('plays the advanced wheel as the spin-the-wheel: a registered winner gets the code and its e-mail', async () => {
    const poolId = await s.addPool(['ADV-1']);
    const { slug } = await s.publishWheel({
      type: 'advanced-spin-the-wheel',
      settings: {
        ...ADVANCED_DEFAULTS,
        sectors: sectorsWithPrize(poolId),
      } as Partial<WheelSettings>,
    });
    const email = newEmail();
    const player = await s.register(slug, { email, language: 'de' });
    const played = await s.play(slug, { playerToken: player.playerToken, language: 'de' });
    expect(played.prize?.voucherCode).toBe('ADV-1');
    // multiRegistration with 10000 plays a day (its §9 defaults): the next play is a loss, not "no more plays".
    expect((await s.play(slug, { playerToken: player.playerToken })).page).toBe('lose');
    await queuePrizeEmails(s.t.ctx);
    const [mail] = await outboxTo(email);
    expect(mail.subject).toBe('Ihr Gewinn: Coffee voucher');
    expect(mail.textBody).toContain('ADV-1');
  });
});
