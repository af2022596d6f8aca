import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prizePools } from '../src/db/schema/index.ts';
import { claimPrize } from '../src/modules/prizes/prize-claim.ts';
import { PRIZES, type PrizesSeed, seedPrizes } from './prizes-fixture.ts';
import { DIALECTS } from './test-app.ts';

const VOUCHERS = `${PRIZES}/vouchers`;
const REDEMPTIONS = 200;

describe.each(DIALECTS)('voucher redemption at a point of sale on %s', (kind) => {
  let s = {} as PrizesSeed;
  beforeAll(async () => {
    s = await seedPrizes(kind);
  });
  afterAll(() => s.t.close());

  const lookUp = (code: string, token = s.tokens.EDITOR) =>
    s.api.get(`${VOUCHERS}?code=${encodeURIComponent(code)}`, token);
  const redeem = (body: Record<string, unknown>, token = s.tokens.EDITOR) =>
    s.api.post(`${VOUCHERS}/redeem`, body, token);
  /** Hands out the pool's next `count` codes the way a winning play does. */
  const win = async (poolId: string, count = 1) => {
    for (let i = 0; i < count; i++) {
      await s.t.ctx.db.transaction((tx) => claimPrize(tx, s.companyId, poolId, randomUUID()));
    }
  };
  const expire = (poolId: string) =>
    s.t.ctx.db
      .update(prizePools)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(prizePools.id, poolId));

  it('looks a won code up, typed in lower case with spaces, with its pool, issue date, expiry and status', async () => {
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const pool = await s.newPool({ name: 'Coffee', hasCodes: true, expiresAt });
    await s.importCsv(pool.id, 'CAFE-1\nCAFE-2\n');
    await win(pool.id);
    const response = await lookUp('  cafe-1 ');
    expect(response.status).toBe(200);
    const [voucher] = response.body.data.vouchers;
    expect(response.body.data.vouchers).toHaveLength(1);
    expect(voucher).toMatchObject({
      code: 'CAFE-1',
      poolId: pool.id,
      poolName: 'Coffee',
      status: 'issued',
      expiresAt,
      redeemedAt: null,
      redeemedByEmail: null,
    });
    expect(Date.now() - Date.parse(voucher.issuedAt)).toBeLessThan(60_000);
    expect((await lookUp('CAFE-2')).body.data.vouchers[0]).toMatchObject({ status: 'not-issued', issuedAt: null });
  });

  it('redeems an issued voucher once, writes the audit entry, and refuses the second time saying when and by whom', async () => {
    const pool = await s.poolWithCodes('Cinema', ['CINE-1']);
    await win(pool.id);
    const first = await redeem({ code: 'CINE-1' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'redeemed', redeemedByEmail: 'editor@demo.test' });

    const second = await redeem({ code: 'cine-1' }, s.tokens.SUPER_ADMIN);
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('VOUCHER_ALREADY_REDEEMED');
    expect(second.body.detail).toContain(first.body.data.redeemedAt);
    expect(second.body.voucher).toMatchObject({
      redeemedAt: first.body.data.redeemedAt,
      redeemedByEmail: 'editor@demo.test',
    });
    expect((await lookUp('CINE-1')).body.data.vouchers[0]).toMatchObject({ status: 'redeemed' });

    const audit = (await s.auditOf(pool.id)).filter((entry) => entry.action === 'voucher.redeemed');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorEmail: 'editor@demo.test', poolId: pool.id });
    expect(audit[0].details).toMatchObject({ code: 'CINE-1', name: 'Cinema' });
  });

  it('refuses an expired voucher and a code never won, with 409, and redeems nothing', async () => {
    const pool = await s.poolWithCodes('Late', ['LATE-1', 'LATE-2']);
    await win(pool.id);
    await expire(pool.id);
    const expired = await redeem({ code: 'LATE-1' });
    expect(expired.status).toBe(409);
    expect(expired.body.code).toBe('VOUCHER_EXPIRED');
    const fresh = await s.poolWithCodes('Unwon', ['NEVER-1']);
    const notIssued = await redeem({ code: 'NEVER-1', poolId: fresh.id });
    expect(notIssued.status).toBe(409);
    expect(notIssued.body.code).toBe('VOUCHER_NOT_ISSUED');
    expect((await s.codesOf(pool.id)).every((code) => code.redeemedAt === null)).toBe(true);
    expect((await s.codesOf(fresh.id))[0].redeemedAt).toBeNull();
  });

  it('answers 404 for an unknown code and for another company’s code, without telling them apart', async () => {
    const theirs = await s.poolWithCodes('Their prize', ['THEIRS-1'], s.otherEditor);
    await s.t.ctx.db.transaction((tx) => claimPrize(tx, s.other.id, theirs.id, randomUUID()));
    for (const code of ['THEIRS-1', 'NOBODY-1']) {
      const looked = await lookUp(code);
      expect(looked.status).toBe(404);
      expect(looked.body.code).toBe('VOUCHER_NOT_FOUND');
      const redeemed = await redeem({ code });
      expect(redeemed.status).toBe(404);
      expect(JSON.stringify(redeemed.body)).not.toContain('Their prize');
    }
    expect(await redeem({ code: 'THEIRS-1', poolId: theirs.id })).toMatchObject({ status: 404 });
    expect((await s.codesOf(theirs.id))[0].redeemedAt).toBeNull();
    expect((await lookUp('THEIRS-1', s.otherEditor)).status).toBe(200);
  });

  it('answers both pools holding one code and redeems the one the staff chose', async () => {
    const a = await s.poolWithCodes('Twin A', ['TWIN-1']);
    const b = await s.poolWithCodes('Twin B', ['TWIN-1']);
    await win(a.id);
    await win(b.id);
    const looked = await lookUp('TWIN-1');
    expect(looked.body.data.vouchers.map((v: { poolName: string }) => v.poolName)).toEqual(['Twin A', 'Twin B']);
    const unsure = await redeem({ code: 'TWIN-1' });
    expect(unsure.status).toBe(400);
    expect(unsure.body.code).toBe('VOUCHER_AMBIGUOUS');
    expect((await redeem({ code: 'TWIN-1', poolId: b.id })).status).toBe(200);
    const after = (await lookUp('TWIN-1')).body.data.vouchers;
    expect(after.map((v: { status: string }) => v.status)).toEqual(['issued', 'redeemed']);
  });

  it('refuses bad input with 400, never 500', async () => {
    expect((await lookUp('   ')).status).toBe(400);
    expect((await lookUp('x'.repeat(65))).status).toBe(400);
    expect((await lookUp('NUL\u0000')).status).toBe(400);
    expect((await redeem({ code: 'A', poolId: 'not-a-uuid' })).status).toBe(400);
    expect((await redeem({})).status).toBe(400);
  });

  it('lets the prize roles look up and redeem, and no one else', async () => {
    const pool = await s.poolWithCodes('Roles', ['ROLE-1']);
    await win(pool.id);
    for (const role of ['VIEWER', 'CREATOR'] as const) {
      expect((await lookUp('ROLE-1', s.tokens[role])).status).toBe(403);
      expect((await redeem({ code: 'ROLE-1' }, s.tokens[role])).status).toBe(403);
    }
    expect((await s.api.get(`${VOUCHERS}?code=ROLE-1`)).status).toBe(401);
    expect((await lookUp('ROLE-1', s.tokens.SUPER_ADMIN)).status).toBe(200);
    expect((await redeem({ code: 'ROLE-1' }, s.tokens.SUPER_ADMIN)).status).toBe(200);
  });

  it('counts per pool how many vouchers were issued, redeemed and expired', async () => {
    const live = await s.poolWithCodes('Counted', ['N-1', 'N-2', 'N-3', 'N-4']);
    await win(live.id, 3);
    await redeem({ code: 'N-1' });
    await redeem({ code: 'N-2' });
    const read = await s.api.get(`${PRIZES}/pools/${live.id}`, s.tokens.EDITOR);
    expect(read.body.data).toMatchObject({ issued: 3, redeemed: 2, expired: 0 });

    const old = await s.poolWithCodes('Counted late', ['O-1', 'O-2', 'O-3']);
    await win(old.id, 2);
    await redeem({ code: 'O-1' });
    await expire(old.id);
    const list = await s.api.get(`${PRIZES}/pools`, s.tokens.EDITOR);
    const listed = list.body.data.find((pool: { id: string }) => pool.id === old.id);
    expect(listed).toMatchObject({ issued: 2, redeemed: 1, expired: 1 });
  });

  it(`gives exactly one success to ${REDEMPTIONS} concurrent redemptions of one code`, async () => {
    const pool = await s.poolWithCodes('Race', ['RACE-1']);
    await win(pool.id);
    const responses = await Promise.all(Array.from({ length: REDEMPTIONS }, () => redeem({ code: 'RACE-1' })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(REDEMPTIONS - 1);
    expect(new Set(responses.filter((r) => r.status === 409).map((r) => r.body.code))).toEqual(
      new Set(['VOUCHER_ALREADY_REDEEMED']),
    );
    const audit = (await s.auditOf(pool.id)).filter((entry) => entry.action === 'voucher.redeemed');
    expect(audit).toHaveLength(1);
  });
});
