/** What the company's program was sent: the awards, each delivery's attempts, and sending a dead one again. */
import type { LoyaltyAward, LoyaltyAwardDetail, LoyaltyAwardStatus } from '@gc/contracts/loyalty';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { toAttempt } from '../integrations/attempt-log.ts';
import { type AwardRow, findAward, listAwardAttempts, listAwards, retryDeadAward } from './award-deliveries.repo.ts';

import { integrationOf } from './loyalty-rows.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const toAward = (row: AwardRow): LoyaltyAward => ({
  id: String(row.id),
  clientUserId: row.client_user_id,
  points: Number(row.points),
  identifier: row.identifier,
  campaignId: row.campaign_id,
  playId: row.play_id,
  createdAt: iso(row.created_at),
  deliveredAt: row.delivered_at === null ? null : iso(row.delivered_at),
  status: row.delivery_status as LoyaltyAwardStatus,
  attempts: Number(row.delivery_attempts),
  lastStatus: row.last_status,
  lastError: row.last_error,
});

/** The program's latest awards with where each delivery stands (the account page's list). */
export async function listProgramAwards(
  ctx: AppContext,
  actor: Actor,
  id: string,
  query: { status?: LoyaltyAwardStatus; limit: number },
): Promise<LoyaltyAward[]> {
  await integrationOf(ctx.db, actor, id);
  return (await listAwards(ctx.db, actor.companyId, id, query)).map(toAward);
}

/** One award with every attempt to deliver it (the account page's delivery log). */
export async function programAwardDetail(
  ctx: AppContext,
  actor: Actor,
  id: string,
  awardId: string,
): Promise<LoyaltyAwardDetail> {
  await integrationOf(ctx.db, actor, id);
  const row = await findAward(ctx.db, actor.companyId, id, Number(awardId));
  if (!row) throw notFound('Award');
  const attempts = await listAwardAttempts(ctx.db, actor.companyId, row.id);
  return { ...toAward(row), attemptsLog: attempts.map(toAttempt) };
}

/** A dead award goes back to pending for another round of attempts (the same idempotency key). */
export async function retryProgramAward(ctx: AppContext, actor: Actor, id: string, awardId: string): Promise<void> {
  await integrationOf(ctx.db, actor, id);
  if (!(await retryDeadAward(ctx.db, actor.companyId, id, Number(awardId)))) {
    throw new AppError('DELIVERY_NOT_DEAD', 409, 'Only an award whose delivery failed can be sent again.');
  }
}

// --- per campaign: outcome settings and spending points -------------------------------------------
