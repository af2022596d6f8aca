import type { ImportCodesResult, PrizePool } from '@gc/contracts/prizes';
import { eq } from 'drizzle-orm';
import type { DatabaseKind } from '../src/db/client.ts';
import { prizeAuditLog, prizePools, voucherCodes } from '../src/db/schema/index.ts';
import { apiClient } from './api-client.ts';
import { addCompany, demoTokens, logIn } from './companies-fixture.ts';
import { createTestApp } from './test-app.ts';

export const PRIZES = '/api/v1/prizes';
export const UNKNOWN_POOL_ID = '00000000-0000-4000-8000-000000000000';

/** The demo company's editors and a viewer, another company with an editor, and prize helpers. */
export async function seedPrizes(kind: DatabaseKind) {
  const t = await createTestApp(kind);
  const api = apiClient(t.app);
  const tokens = await demoTokens(t, ['EDITOR', 'SUPER_ADMIN', 'VIEWER', 'CREATOR'] as const);
  const other = await addCompany(t, {
    name: 'Other Prize Company',
    users: [{ email: 'editor@other-prizes.test', roles: ['EDITOR'] }],
  });
  const otherEditor = (await logIn(t, other.users[0].email)).accessToken;

  const createPool = (body: Record<string, unknown>, token = tokens.EDITOR) => api.post(`${PRIZES}/pools`, body, token);

  /** A new pool through the API; fails the test when it cannot be created. */
  async function newPool(body: Record<string, unknown>, token = tokens.EDITOR): Promise<PrizePool> {
    const response = await createPool(body, token);
    if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  }

  const importCsv = (poolId: string, csv: string | Buffer, token = tokens.EDITOR, contentType = 'text/csv') =>
    api.request('POST', `${PRIZES}/pools/${poolId}/codes/import`, {
      token,
      body: csv,
      headers: { 'content-type': contentType },
    });

  /** A pool with codes holding `codes`, through the API. */
  async function poolWithCodes(name: string, codes: string[], token = tokens.EDITOR) {
    const pool = await newPool({ name, hasCodes: true }, token);
    const imported = await importCsv(pool.id, codes.join('\n'), token);
    if (imported.status !== 200) throw new Error(`import failed: ${imported.status} ${JSON.stringify(imported.body)}`);
    return (imported.body.data as ImportCodesResult).pool;
  }

  const generate = (poolId: string, body: unknown, token = tokens.EDITOR) =>
    api.post(`${PRIZES}/pools/${poolId}/codes/generate`, body, token);

  const poolRow = async (id: string) => (await t.ctx.db.select().from(prizePools).where(eq(prizePools.id, id)))[0];
  const codesOf = (poolId: string) =>
    t.ctx.db.select().from(voucherCodes).where(eq(voucherCodes.poolId, poolId)).orderBy(voucherCodes.seq);
  const auditOf = (poolId: string) =>
    t.ctx.db.select().from(prizeAuditLog).where(eq(prizeAuditLog.poolId, poolId)).orderBy(prizeAuditLog.at);

  return {
    t,
    api,
    tokens,
    other,
    otherEditor,
    companyId: t.seed.companyId,
    createPool,
    newPool,
    importCsv,
    poolWithCodes,
    generate,
    poolRow,
    codesOf,
    auditOf,
  };
}

export type PrizesSeed = Awaited<ReturnType<typeof seedPrizes>>;
