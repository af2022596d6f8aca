import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/index.ts';
import { TOKEN_ISSUER } from '../src/modules/auth/access-tokens.ts';
import { PLAYER_TOKEN_AUDIENCE } from '../src/modules/play/player-token.ts';
import { PLAY, type PlaySeed, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

type Answer = { leadId: string; playerToken: string };

/**
 * A campaign's requiresEmailVerification (issue 9, item 2): a registration plays only after the
 * 6-digit code sent to its e-mail is typed in; 10 minutes, 5 tries; verification is per registration.
 */
describe.each(DIALECTS)('e-mail verification (%s)', (kind) => {
  let s: PlaySeed;
  let slug: string;
  beforeAll(async () => {
    s = await seedPlay(kind);
    slug = (await s.publishWheel({ registrationOptions: { requiresEmailVerification: true } })).slug;
  }, 60_000);
  afterAll(() => s?.t.close());

  const newEmail = () => `verify-${randomUUID()}@example.test`;
  const mailsTo = (to: string) =>
    s.t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.createdAt));
  /** The code of the newest mail to the address, read from the outbox as the player reads their mailbox. */
  async function latestCode(to: string): Promise<string> {
    const [mail] = await mailsTo(to);
    const code = /^Your code: (\d{6})$/.exec(mail?.subject ?? '')?.[1];
    if (!code) throw new Error(`no code mail to ${to}`);
    expect(mail.textBody).toContain(`\n${code}\n`);
    return code;
  }
  const verify = (token: string, code: string) =>
    s.inject('POST', `${PLAY}/campaigns/${slug}/email-verifications`, { body: { playerToken: token, code } });
  const newCode = (token: string, language?: string) =>
    s.inject('POST', `${PLAY}/campaigns/${slug}/email-verification-codes`, {
      body: { playerToken: token, ...(language ? { language } : {}) },
    });
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  /** The registration's codes as if `seconds` had passed since they were sent. */
  const age = (token: string, seconds: number) =>
    s.t.ctx.db.execute(
      sql`update email_codes set created_at = created_at - make_interval(secs => ${seconds}),
                                 expires_at = expires_at - make_interval(secs => ${seconds})
          where registration_id = ${JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti}`,
    );

  it('sends a 6-digit code on registration, refuses a play until it is typed in, then plays', async () => {
    const email = newEmail();
    const player: Answer = await s.register(slug, { email });
    const code = await latestCode(email);

    const refused = await s.playRaw(slug, { playerToken: player.playerToken });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');

    const verified = await verify(player.playerToken, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toEqual({ isVerified: true, triesLeft: 0 });
    expect((await s.play(slug, { playerToken: player.playerToken })).page).not.toBe('no-more-plays');

    // The code is stored as a keyed hash only.
    const stored = await s.t.ctx.db.execute(sql`select code_hash from email_codes where lead_id = ${player.leadId}`);
    const hashes = (stored as unknown as { rows: { code_hash: string }[] }).rows.map((row) => row.code_hash);
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes[0]).not.toContain(code);
  });

  it('ends a code after 5 wrong tries: then even the right one is refused, until a new code comes', async () => {
    const email = newEmail();
    const player: Answer = await s.register(slug, { email });
    const code = await latestCode(email);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await verify(player.playerToken, wrongCodeFor(code))).json().data);
    // Nothing but "wrong or expired" and the tries left.
    expect(answers).toEqual([4, 3, 2, 1, 0].map((triesLeft) => ({ isVerified: false, triesLeft })));
    expect((await verify(player.playerToken, code)).json().data).toEqual({ isVerified: false, triesLeft: 0 });
    expect((await s.playRaw(slug, { playerToken: player.playerToken })).json().code).toBe('EMAIL_NOT_VERIFIED');

    await age(player.playerToken, 61);
    expect((await newCode(player.playerToken)).statusCode).toBe(202);
    const second = await latestCode(email);
    expect((await verify(player.playerToken, second)).json().data).toEqual({ isVerified: true, triesLeft: 0 });
  });

  it('takes a code for 10 minutes only', async () => {
    const early = newEmail();
    const late = newEmail();
    const onTime: Answer = await s.register(slug, { email: early });
    const tooLate: Answer = await s.register(slug, { email: late });
    await age(onTime.playerToken, 9 * 60 + 50);
    await age(tooLate.playerToken, 10 * 60);
    expect((await verify(onTime.playerToken, await latestCode(early))).json().data.isVerified).toBe(true);
    expect((await verify(tooLate.playerToken, await latestCode(late))).json().data).toEqual({
      isVerified: false,
      triesLeft: 0,
    });
    expect((await s.playRaw(slug, { playerToken: tooLate.playerToken })).json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('verifies a registration, not a person: a second device of the same e-mail gets and needs its own code', async () => {
    const email = newEmail();
    const phone: Answer = await s.register(slug, { email });
    const phoneCode = await latestCode(email);
    expect((await verify(phone.playerToken, phoneCode)).json().data.isVerified).toBe(true);

    const laptop: Answer = await s.register(slug, { email });
    expect((await s.playRaw(slug, { playerToken: laptop.playerToken })).json().code).toBe('EMAIL_NOT_VERIFIED');
    const laptopCode = await latestCode(email);
    expect(await mailsTo(email)).toHaveLength(2);
    if (laptopCode !== phoneCode) {
      expect((await verify(laptop.playerToken, phoneCode)).json().data).toEqual({ isVerified: false, triesLeft: 4 });
    }
    expect((await verify(laptop.playerToken, laptopCode)).json().data.isVerified).toBe(true);
    expect((await s.playRaw(slug, { playerToken: laptop.playerToken })).statusCode).toBe(200);
  });

  it('sends a new code at most once a minute, in the page’s language, and the new code ends the old one', async () => {
    const email = newEmail();
    const player: Answer = await s.register(slug, { email });
    const first = await latestCode(email);
    const tooSoon = await newCode(player.playerToken);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe('TOO_MANY_REQUESTS');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await mailsTo(email)).toHaveLength(1);

    await age(player.playerToken, 60);
    const again = await newCode(player.playerToken, 'de');
    expect(again.statusCode).toBe(202);
    expect(again.json().data).toEqual({ nextCodeAfterSeconds: 60 });
    const [mail] = await mailsTo(email);
    const second = /^Ihr Code: (\d{6})$/.exec(mail.subject)?.[1] as string;
    expect(second).toMatch(/^\d{6}$/);
    if (second !== first) {
      expect((await verify(player.playerToken, first)).json().data).toEqual({ isVerified: false, triesLeft: 4 });
    }
    expect((await verify(player.playerToken, second)).json().data.isVerified).toBe(true);
  });

  it.each([false, true])(
    'sends at most 10 codes an hour to one address, without telling the sender (multi-registration %s)',
    async (multiRegistration) => {
      const campaign = await s.publishWheel({
        settings: { multiRegistration },
        registrationOptions: { requiresEmailVerification: true },
      });
      const email = newEmail();
      const answers: string[] = [];
      for (let i = 0; i < 12; i++) {
        const response = await s.registerRaw(campaign.slug, s.formRegistration({ email }));
        expect(response.statusCode).toBe(200);
        answers.push(Object.keys(response.json().data).sort().join());
      }
      expect(new Set(answers).size).toBe(1);
      expect(await mailsTo(email)).toHaveLength(10);
    },
  );

  it('refuses a foreign, old-style or malformed request and a campaign that does not verify', async () => {
    const player: Answer = await s.register(slug);
    const other = await s.publishWheel({ registrationOptions: { requiresEmailVerification: true } });
    const foreign = await s.inject('POST', `${PLAY}/campaigns/${other.slug}/email-verifications`, {
      body: { playerToken: player.playerToken, code: '123456' },
    });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().code).toBe('PLAYER_TOKEN_INVALID');

    // A token from before registrations (no jti) plays where no code is asked, and registers again here.
    const legacy = await new SignJWT({ cid: await campaignIdOf(slug) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(player.leadId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(PLAYER_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(s.keys.playerToken);
    expect((await s.playRaw(slug, { playerToken: legacy })).json().code).toBe('EMAIL_NOT_VERIFIED');
    expect((await verify(legacy, '123456')).json().code).toBe('PLAYER_TOKEN_INVALID');

    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const malformed = await verify(player.playerToken, code);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().code).toBe('VALIDATION_FAILED');
    }

    const plain = await s.publishWheel();
    const plainPlayer: Answer = await s.register(plain.slug);
    const notAsked = await s.inject('POST', `${PLAY}/campaigns/${plain.slug}/email-verifications`, {
      body: { playerToken: plainPlayer.playerToken, code: '123456' },
    });
    expect(notAsked.statusCode).toBe(409);
    expect(notAsked.json().code).toBe('VERIFICATION_NOT_REQUIRED');
    expect((await s.playRaw(plain.slug, { playerToken: plainPlayer.playerToken })).statusCode).toBe(200);
  });

  async function campaignIdOf(campaignSlug: string): Promise<string> {
    const result = await s.t.ctx.db.execute(sql`select id from campaigns where slug = ${campaignSlug}`);
    return (result as unknown as { rows: { id: string }[] }).rows[0].id;
  }
});
