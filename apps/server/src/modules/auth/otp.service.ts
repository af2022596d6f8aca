import { hasAnyRole, USER_MANAGEMENT_ROLES } from '@gc/contracts/roles';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { claimOtpStep, findUserById, updateUser } from './auth.repo.ts';
import { clearFailures, takeAttempt } from './login-throttle.ts';
import { matchOtpStep, newOtpSecret, otpUri } from './otp.ts';

const invalidCode = () =>
  new AppError('OTP_INVALID', 400, 'The code is not valid. Please try again with a new code.', {
    violations: [{ field: 'code', message: 'The code is not valid. Please try again with a new code.' }],
  });

/** Starts two-factor set-up: the secret becomes active only once a code from it is confirmed. */
export async function startOtpSetup(ctx: AppContext, actor: Actor) {
  const user = await findUserById(ctx.db, actor.userId);
  // Swapping an active secret without its code would let anyone holding a session replace the second factor.
  if (user?.otpSecret) {
    throw new AppError(
      'OTP_ALREADY_SET_UP',
      409,
      'Two-factor authentication is already set up. Remove it first to set up a new device.',
    );
  }
  const secret = newOtpSecret();
  await updateUser(ctx.db, actor.userId, { otpPendingSecret: secret });
  return { secret, uri: otpUri(secret, actor.email) };
}

/**
 * Checks a code of the actor: against the pending secret during set-up (and then activates it),
 * otherwise against the active one. Codes are single-use and failures count towards the session's limit.
 */
export async function checkOtp(ctx: AppContext, actor: Actor, code: string): Promise<true> {
  const user = await findUserById(ctx.db, actor.userId);
  const secret = user?.otpPendingSecret ?? user?.otpSecret;
  if (!user || !secret) throw notSetUp();
  await verifyCode(ctx, actor, secret, code);
  if (user.otpPendingSecret)
    await updateUser(ctx.db, user.id, { otpSecret: user.otpPendingSecret, otpPendingSecret: null });
  return true;
}

/** Turns two-factor off; the code must come from the active secret, never from a pending set-up. */
export async function removeOtp(ctx: AppContext, actor: Actor, code: string): Promise<void> {
  const user = await findUserById(ctx.db, actor.userId);
  if (!user?.otpSecret) throw notSetUp();
  await verifyCode(ctx, actor, user.otpSecret, code);
  await updateUser(ctx.db, user.id, { otpSecret: null, otpPendingSecret: null });
}

const notSetUp = () => new AppError('OTP_NOT_SET_UP', 400, 'Two-factor authentication is not set up.');

/**
 * Counted per session: only the holder of this session can use up its tries, so a stolen or shared
 * session can lock no other session out of its two-factor settings.
 */
async function verifyCode(ctx: AppContext, actor: Actor, secret: string, code: string): Promise<void> {
  const throttleKey = `otp:${actor.sessionId}`;
  await takeAttempt(ctx.db, throttleKey);
  const step = matchOtpStep(secret, code);
  if (step === null || !(await claimOtpStep(ctx.db, actor.userId, step))) throw invalidCode();
  await clearFailures(ctx.db, throttleKey);
}

/** Whether a user has two-factor on: for oneself, or for a user admin about a user of the same company. */
export async function isOtpSet(ctx: AppContext, actor: Actor, userId: string): Promise<boolean> {
  const user = await findUserById(ctx.db, userId);
  const isSelf = userId === actor.userId;
  const isAdminOfUser = user?.companyId === actor.companyId && hasAnyRole(actor.roles, USER_MANAGEMENT_ROLES);
  if (!user || !(isSelf || isAdminOfUser)) throw notFound('User');
  return user.otpSecret !== null;
}
