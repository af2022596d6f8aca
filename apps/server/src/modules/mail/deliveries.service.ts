import type { Delivery, DeliveryLog, DeliveryState } from '@gc/contracts/mail';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { MailDeps } from './campaign-email-render.ts';
import { type DeliveryRow, findDelivery, listDeliveries, retryFailedDelivery, STATUSES_OF_STATE } from './mail.repo.ts';
import { campaignOf } from './mail.service.ts';

type Ctx = Pick<MailDeps, 'ctx'>;

const stateOf = (status: string): DeliveryState =>
  status === 'SENT' ? 'sent' : status === 'FAILED' ? 'failed' : 'queued';

function toDelivery(row: DeliveryRow): Delivery {
  return {
    id: row.id,
    to: row.toAddress,
    outcome: row.outcome,
    subject: row.subject,
    state: stateOf(row.status),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    isRetried: row.retriedAt !== null,
    isTest: row.isTest,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The campaign's e-mails as sent (or not yet), newest first, with the counts per state under the outcome filter. */
export async function deliveryLog(
  deps: Ctx,
  actor: Actor,
  campaignId: string,
  query: { page: number; size: number; state?: DeliveryState; outcome?: string },
): Promise<DeliveryLog> {
  await campaignOf(deps, actor, campaignId);
  const { rows, total, counts } = await listDeliveries(deps.ctx.db, actor.companyId, campaignId, query);
  const countOf = (state: DeliveryState) =>
    counts
      .filter((c) => (STATUSES_OF_STATE[state] as readonly string[]).includes(c.status))
      .reduce((sum, c) => sum + Number(c.n), 0);
  return {
    items: rows.map(toDelivery),
    total,
    page: query.page,
    size: query.size,
    counts: { queued: countOf('queued'), sent: countOf('sent'), failed: countOf('failed') },
  };
}

/** Sends a failed e-mail again, now, with a fresh set of attempts. */
export async function retryDelivery(deps: Ctx, actor: Actor, campaignId: string, id: string): Promise<Delivery> {
  await campaignOf(deps, actor, campaignId);
  const row = await retryFailedDelivery(deps.ctx.db, actor.companyId, campaignId, id);
  if (!row) {
    if (!(await findDelivery(deps.ctx.db, actor.companyId, campaignId, id))) throw notFound('E-mail');
    throw new AppError('DELIVERY_NOT_FAILED', 409, 'Only a failed e-mail can be sent again.');
  }
  deps.ctx.mailer.kick();
  return toDelivery(row);
}
