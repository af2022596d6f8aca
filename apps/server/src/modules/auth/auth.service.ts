import type { LoginRequest } from '@gc/contracts/auth';
import { requiresStrongPassword, type UserType } from '@gc/contracts/roles';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { findCompany } from '../companies/companies.repo.ts';
import {
  claimOtpStep,
  findUserByEmail,
  findUserById,
  insertSession,
  revokeActionTokens,
  revokeAllSessions,
  revokeSession,
  updateUser,
} from './auth.repo.ts';
import type { LoginGuard } from './login-guard.ts';
import { clearFailures, takeAttempt } from './login-throttle.ts';
import { matchOtpStep } from './otp.ts';
import { assertPasswordRules, hashPassword, verifyPassword } from './passwords.ts';
import { type IssuedTokens, issueTokenPair } from './session-tokens.ts';
import { isTutorialsDue } from './tutorials.ts';

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 401, 'Invalid email or password.');

export async function logIn(
  ctx: AppContext,
  guard: LoginGuard,
  input: LoginRequest,
  ip: string,
): Promise<IssuedTokens> {
  const attempt = { email: input.username.trim().toLowerCase(), ip, altcha: input.altcha };
  await guard.admit(attempt);

  const user = await findUserByEmail(ctx.db, attempt.email);
  const isPasswordRight = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !isPasswordRight) {
    await guard.failed(attempt);
    throw invalidCredentials();
  }
  if (user.status === 'DEACTIVATED') {
    await guard.succeeded(attempt);
    throw new AppError(
      'ACCOUNT_DEACTIVATED',
      403,
      'This account has been deactivated. Please contact your administrator.',
    );
  }
  if (user.status === 'PENDING') {
    await guard.succeeded(attempt);
    throw new AppError(
      'ACCOUNT_PENDING',
      403,
      'Please confirm your e-mail address first: open the link we sent you, or ask for a new one on the account status page.',
    );
  }
  await assertCompanyNotExpired(ctx, user.companyId, () => guard.succeeded(attempt));
  if (user.otpSecret) {
    if (!input.otpCode) {
      // The password was right: asking for the code is no failure (but never clears the guesses at codes).
      await guard.refund(attempt);
      throw new AppError('OTP_REQUIRED', 401, 'Enter the six-digit code from your authenticator app.', {
        violations: [{ field: 'otpCode', message: 'Enter the six-digit code from your authenticator app.' }],
      });
    }
    const step = matchOtpStep(user.otpSecret, input.otpCode);
    if (step === null || !(await claimOtpStep(ctx.db, user.id, step))) {
      await guard.failed(attempt);
      throw new AppError('OTP_INVALID', 401, 'The code is not valid. Please try again with a new code.', {
        violations: [{ field: 'otpCode', message: 'The code is not valid. Please try again with a new code.' }],
      });
    }
  }
  await guard.succeeded(attempt);

  const isFirstLogin = !user.hasLoggedIn;
  const pair = await ctx.db.transaction(async (tx) => {
    const sessionId = await insertSession(tx, user.id);
    await updateUser(tx, user.id, { hasLoggedIn: true, lastLoginAt: new Date() });
    return issueTokenPair(ctx, tx, user, sessionId);
  });
  return {
    ...pair,
    ...(isFirstLogin ? { firstLogin: true } : {}),
    ...(isTutorialsDue(ctx.config, user.email, isFirstLogin, isFirstLogin && (await isDemoCompany(ctx, user.companyId)))
      ? { showTutorials: true }
      : {}),
  };
}

async function isDemoCompany(ctx: AppContext, companyId: string): Promise<boolean> {
  return (await findCompany(ctx.db, companyId))?.isDemo ?? false;
}

/**
 * A company past its expiration date (§3 company-details) logs nobody in until it is extended; the
 * problem carries the date so that /account-status can tell it. A deactivated company logs nobody in either.
 */
export async function assertCompanyNotExpired(ctx: AppContext, companyId: string, before?: () => Promise<void>) {
  const company = await findCompany(ctx.db, companyId);
  if (company?.deactivatedAt) {
    // A deactivated company (issue 17) is told as a deactivated account: /account-status explains it.
    await before?.();
    throw new AppError(
      'ACCOUNT_DEACTIVATED',
      403,
      "Your company's account has been deactivated. Please contact your administrator.",
    );
  }
  const expiredAt = company?.expirationDate;
  if (!expiredAt || expiredAt.getTime() > Date.now()) return;
  await before?.();
  throw new AppError('ACCOUNT_EXPIRED', 403, "Your company's access has expired. Please contact us to extend it.", {
    extensions: { expirationDate: expiredAt.toISOString() },
  });
}

export async function logOut(ctx: AppContext, actor: Actor): Promise<void> {
  await revokeSession(ctx.db, actor.sessionId, 'logout');
}

/** Changing the password ends every session (and so every token) and returns tokens for a new one. */
export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  currentPassword: string,
  newPassword: string,
): Promise<IssuedTokens> {
  // Per session: only the holder of this session can use up its tries, so nobody else is locked out.
  const throttleKey = `change-password:${actor.sessionId}`;
  await takeAttempt(ctx.db, throttleKey);
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw invalidCredentials();
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('INVALID_CREDENTIALS', 400, 'The current password is not correct.', {
      violations: [{ field: 'currentPassword', message: 'The current password is not correct.' }],
    });
  }
  await clearFailures(ctx.db, throttleKey);
  assertPasswordRules(newPassword, requiresStrongPassword(user.roles, user.type as UserType));
  const passwordHash = await hashPassword(newPassword);
  return ctx.db.transaction(async (tx) => {
    await setPassword(tx, user.id, passwordHash);
    const sessionId = await insertSession(tx, user.id);
    return issueTokenPair(ctx, tx, user, sessionId);
  });
}

/** Stores a new password hash and invalidates every earlier token of the user, e-mailed links included. */
export async function setPassword(tx: Parameters<typeof updateUser>[0], userId: string, passwordHash: string) {
  await updateUser(tx, userId, { passwordHash, tokensValidAfter: new Date() });
  await revokeAllSessions(tx, userId, 'password-changed');
  await revokeActionTokens(tx, userId);
}
