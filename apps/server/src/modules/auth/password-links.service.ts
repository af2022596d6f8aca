import { requiresStrongPassword, type UserType } from '@gc/contracts/roles';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import { invitationEmail, passwordResetEmail } from '../emails/templates.ts';
import {
  consumeActionToken,
  countRecentActionTokens,
  findUserByEmail,
  findUserById,
  insertActionToken,
  updateUser,
} from './auth.repo.ts';
import { setPassword } from './auth.service.ts';
import { assertPasswordRules, hashPassword } from './passwords.ts';
import { insertResetRequest, lockResetsOf, takeResetRequests } from './reset-requests.repo.ts';

const RESET_MINUTES = 60;
const INVITE_DAYS = 7;
/** At most this many reset mails per account and hour, so the form cannot be used to flood an inbox. */
const MAX_RESETS_PER_HOUR = 3;
/** Requests taken per transaction by the reset job. */
const RESET_BATCH = 50;

const invalidLink = () =>
  new AppError('INVALID_RESET_TOKEN', 400, 'This link is invalid or has expired. Please ask for a new one.');

/**
 * A forgot-password request: queued as it is, for any e-mail, so that the answer does the same work
 * (one insert) whether an account exists or not. sendQueuedResets does the rest in the background.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  await insertResetRequest(ctx.db, email.trim().toLowerCase());
}

/** Writes the reset mails of the waiting requests; answers how many were written. Run by the reset job. */
export async function sendQueuedResets(ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>): Promise<number> {
  let written = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const emails = await takeResetRequests(tx, RESET_BATCH);
      let count = 0;
      for (const email of emails) if (await writeResetMail(ctx, tx, email)) count++;
      return { taken: emails.length, count };
    });
    written += batch.count;
    if (batch.taken < RESET_BATCH) break;
  }
  if (written > 0) ctx.mailer.kick();
  return written;
}

/** A reset link for an active or invited account, unless it has had MAX_RESETS_PER_HOUR in the last hour. */
async function writeResetMail(ctx: Pick<AppContext, 'mailer' | 'config'>, tx: DbOrTx, email: string) {
  const user = await findUserByEmail(tx, email);
  if (!user || user.status === 'DEACTIVATED') return false;
  await lockResetsOf(tx, user.id);
  if ((await countRecentActionTokens(tx, user.id, 'reset', 60)) >= MAX_RESETS_PER_HOUR) return false;
  const token = randomToken();
  await insertActionToken(tx, {
    userId: user.id,
    purpose: 'reset',
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
  });
  const content = passwordResetEmail(`${ctx.config.publicUrl}/forgot-password/reset?token=${token}`, RESET_MINUTES);
  await ctx.mailer.enqueue(tx, { companyId: user.companyId, to: user.email, ...content, secrets: [token] });
  return true;
}

/** Writes an invitation link for a new user into the outbox, inside the transaction that created the user. */
export async function sendInvitation(
  ctx: AppContext,
  tx: DbOrTx,
  user: { id: string; email: string; companyId: string },
) {
  const token = randomToken();
  await insertActionToken(tx, {
    userId: user.id,
    purpose: 'invite',
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + INVITE_DAYS * 86_400_000),
  });
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, user.companyId));
  const link = `${ctx.config.publicUrl}/forgot-password/reset?token=${token}&invite=1`;
  await ctx.mailer.enqueue(tx, {
    companyId: user.companyId,
    to: user.email,
    ...invitationEmail(link, company?.name ?? '', INVITE_DAYS),
    secrets: [token],
  });
}

/** Sets the password from a reset or invitation link; the link works once. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const taken = await consumeActionToken(tx, sha256(token));
    if (!taken) throw invalidLink();
    const user = await findUserById(tx, taken.userId);
    if (!user || user.status === 'DEACTIVATED') throw invalidLink();
    assertPasswordRules(password, requiresStrongPassword(user.roles, user.type as UserType));
    await setPassword(tx, user.id, await hashPassword(password));
    // The link proves the mailbox: an invitation, or a sign-up not confirmed yet, is active from now on.
    if (user.status === 'INVITED' || user.status === 'PENDING') await updateUser(tx, user.id, { status: 'ACTIVE' });
  });
}
