import type { CreatePrizePoolRequest, PrizePool, UpdatePrizePoolRequest } from '@gc/contracts/prizes';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from './prize-audit.repo.ts';
import { invalidField, poolNotFound, stockBelowIssued } from './prize-errors.ts';
import { toPrizePoolResponse } from './prizes.mapper.ts';
import {
  countRedeemed,
  findCompanyPool,
  insertPool,
  lastCodeSeq,
  listCompanyPools,
  liveCampaignsUsingPool,
  lockCompanyPool,
  type PoolRow,
  updateCompanyPool,
} from './prizes.repo.ts';

export async function listPools(ctx: AppContext, actor: Actor): Promise<PrizePool[]> {
  return (await listCompanyPools(ctx.db, actor.companyId)).map((row) => toPrizePoolResponse(row));
}

export async function getPool(ctx: AppContext, actor: Actor, poolId: string): Promise<PrizePool> {
  const row = await findCompanyPool(ctx.db, actor.companyId, poolId);
  if (!row) throw poolNotFound();
  return toPrizePoolResponse(row);
}

/** The values an audit entry records of a pool: what a marketer can change. */
const auditedValues = (row: Omit<PoolRow, 'codeCount' | 'redeemedCount'>) => ({
  name: row.name,
  description: row.description,
  imageUrl: row.imageUrl,
  isUnlimited: row.isUnlimited,
  hasCodes: row.hasCodes,
  stockTotal: row.stockTotal,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/** A pool with codes starts with stock 0 and grows with each import; an unlimited pool has no stock. */
export async function createPool(ctx: AppContext, actor: Actor, input: CreatePrizePoolRequest): Promise<PrizePool> {
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertPool(tx, {
      companyId: actor.companyId,
      name: input.name,
      description: input.description,
      imageUrl: input.imageUrl,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      isUnlimited: input.isUnlimited,
      hasCodes: input.hasCodes,
      stockTotal: input.isUnlimited ? null : input.hasCodes ? 0 : input.stock,
    });
    await writeAudit(tx, actor, {
      action: 'pool.created',
      poolId: created.id,
      details: { after: auditedValues(created) },
    });
    return created;
  });
  return toPrizePoolResponse({ ...row, codeCount: 0, redeemedCount: 0 });
}

export async function updatePool(
  ctx: AppContext,
  actor: Actor,
  poolId: string,
  input: UpdatePrizePoolRequest,
): Promise<PrizePool> {
  await ctx.db.transaction(async (tx) => {
    // Locked, so that the check against `issued` holds until the new stock is written.
    const before = await lockCompanyPool(tx, actor.companyId, poolId);
    if (!before) throw poolNotFound();
    const values: Parameters<typeof updateCompanyPool>[3] = {};
    if (input.name !== undefined) values.name = input.name;
    if (input.description !== undefined) values.description = input.description;
    if (input.imageUrl !== undefined) values.imageUrl = input.imageUrl;
    if (input.expiresAt !== undefined) values.expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (input.stock !== undefined) {
      if (before.isUnlimited) throw invalidField('stock', 'An unlimited prize has no stock to set.');
      if (before.hasCodes) {
        throw invalidField(
          'stock',
          'The stock of a prize with voucher codes is its number of codes: add codes instead.',
        );
      }
      if (input.stock < before.issued) throw stockBelowIssued(before.issued);
      values.stockTotal = input.stock;
    }
    const after = await updateCompanyPool(tx, actor.companyId, poolId, values);
    if (!after) throw poolNotFound();
    const [was, is] = [auditedValues(before), auditedValues(after)];
    const changed = (Object.keys(is) as (keyof typeof is)[]).filter((key) => was[key] !== is[key]);
    if (changed.length > 0) {
      await writeAudit(tx, actor, {
        action: 'pool.updated',
        poolId,
        details: {
          before: Object.fromEntries(changed.map((key) => [key, was[key]])),
          after: Object.fromEntries(changed.map((key) => [key, is[key]])),
        },
      });
    }
  });
  return getPool(ctx, actor, poolId);
}

/**
 * Soft delete: plays and the audit keep pointing at the pool. A pool that a live (ACTIVE or
 * SCHEDULED) campaign's draft or current release gives out is refused, so that winners are not
 * silently turned into losers; drafts and ended campaigns may lose it (their sector then loses).
 */
export async function deletePool(ctx: AppContext, actor: Actor, poolId: string): Promise<PrizePool> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await lockCompanyPool(tx, actor.companyId, poolId);
    if (!before) throw poolNotFound();
    const usedBy = await liveCampaignsUsingPool(tx, actor.companyId, poolId);
    if (usedBy.length > 0) {
      const names = usedBy.map((name) => `"${name}"`).join(', ');
      throw new AppError(
        'POOL_IN_USE',
        409,
        `This prize is used by live campaigns: ${names}. Remove it from their wheels first.`,
      );
    }
    const deleted = await updateCompanyPool(tx, actor.companyId, poolId, { deletedAt: new Date() });
    if (!deleted) throw poolNotFound();
    await writeAudit(tx, actor, {
      action: 'pool.deleted',
      poolId,
      details: { before: auditedValues(before), issued: before.issued },
    });
    return { ...deleted, codeCount: await lastCodeSeq(tx, poolId), redeemedCount: await countRedeemed(tx, poolId) };
  });
  return toPrizePoolResponse(row);
}
