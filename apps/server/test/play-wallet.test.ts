import type { WalletPrize, WalletResponse } from '@gc/contracts/play';
import { MEMORY_DEFAULTS } from '@gc/games/memory/definition';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/index.ts';
import { queuePrizeEmails } from '../src/modules/prize-emails/prize-emails.job.ts';
import { signWalletToken } from '../src/modules/prize-wallet/wallet-token.ts';
import { addCompany } from './companies-fixture.ts';
import { PLAY, type PlaySeed, sectorsWithPrize, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

/** Issue 13: the prizes a signed wallet link shows, and where the link is given. */
describe.each(DIALECTS)('prize wallet (%s)', (kind) => {
  let s: PlaySeed;
  beforeAll(async () => {
    s = await seedPlay(kind);
  }, 60_000);
  afterAll(() => s?.t.close());

  const newEmail = () => `wallet-${Math.random().toString(36).slice(2)}@example.test`;
  const openWallet = (token: string) => s.inject('POST', `${PLAY}/wallet`, { body: { token } });
  const walletOf = async (token: string): Promise<WalletResponse> => {
    const response = await openWallet(token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const codesOf = (prizes: WalletPrize[]) => prizes.map((prize) => prize.voucherCode).sort();
  /** A wheel that always wins a code of a new pool; the wallet on or off. */
  async function walletWheel(codes: string[], isWalletOn: boolean, companyId?: string) {
    const poolId = await s.addPool(codes, companyId);
    const campaign = await s.publishWheel({
      settings: { sectors: sectorsWithPrize(poolId), prizeWalletEnabled: isWalletOn },
      companyId,
    });
    return { ...campaign, poolId };
  }
  async function winAs(slug: string, email: string, language = 'en') {
    const player = await s.register(slug, { email, language });
    const played = await s.play(slug, { playerToken: player.playerToken });
    expect(played.page).toBe('win');
    return { ...player, played };
  }
  /** The wallet link of the prize e-mail just written to `email`. */
  async function emailedWalletToken(email: string): Promise<string> {
    await queuePrizeEmails(s.t.ctx);
    const mails = await s.t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const links = mails.map((mail) => /\/wallet#t=([\w.-]+)/.exec(mail.textBody)?.[1]).filter(Boolean);
    expect(links.length).toBeGreaterThan(0);
    return links[0] as string;
  }

  it('lists the prizes of the e-mail across the company’s wallet campaigns, with status, expiry and a QR code', async () => {
    const email = newEmail();
    const first = await walletWheel(['W-A1'], true);
    const second = await walletWheel(['W-B1'], true);
    const off = await walletWheel(['W-OFF1'], false);
    const a = await winAs(first.slug, email, 'de');
    await winAs(second.slug, email);
    await winAs(off.slug, email);

    const token = await emailedWalletToken(email);
    const wallet = await walletOf(token);
    // The wallet-off campaign's prize stays out; both others are in, just issued.
    expect(codesOf(wallet.prizes)).toEqual(['W-A1', 'W-B1']);
    expect(wallet.prizes.map((prize) => prize.status)).toEqual(['issued', 'issued']);
    const prize = wallet.prizes.find((p) => p.voucherCode === 'W-A1') as WalletPrize;
    expect(prize.prizeName).toBe('Coffee voucher');
    expect(prize.campaignName).toMatch(/^Wheel /);
    expect(prize.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(new Date(prize.wonAt).getTime()).toBeLessThanOrEqual(Date.now());
    // The page speaks the language the link's player registered in.
    expect((await walletOf(a.played.prize?.walletToken as string)).language).toBe('de');

    // Redeemed at a point of sale; the other pool runs out: the statuses follow.
    await s.t.ctx.db.execute(sql`update voucher_codes set redeemed_at = now() where code = 'W-A1'`);
    await s.t.ctx.db.execute(
      sql`update prize_pools set expires_at = now() - interval '1 day' where id = ${second.poolId}`,
    );
    const later = await walletOf(token);
    const statusOf = (code: string) => later.prizes.find((p) => p.voucherCode === code)?.status;
    expect(statusOf('W-A1')).toBe('redeemed');
    expect(statusOf('W-B1')).toBe('expired');
    expect(later.prizes.find((p) => p.voucherCode === 'W-B1')?.expiresAt).not.toBeNull();
  });

  it('never shows another player’s nor another company’s prizes', async () => {
    const mine = newEmail();
    const theirs = newEmail();
    const wheel = await walletWheel(['MINE-1', 'THEIRS-1'], true);
    await winAs(wheel.slug, mine);
    await winAs(wheel.slug, theirs);
    // The same address wins in another company's wallet campaign.
    const other = await addCompany(s.t, { name: `Other ${Math.random().toString(36).slice(2)}` });
    const foreign = await walletWheel(['FOREIGN-1'], true, other.id);
    await winAs(foreign.slug, mine);

    const token = await emailedWalletToken(mine);
    expect(codesOf((await walletOf(token)).prizes)).toEqual(['MINE-1']);
    expect(codesOf((await walletOf(await emailedWalletToken(theirs))).prizes)).toEqual(['THEIRS-1']);
  });

  it('gives the win page a link only where the wallet is on, scoped to that registration when e-mails are not checked', async () => {
    const email = newEmail();
    const on = await walletWheel(['PAGE-1'], true);
    const otherOn = await walletWheel(['PAGE-2'], true);
    const off = await walletWheel(['PAGE-OFF'], false);
    const won = await winAs(on.slug, email);
    await winAs(otherOn.slug, email);
    const wonOff = await winAs(off.slug, email);

    expect(wonOff.played.prize?.walletToken).toBeUndefined();
    const token = won.played.prize?.walletToken as string;
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // Anyone may type any address on a page that sends no code: this link shows its own registration's prize only.
    expect(codesOf((await walletOf(token)).prizes)).toEqual(['PAGE-1']);
  });

  it('gives a registration that confirmed its e-mail a win-page link to every prize of that e-mail', async () => {
    const email = newEmail();
    const earlier = await walletWheel(['VER-EARLIER'], true);
    await winAs(earlier.slug, email);
    const poolId = await s.addPool(['VER-1']);
    const verified = await s.publishWheel({
      settings: { sectors: sectorsWithPrize(poolId), prizeWalletEnabled: true },
      registrationOptions: { requiresEmailVerification: true },
    });
    const player = await s.register(verified.slug, { email });
    const [codeMail] = await s.t.ctx.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.toAddress} = ${email} and ${emailOutbox.subject} like 'Your code: %'`);
    const code = /(\d{6})$/.exec(codeMail.subject)?.[1];
    const confirmed = await s.inject('POST', `${PLAY}/campaigns/${verified.slug}/email-verifications`, {
      body: { playerToken: player.playerToken, code },
    });
    expect(confirmed.json().data.isVerified).toBe(true);
    const played = await s.play(verified.slug, { playerToken: player.playerToken });
    expect(played.page).toBe('win');
    expect(codesOf((await walletOf(played.prize?.walletToken as string)).prizes)).toEqual(['VER-1', 'VER-EARLIER']);
  });

  it('gives the link with a multi-step game’s win too (memory, decided by the outcome call)', async () => {
    const poolId = await s.addPool(['MEM-WALLET']);
    const settings = {
      ...MEMORY_DEFAULTS,
      playLimitEnabled: false,
      prizeWalletEnabled: true,
      outcomes: MEMORY_DEFAULTS.outcomes.map((outcome, o) =>
        o === 0 ? { ...outcome, poolId, oddsBp: 10_000 } : outcome,
      ),
    };
    const { slug } = await s.publishWheel({ game: { type: 'memory', settings } });
    const { playerToken } = await s.register(slug, { email: newEmail() });
    const opened = (await s.play(slug, { playerToken })) as unknown as { playId: string };
    const [row] = (
      (await s.t.ctx.db.execute(sql`select state from plays where id = ${opened.playId}`)) as unknown as {
        rows: { state: { layout: string[] } }[];
      }
    ).rows;
    const { layout } = row.state;
    const flips = layout.flatMap((id, at) => (layout.indexOf(id) === at ? [at, layout.indexOf(id, at + 1)] : []));
    for (const [index, tileIndex] of flips.entries()) {
      const step = await s.inject('POST', `${PLAY}/plays/${opened.playId}/steps`, {
        body: { playerToken, index, step: { tileIndex } },
      });
      expect(step.statusCode, step.body).toBe(200);
    }
    // As if the player had taken 30 s: faster than a person is refused.
    await s.t.ctx.db.execute(
      sql`update plays set created_at = clock_timestamp() - make_interval(secs => 30) where id = ${opened.playId}`,
    );
    const decided = await s.inject('POST', `${PLAY}/plays/${opened.playId}/outcome`, { body: { playerToken } });
    expect(decided.statusCode, decided.body).toBe(200);
    const token = decided.json().data.prize.walletToken as string;
    expect(codesOf((await walletOf(token)).prizes)).toEqual(['MEM-WALLET']);
  });

  it('answers an empty wallet for a player without prizes', async () => {
    const wheel = await s.publishWheel({ settings: { sectors: sectorsWithPrize(null), prizeWalletEnabled: true } });
    const player = await s.register(wheel.slug, { email: newEmail(), language: 'de' });
    const lost = await s.play(wheel.slug, { playerToken: player.playerToken });
    expect(lost.page).toBe('lose');
    expect(lost.prize).toBeNull();
    const token = await signWalletToken(s.keys.wallet, { leadId: player.leadId, scope: 'email' });
    expect(await walletOf(token)).toEqual({ language: 'de', prizes: [] });
  });

  it('serves the wallet page unindexed', async () => {
    const page = await s.t.app.inject({ method: 'GET', url: '/p/any-campaign/wallet' });
    expect(page.headers['x-robots-tag']).toBe('noindex');
  });

  it('refuses a tampered, foreign, expired or orphaned link with 401, never 500', async () => {
    const wheel = await walletWheel(['T-1'], true);
    const won = await winAs(wheel.slug, newEmail());
    const token = won.played.prize?.walletToken as string;
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const forged = [
      flip(token, token.length - 5),
      flip(token, token.indexOf('.') + 3),
      token.slice(0, -1),
      'not-a-token',
      '',
      // A player token is signed with another key and audience: it opens no wallet.
      won.playerToken,
      // Signed right, but a year and more ago.
      await signWalletToken(
        s.keys.wallet,
        { leadId: won.leadId, scope: 'email' },
        new Date(Date.now() - 400 * 86_400_000),
      ),
      // Signed right for a lead that does not exist.
      await signWalletToken(s.keys.wallet, { leadId: crypto.randomUUID(), scope: 'email' }),
    ];
    for (const bad of forged) {
      const response = await openWallet(bad);
      expect(response.statusCode, bad).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().code).toBe('WALLET_LINK_INVALID');
    }
    const tooLong = await openWallet('x'.repeat(5000));
    expect(tooLong.statusCode).toBe(400);
  });

  it('puts the wallet link in the prize e-mail only where the wallet is on', async () => {
    const withWallet = newEmail();
    const without = newEmail();
    const on = await walletWheel(['MAIL-ON'], true);
    const off = await walletWheel(['MAIL-OFF'], false);
    await winAs(on.slug, withWallet);
    await winAs(off.slug, without);
    await queuePrizeEmails(s.t.ctx);
    const [mail] = await s.t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, withWallet));
    const link = `${s.t.ctx.config.publicUrl}/p/${on.slug}/wallet#t=`;
    expect(mail.textBody).toContain(`See all your prizes:\n${link}`);
    expect(mail.htmlBody).toContain(`href="${link}`);
    // The outbox keeps the token as a secret: its view hides it as it hides a password link.
    expect(mail.secrets).toHaveLength(1);
    const [plain] = await s.t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, without));
    expect(plain.textBody).not.toContain('/wallet');
    expect(plain.htmlBody).not.toContain('/wallet');
  });
});
