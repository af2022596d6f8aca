import type { LoginRequest, TokenPair } from '@gc/contracts/auth';
import { requiresStrongPassword, type UserType } from '@gc/contracts/roles';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/secrets.ts';
import type { Actor } from '../../plugins/auth.ts';
import {
  claimOtpStep,
  findRefreshToken,
  findUserByEmail,
  findUserById,
  insertSession,
  markRefreshTokenUsed,
  revokeActionTokens,
  revokeAllSessions,
  revokeSession,
  updateUser,
} from './auth.repo.ts';
import { clearFailures, refundAttempt, takeAttempt } from './login-throttle.ts';
import { matchOtpStep } from './otp.ts';
import { assertPasswordRules, hashPassword, verifyPassword } from './passwords.ts';
import { issueTokenPair } from './session-tokens.ts';
import { isTutorialsDue } from './tutorials.ts';

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 401, 'Invalid email or password.');
const invalidRefreshToken = () =>
  new AppError('INVALID_REFRESH_TOKEN', 401, 'Your session has ended. Please log in again.');

export async function logIn(ctx: AppContext, input: LoginRequest): Promise<TokenPair> {
  const email = input.username.trim().toLowerCase();
  const throttleKey = `login:${email}`;
  await takeAttempt(ctx.db, throttleKey);

  const user = await findUserByEmail(ctx.db, email);
  const isPasswordRight = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !isPasswordRight) throw invalidCredentials();
  if (user.status === 'DEACTIVATED') {
    await clearFailures(ctx.db, throttleKey);
    throw new AppError(
      'ACCOUNT_DEACTIVATED',
      403,
      'This account has been deactivated. Please contact your administrator.',
    );
  }
  if (user.otpSecret) {
    if (!input.otpCode) {
      // The password was right: asking for the code is no failure (but never clears the guesses at codes).
      await refundAttempt(ctx.db, throttleKey);
      throw new AppError('OTP_REQUIRED', 401, 'Enter the six-digit code from your authenticator app.', {
        violations: [{ field: 'otpCode', message: 'Enter the six-digit code from your authenticator app.' }],
      });
    }
    const step = matchOtpStep(user.otpSecret, input.otpCode);
    if (step === null || !(await claimOtpStep(ctx.db, user.id, step))) {
      throw new AppError('OTP_INVALID', 401, 'The code is not valid. Please try again with a new code.', {
        violations: [{ field: 'otpCode', message: 'The code is not valid. Please try again with a new code.' }],
      });
    }
  }
  await clearFailures(ctx.db, throttleKey);

  const isFirstLogin = !user.hasLoggedIn;
  const pair = await ctx.db.transaction(async (tx) => {
    const sessionId = await insertSession(tx, user.id);
    await updateUser(tx, user.id, { hasLoggedIn: true, lastLoginAt: new Date() });
    return issueTokenPair(ctx, tx, user, sessionId);
  });
  return {
    ...pair,
    ...(isFirstLogin ? { firstLogin: true } : {}),
    ...(isTutorialsDue(ctx.config, user.email, isFirstLogin) ? { showTutorials: true } : {}),
  };
}

/** Rotates the refresh token; presenting a used one ends the whole session (it was stolen or replayed). */
export async function refresh(ctx: AppContext, refreshToken: string): Promise<TokenPair> {
  const found = await findRefreshToken(ctx.db, sha256(refreshToken));
  if (!found || found.sessionRevokedAt) throw invalidRefreshToken();
  if (found.usedAt) {
    await revokeSession(ctx.db, found.sessionId, 'refresh-token-reuse');
    throw invalidRefreshToken();
  }
  if (found.expiresAt.getTime() <= Date.now()) throw invalidRefreshToken();
  const user = await findUserById(ctx.db, found.userId);
  if (user?.status !== 'ACTIVE') throw invalidRefreshToken();

  return ctx.db.transaction(async (tx) => {
    if (!(await markRefreshTokenUsed(tx, found.id))) {
      await revokeSession(tx, found.sessionId, 'refresh-token-reuse');
      throw invalidRefreshToken();
    }
    return issueTokenPair(ctx, tx, user, found.sessionId);
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
): Promise<TokenPair> {
  const throttleKey = `login:${actor.email}`;
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
