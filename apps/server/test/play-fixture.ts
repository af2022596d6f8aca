import { randomInt, randomUUID } from 'node:crypto';
import type { RegistrationOptions, RegistrationType } from '@gc/contracts/campaign-document';
import { newCampaignDocument } from '@gc/contracts/campaign-document-defaults';
import type { CampaignType } from '@gc/contracts/campaign-types';
import type { PlayResponse, RegistrationRequest } from '@gc/contracts/play';
import { WHEEL_DEFAULTS, type WheelSettings } from '@gc/games/spin-the-wheel/definition';
import { createChallenge } from 'altcha-lib/v1';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseKind } from '../src/db/client.ts';
import { campaignReleases, campaigns, companies, prizePools, voucherCodes } from '../src/db/schema/index.ts';
import { resolveJwtSecret } from '../src/lib/jwt-secret.ts';
import { campaignSlug } from '../src/modules/campaigns/campaign-slug.ts';
import { derivePlayKeys } from '../src/modules/play/play-keys.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

export const PLAY = '/api/play';

export type WheelOptions = {
  registrationType?: RegistrationType;
  /** E-mail verification and voucher-only-by-e-mail (both off unless given). */
  registrationOptions?: Partial<RegistrationOptions>;
  settings?: Partial<WheelSettings>;
  status?: 'ACTIVE' | 'SCHEDULED' | 'INACTIVE' | 'DRAFT' | 'DELETED';
  startDate?: Date | null;
  endDate?: Date | null;
  /** Leave the campaign without a release (never published). */
  unpublished?: boolean;
  companyId?: string;
  /** The advanced wheel takes the same settings plus its own registrationType (its defaults differ). */
  type?: 'spin-the-wheel' | 'advanced-spin-the-wheel';
  /** Published in debug mode (sandbox plays). */
  isDebug?: boolean;
  /** Another game in place of the wheel: its type and settings (version 1); `settings` is then ignored. */
  game?: { type: CampaignType; settings: unknown };
  /** The analytics level and cookieless option chosen at publish (level 1, with cookies, unless given). */
  analytics?: { level: 0 | 1 | 2 | 3; cookieless?: boolean };
};

/** A wheel whose only prize sector (sector-1) draws from `poolId` at 100 %; the rest win nothing. */
export function sectorsWithPrize(poolId: string | null, oddsBp = 10_000): WheelSettings['sectors'] {
  return WHEEL_DEFAULTS.sectors.map((sector, index) =>
    index === 0 ? { ...sector, poolId, oddsBp: poolId ? oddsBp : 0 } : { ...sector, poolId: null, oddsBp: 0 },
  );
}

/**
 * The play API on a fresh database, with helpers that publish wheels the way publishing does (a
 * release row holding the document, the campaign ACTIVE and pointing at it), make prize pools with
 * numbered codes, and solve proof-of-work challenges cheaply (a challenge made with a known number).
 */
export async function seedPlay(kind: DatabaseKind, options: TestAppOptions & { env?: Record<string, string> } = {}) {
  const t = await createTestApp(kind, options.env ?? {}, options);
  const keys = derivePlayKeys(await resolveJwtSecret(t.ctx.db, t.ctx.config.jwtSecret));
  const companyId = t.seed.companyId;
  let clientCounter = 0;

  /** A fresh client address per call: keeps the per-IP rate limits of the API out of a test's way. */
  const nextIp = () => {
    clientCounter++;
    return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
  };

  async function publishWheel(options: WheelOptions = {}) {
    const registrationType = options.registrationType ?? '';
    const settings = options.game?.settings ?? { ...WHEEL_DEFAULTS, ...options.settings };
    const type = options.game?.type ?? options.type ?? 'spin-the-wheel';
    const defaults = newCampaignDocument({ languages: ['en', 'de'], registrationType, game: { version: 1, settings } });
    const document = {
      ...defaults,
      registrationOptions: { ...defaults.registrationOptions, ...options.registrationOptions },
    };
    const owner = options.companyId ?? companyId;
    const name = `Wheel ${randomUUID().slice(0, 8)}`;
    const [campaign] = await t.ctx.db
      .insert(campaigns)
      .values({
        companyId: owner,
        name,
        type,
        status: 'DRAFT',
        languages: ['en', 'de'],
        slug: campaignSlug(name),
        templateId: 'default',
        document,
      })
      .returning({ id: campaigns.id, slug: campaigns.slug });
    if (options.unpublished) return campaign;
    const [release] = await t.ctx.db
      .insert(campaignReleases)
      .values({
        companyId: owner,
        campaignId: campaign.id,
        number: 1,
        campaignType: type,
        document,
        publishOptions: {
          mode: 1,
          debugModeEnabled: options.isDebug === true,
          cookieless: options.analytics?.cookieless === true,
          analytics: { level: options.analytics?.level ?? 1 },
        },
        publishedBy: 'editor@demo.test',
      })
      .returning({ id: campaignReleases.id });
    await t.ctx.db
      .update(campaigns)
      .set({
        status: options.status ?? 'ACTIVE',
        currentReleaseId: release.id,
        startDate: options.startDate === undefined ? new Date(Date.now() - 60_000) : options.startDate,
        endDate: options.endDate ?? null,
      })
      .where(eq(campaigns.id, campaign.id));
    return campaign;
  }

  /** A pool holding `codes` as voucher codes numbered 1..n, as the prizes module stores them. */
  async function addPool(codes: string[], owner = companyId) {
    const [pool] = await t.ctx.db
      .insert(prizePools)
      .values({
        companyId: owner,
        name: 'Coffee voucher',
        description: 'One free coffee',
        hasCodes: true,
        stockTotal: codes.length,
      })
      .returning({ id: prizePools.id });
    if (codes.length > 0) {
      await t.ctx.db
        .insert(voucherCodes)
        .values(codes.map((code, index) => ({ poolId: pool.id, companyId: owner, seq: index + 1, code })));
    }
    return pool.id;
  }

  /** A solved ALTCHA payload as the widget sends it (base64 JSON), for a challenge signed with our key. */
  async function altcha(hmacKey = keys.altcha, expires = new Date(Date.now() + 600_000)): Promise<string> {
    const number = randomInt(1000);
    const challenge = await createChallenge({ hmacKey, number, maxnumber: 1000, expires });
    const payload = {
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
    };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }

  const inject = (
    method: 'GET' | 'POST',
    url: string,
    options: { body?: unknown; headers?: Record<string, string>; remoteAddress?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: options.remoteAddress ?? nextIp(),
      headers: options.headers,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });

  function formRegistration(overrides: Partial<RegistrationRequest> = {}): Record<string, unknown> {
    return {
      email: `player-${randomUUID()}@example.test`,
      firstName: 'Ada',
      lastName: 'Player',
      source: 'form',
      consent: { terms: true, privacy: true, newsletter: false },
      language: 'en',
      ...overrides,
    };
  }

  async function registerRaw(
    slug: string,
    body: Record<string, unknown>,
    options: { key?: string; remoteAddress?: string; altcha?: string } = {},
  ) {
    return inject('POST', `${PLAY}/campaigns/${slug}/registrations`, {
      body: { altcha: options.altcha ?? (await altcha()), ...body },
      headers: { 'idempotency-key': options.key ?? randomUUID() },
      remoteAddress: options.remoteAddress,
    });
  }

  /** Registers a new form player; fails the test when that does not work. */
  async function register(slug: string, overrides: Partial<RegistrationRequest> = {}) {
    const response = await registerRaw(slug, formRegistration(overrides));
    if (response.statusCode !== 200) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
    return response.json().data as { playerToken: string; leadId: string };
  }

  async function playRaw(slug: string, body: Record<string, unknown> = {}, remoteAddress?: string) {
    return inject('POST', `${PLAY}/campaigns/${slug}/plays`, {
      body: { altcha: await altcha(), language: 'en', ...body },
      remoteAddress,
    });
  }

  /** A play that must be answered 200; its PlayResponse. */
  async function play(slug: string, body: Record<string, unknown> = {}, remoteAddress?: string): Promise<PlayResponse> {
    const response = await playRaw(slug, body, remoteAddress);
    if (response.statusCode !== 200) throw new Error(`play failed: ${response.statusCode} ${response.body}`);
    return response.json().data;
  }

  const setTimeZone = (timeZone: string) =>
    t.ctx.db.update(companies).set({ timeZone }).where(eq(companies.id, companyId));

  const count = async (query: ReturnType<typeof sql>) => {
    const result = (await t.ctx.db.execute(query)) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0].n);
  };

  return {
    t,
    keys,
    companyId,
    nextIp,
    publishWheel,
    addPool,
    altcha,
    inject,
    formRegistration,
    registerRaw,
    register,
    playRaw,
    play,
    setTimeZone,
    count,
  };
}

export type PlaySeed = Awaited<ReturnType<typeof seedPlay>>;

/**
 * What a pool of `codes` must look like after concurrent plays: as many winners as codes, each code
 * answered once and recorded once, the counter at the stock, every play a win or a loss. Returns the
 * broken rules (empty when all hold), so that a test can also show a broken claim breaks them.
 */
export async function prizeViolations(
  s: PlaySeed,
  poolId: string,
  answers: PlayResponse[],
  codes: readonly string[],
): Promise<string[]> {
  const violations: string[] = [];
  const wins = answers.filter((answer) => answer.page === 'win');
  const answeredCodes = wins.map((win) => win.prize?.voucherCode);
  if (wins.length !== codes.length) violations.push(`${wins.length} winners for ${codes.length} codes`);
  if (new Set(answeredCodes).size !== answeredCodes.length) violations.push('a code was answered twice');
  if (answeredCodes.some((code) => !codes.includes(code as string)))
    violations.push('a winner got no code of the pool');
  if (answers.some((answer) => answer.page !== 'win' && answer.page !== 'lose'))
    violations.push('a play was not played');
  const issued = await s.count(sql`select issued as n from prize_pools where id = ${poolId}`);
  if (issued !== codes.length) violations.push(`issued is ${issued}`);
  const claimedBy = await s.count(
    sql`select count(distinct play_id)::int as n from voucher_codes where pool_id = ${poolId} and play_id is not null`,
  );
  if (claimedBy !== wins.length) violations.push(`${claimedBy} codes claimed for ${wins.length} winners`);
  const twice = await s.count(
    sql`select count(*)::int as n from (select voucher_code from plays where pool_id = ${poolId}
        group by voucher_code having count(*) > 1) twice`,
  );
  if (twice > 0) violations.push(`${twice} codes recorded on two plays`);
  return violations;
}
export type { TestApp };
