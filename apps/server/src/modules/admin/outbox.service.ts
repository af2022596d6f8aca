import type { OutboxMail, OutboxReveal } from '@gc/contracts/outbox';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { toOutboxMail } from './outbox.mapper.ts';
import { findOutboxMail, insertReveal, listOutboxPage, listReveals } from './outbox.repo.ts';

export async function listOutbox(ctx: AppContext, page: number, size: number) {
  const { rows, total } = await listOutboxPage(ctx.db, page, size);
  return { items: rows.map((row) => toOutboxMail(row, { isRevealed: false })), total, page, size };
}

/**
 * One mail in full, links included (without SMTP an admin hands invitation links over by hand). The
 * audit entry is written in the same transaction as the read, so no reveal goes unrecorded.
 */
export async function revealMail(ctx: AppContext, actor: Actor, id: string): Promise<OutboxMail> {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await findOutboxMail(tx, id);
    if (found) await insertReveal(tx, found.id, actor.userId);
    return found;
  });
  if (!row) throw notFound('E-mail');
  return toOutboxMail(row, { isRevealed: true });
}

export async function mailReveals(ctx: AppContext, id: string): Promise<OutboxReveal[]> {
  if (!(await findOutboxMail(ctx.db, id))) throw notFound('E-mail');
  const rows = await listReveals(ctx.db, id);
  return rows.map((row) => ({ ...row, revealedAt: row.revealedAt.toISOString() }));
}
