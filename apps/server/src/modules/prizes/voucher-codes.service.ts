import {
  type GenerateCodesRequest,
  type ImportCodesResult,
  MAX_CODES_PER_POOL,
  type PrizePool,
} from '@gc/contracts/prizes';
import type { Tx } from '../../db/client.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { drawCodes, patternSpace, spaceNeededFor } from './code-pattern.ts';
import { parseCodeCsv } from './parse-code-csv.ts';
import { type AuditInput, writeAudit } from './prize-audit.repo.ts';
import { poolHasNoCodes, poolNotFound } from './prize-errors.ts';
import { isoOrNull } from './prizes.mapper.ts';
import {
  allCodesOfPool,
  appendCodes,
  type CodesQuery,
  codesAlreadyInPool,
  findCompanyPool,
  lastCodeSeq,
  listPoolCodes,
  lockCompanyPool,
  updateCompanyPool,
} from './prizes.repo.ts';
import { getPool } from './prizes.service.ts';

const tooManyCodes = (inPool: number, adding: number) =>
  new AppError(
    'TOO_MANY_CODES',
    400,
    `A prize can hold at most ${MAX_CODES_PER_POOL.toLocaleString('en')} codes: it has ${inPool.toLocaleString('en')} ` +
      `and this would add ${adding.toLocaleString('en')}. Nothing was added.`,
  );

type CodesToAdd = { codes: string[]; duplicates: number; invalid: number; details: Record<string, unknown> };

/**
 * The one way codes enter a pool: with the pool row locked, codes the pool already holds are
 * skipped, the rest are numbered after the last code, the stock becomes the number of codes, and the
 * audit entry is written — all or nothing.
 */
async function addCodes(
  ctx: AppContext,
  actor: Actor,
  poolId: string,
  action: AuditInput['action'],
  choose: (tx: Tx, inPool: number) => Promise<CodesToAdd>,
): Promise<ImportCodesResult> {
  const counts = await ctx.db.transaction(async (tx) => {
    const pool = await lockCompanyPool(tx, actor.companyId, poolId);
    if (!pool) throw poolNotFound();
    if (!pool.hasCodes) throw poolHasNoCodes();
    const lastSeq = await lastCodeSeq(tx, poolId);
    const chosen = await choose(tx, lastSeq);
    const existing = await codesAlreadyInPool(tx, poolId, chosen.codes);
    const fresh = existing.size === 0 ? chosen.codes : chosen.codes.filter((code) => !existing.has(code));
    if (lastSeq + fresh.length > MAX_CODES_PER_POOL) throw tooManyCodes(lastSeq, fresh.length);
    await appendCodes(tx, actor.companyId, poolId, lastSeq, fresh);
    await updateCompanyPool(tx, actor.companyId, poolId, { stockTotal: lastSeq + fresh.length });
    const result = { added: fresh.length, duplicates: chosen.duplicates + existing.size, invalid: chosen.invalid };
    await writeAudit(tx, actor, {
      action,
      poolId,
      details: { ...chosen.details, ...result, stockBefore: pool.stockTotal, stockAfter: lastSeq + fresh.length },
    });
    return result;
  });
  const pool: PrizePool = await getPool(ctx, actor, poolId);
  return { ...counts, pool };
}

/** Codes from a CSV file's first column (see parseCodeCsv); the pool is checked again under its lock. */
export async function importCodes(ctx: AppContext, actor: Actor, poolId: string, readCsv: () => string) {
  // An unknown or foreign pool answers 404 whatever the body is, before the body is looked at.
  const pool = await findCompanyPool(ctx.db, actor.companyId, poolId);
  if (!pool) throw poolNotFound();
  if (!pool.hasCodes) throw poolHasNoCodes();
  // Parsed before the transaction: a bad or oversized file never holds the pool's lock.
  const parsed = parseCodeCsv(readCsv());
  return addCodes(ctx, actor, poolId, 'codes.imported', async () => {
    if (parsed.isOverLimit) {
      throw new AppError(
        'TOO_MANY_CODES',
        400,
        `The file holds more than ${MAX_CODES_PER_POOL.toLocaleString('en')} codes, the most a prize can hold. Nothing was added.`,
      );
    }
    return { ...parsed, details: {} };
  });
}

/** `count` new codes from the pattern, none equal to a code the pool already has. */
export async function generateCodes(ctx: AppContext, actor: Actor, poolId: string, input: GenerateCodesRequest) {
  return addCodes(ctx, actor, poolId, 'codes.generated', async (tx, inPool) => {
    if (inPool + input.count > MAX_CODES_PER_POOL) throw tooManyCodes(inPool, input.count);
    const space = patternSpace(input.pattern);
    const needed = spaceNeededFor(inPool + input.count);
    if (space < needed) {
      throw new AppError(
        'CODE_PATTERN_TOO_SMALL',
        400,
        `The pattern ${input.pattern} makes only ${space.toLocaleString('en')} different codes; ` +
          `${input.count.toLocaleString('en')} codes need at least ${needed.toLocaleString('en')}` +
          `${inPool > 0 ? ` with the ${inPool.toLocaleString('en')} already in this prize` : ''}. Add more # or X.`,
        {
          violations: [{ field: 'pattern', message: 'The pattern is too short for this many codes. Add more # or X.' }],
        },
      );
    }
    const codes = drawCodes(input.pattern, input.count, await allCodesOfPool(tx, poolId));
    return { codes, duplicates: 0, invalid: 0, details: { pattern: input.pattern, count: input.count } };
  });
}

export async function listCodes(ctx: AppContext, actor: Actor, poolId: string, query: CodesQuery) {
  if (!(await findCompanyPool(ctx.db, actor.companyId, poolId))) throw poolNotFound();
  const { items, total } = await listPoolCodes(ctx.db, actor.companyId, poolId, query);
  return {
    items: items.map((item) => ({ code: item.code, claimedAt: isoOrNull(item.claimedAt) })),
    total,
    page: query.page,
    size: query.size,
  };
}
