import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/secrets.ts';
import { findRefreshToken, findUserById, hasLaterRotation, markRefreshTokenUsed, revokeSession } from './auth.repo.ts';
import { assertCompanyNotExpired } from './auth.service.ts';
import { type IssuedTokens, issueTokenPair } from './session-tokens.ts';

/**
 * How long the refresh token just rotated is still honoured. Two builder tabs loading together send
 * the same refresh cookie; the second arrives after the first rotated it. Without a grace the second
 * would count as a replay and end the session of both.
 */
export const ROTATION_GRACE_MS = 30_000;

const invalidRefreshToken = () =>
  new AppError('INVALID_REFRESH_TOKEN', 401, 'Your session has ended. Please log in again.');

type FoundToken = NonNullable<Awaited<ReturnType<typeof findRefreshToken>>>;
type DbOrTx = Parameters<typeof findRefreshToken>[0];

/**
 * A used token may be presented again only while it is the session's latest rotation and at most
 * ROTATION_GRACE_MS old. Anything else is a replay: a stolen token used after its owner moved on.
 */
async function isGraceReuse(db: DbOrTx, token: FoundToken): Promise<boolean> {
  if (!token.usedAt || token.usedAt.getTime() < Date.now() - ROTATION_GRACE_MS) return false;
  return !(await hasLaterRotation(db, token.sessionId, token.usedAt));
}

/**
 * Rotates the refresh token: the answer is a new pair of the same session. Presenting a used token
 * outside the grace ends the whole session (it was stolen or replayed). Inside the grace the answer is
 * a further pair of the same session; the token the other tab received stays valid too.
 */
export async function refresh(ctx: AppContext, refreshToken: string): Promise<IssuedTokens> {
  if (!refreshToken) throw invalidRefreshToken();
  const tokenHash = sha256(refreshToken);
  const found = await findRefreshToken(ctx.db, tokenHash);
  if (!found || found.sessionRevokedAt) throw invalidRefreshToken();
  if (found.usedAt && !(await isGraceReuse(ctx.db, found))) return endForReplay(ctx, found.sessionId);
  if (found.expiresAt.getTime() <= Date.now()) throw invalidRefreshToken();
  const user = await findUserById(ctx.db, found.userId);
  if (user?.status !== 'ACTIVE') throw invalidRefreshToken();
  await assertCompanyNotExpired(ctx, user.companyId);

  const issued = await ctx.db.transaction(async (tx) => {
    if (!found.usedAt && !(await markRefreshTokenUsed(tx, found.id, new Date()))) {
      // A request with the same token (another tab) rotated it a moment ago: the grace decides.
      const current = await findRefreshToken(tx, tokenHash);
      if (!current || !(await isGraceReuse(tx, current))) return null;
    }
    return issueTokenPair(ctx, tx, user, found.sessionId);
  });
  return issued ?? endForReplay(ctx, found.sessionId);
}

/** Revoked outside any transaction that is about to fail, so that the revocation stays. */
async function endForReplay(ctx: AppContext, sessionId: string): Promise<never> {
  await revokeSession(ctx.db, sessionId, 'refresh-token-reuse');
  throw invalidRefreshToken();
}
