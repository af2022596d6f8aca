import { REFRESH_TOKEN_SECONDS, type TokenPair } from '@gc/contracts/auth';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import { insertRefreshToken } from './auth.repo.ts';

type TokenSubject = { id: string; email: string; roles: string[]; companyId: string };

/** A pair as issued: the refresh token is always there; the route decides whether the body carries it. */
export type IssuedTokens = TokenPair & { refreshToken: string };

/** Issues an access token and a fresh refresh token for a session (a new log-in or a rotation). */
export async function issueTokenPair(
  ctx: AppContext,
  tx: DbOrTx,
  user: TokenSubject,
  sessionId: string,
): Promise<IssuedTokens> {
  const refreshToken = randomToken();
  await insertRefreshToken(tx, sessionId, sha256(refreshToken), new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000));
  const accessToken = await ctx.tokens.sign({
    sub: user.id,
    sid: sessionId,
    email: user.email,
    roles: user.roles,
    cid: user.companyId,
  });
  return { accessToken, refreshToken };
}
