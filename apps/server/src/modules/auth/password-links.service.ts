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

const RESET_MINUTES = 60;
const INVITE_DAYS = 7;
/** At most this many reset mails per account and hour, so the form cannot be used to flood an inbox. */
const MAX_RESETS_PER_HOUR = 3;

const invalidLink = () =>
  new AppError('INVALID_RESET_TOKEN', 400, 'This link is invalid or has expired. Please ask for a new one.');

/** Always answers the same way; sends a link only when an active or invited account has that e-mail. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.status === 'DEACTIVATED') return;
  if ((await countRecentActionTokens(ctx.db, user.id, 'reset', 60)) >= MAX_RESETS_PER_HOUR) return;
  const token = randomToken();
  await ctx.db.transaction(async (tx) => {
    await insertActionToken(tx, {
      userId: user.id,
      purpose: 'reset',
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
    });
    const content = passwordResetEmail(`${ctx.config.publicUrl}/forgot-password/reset?token=${token}`, RESET_MINUTES);
    await ctx.mailer.enqueue(tx, { companyId: user.companyId, to: user.email, ...content });
  });
  ctx.mailer.kick();
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
    if (user.status === 'INVITED') await updateUser(tx, user.id, { status: 'ACTIVE' });
  });
}
