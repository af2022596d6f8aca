import { FOUNDER_ROLES, type RegisterCompanyRequest } from '@gc/contracts/registration';
import { requiresStrongPassword } from '@gc/contracts/roles';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import { findCompany, insertCompany } from '../companies/companies.repo.ts';
import { signUpConfirmationEmail } from '../emails/templates.ts';
import { globalFlag } from '../flags/flags.service.ts';
import { insertUser } from '../users/users.repo.ts';
import {
  consumeActionToken,
  countRecentActionTokens,
  findUserByEmail,
  findUserById,
  insertActionToken,
  insertSession,
  updateUser,
} from './auth.repo.ts';
import { assertPasswordRules, hashPassword } from './passwords.ts';
import { lockResetsOf } from './reset-requests.repo.ts';
import { type IssuedTokens, issueTokenPair } from './session-tokens.ts';
import { isTutorialsDue } from './tutorials.ts';

/** How long a confirmation link works. */
export const CONFIRM_HOURS = 48;
/** At most this many confirmation mails per account and hour ("send the link again" cannot flood an inbox). */
const MAX_CONFIRMATIONS_PER_HOUR = 3;
const PURPOSE = 'confirm';

export const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 409, 'An account with this e-mail already exists. Please log in instead.', {
    violations: [{ field: 'email', message: 'An account with this e-mail already exists. Please log in instead.' }],
  });

const invalidLink = () =>
  new AppError(
    'INVALID_CONFIRMATION_TOKEN',
    400,
    'This confirmation link is invalid, used or expired. Log in, or ask for a new link on the account status page.',
  );

/** Whether /register takes sign-ups: the log-in/registration restriction flag (§6), globally on, closes it. */
export async function isRegistrationOpen(ctx: Pick<AppContext, 'db'>): Promise<boolean> {
  return !(await globalFlag(ctx.db, 'LOGIN_REGISTRATION_RESTRICTION'));
}

/**
 * Opens a company with its founder, PENDING until the e-mailed link confirms the address. Everything
 * (company, user, link, mail) is one transaction: a failed mail write leaves no half account. A second
 * sign-up with the same e-mail, at once or later, gets EMAIL_TAKEN (the unique index decides a race).
 */
export async function registerCompany(ctx: AppContext, input: RegisterCompanyRequest): Promise<{ email: string }> {
  if (!(await isRegistrationOpen(ctx))) {
    throw new AppError('REGISTRATION_CLOSED', 403, 'Sign-up is closed at the moment. Please contact us.');
  }
  // The founder is a user admin: §5's stronger variant, as for every admin.
  assertPasswordRules(input.password, requiresStrongPassword(FOUNDER_ROLES, 'USER'));
  if (await findUserByEmail(ctx.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  await ctx.db
    .transaction(async (tx) => {
      const company = await insertCompany(tx, { name: input.companyName });
      const user = await insertUser(tx, {
        companyId: company.id,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        roles: [...FOUNDER_ROLES],
        type: 'USER',
        status: 'PENDING',
      });
      await writeConfirmationMail(ctx, tx, { ...user, companyName: company.name });
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  ctx.mailer.kick();
  return { email: input.email };
}

async function writeConfirmationMail(
  ctx: Pick<AppContext, 'mailer' | 'config'>,
  tx: DbOrTx,
  user: { id: string; email: string; companyId: string; companyName: string },
) {
  const token = randomToken();
  await insertActionToken(tx, {
    userId: user.id,
    purpose: PURPOSE,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + CONFIRM_HOURS * 3_600_000),
  });
  const link = `${ctx.config.publicUrl}/register/confirm?token=${token}`;
  await ctx.mailer.enqueue(tx, {
    companyId: user.companyId,
    to: user.email,
    ...signUpConfirmationEmail(link, user.companyName, CONFIRM_HOURS),
    secrets: [token],
  });
}

/**
 * "Send the link again" of /account-status: a new link for a PENDING account, at most
 * MAX_CONFIRMATIONS_PER_HOUR an hour; for any other address nothing, with the same answer.
 */
export async function resendConfirmation(ctx: AppContext, email: string): Promise<void> {
  const isWritten = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user?.status !== 'PENDING') return false;
    // The reset mails' per-account lock: the hourly cap holds across processes.
    await lockResetsOf(tx, user.id);
    if ((await countRecentActionTokens(tx, user.id, PURPOSE, 60)) >= MAX_CONFIRMATIONS_PER_HOUR) return false;
    const company = await findCompany(tx, user.companyId);
    await writeConfirmationMail(ctx, tx, { ...user, companyName: company?.name ?? '' });
    return true;
  });
  if (isWritten) ctx.mailer.kick();
}

/** The link confirms the address once: the account becomes ACTIVE and the answer is a log-in's token pair. */
export async function confirmRegistration(ctx: AppContext, token: string): Promise<IssuedTokens> {
  return ctx.db.transaction(async (tx) => {
    const taken = await consumeActionToken(tx, sha256(token));
    if (!taken || taken.purpose !== PURPOSE) throw invalidLink();
    const user = await findUserById(tx, taken.userId);
    if (user?.status !== 'PENDING') throw invalidLink();
    await updateUser(tx, user.id, { status: 'ACTIVE', hasLoggedIn: true, lastLoginAt: new Date() });
    const sessionId = await insertSession(tx, user.id);
    const pair = await issueTokenPair(ctx, tx, user, sessionId);
    return {
      ...pair,
      firstLogin: true,
      ...(isTutorialsDue(ctx.config, user.email, true) ? { showTutorials: true } : {}),
    };
  });
}
