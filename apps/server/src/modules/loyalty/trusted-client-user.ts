import type { RegistrationRequest } from '@gc/contracts/play';
import type { AppContext } from '../../lib/app-context.ts';
import type { CampaignRow } from '../play/play.repo.ts';
import { findAppSecret } from './app-secret.repo.ts';
import { isClientUserIdSigned } from './client-user-signature.ts';
import { clientUserIdInvalid } from './loyalty-play.ts';

/** Whether the campaign gives the client user id weight (points, or the usesClientUserId tag). */
export function trustsClientUserId(row: CampaignRow): boolean {
  return (
    row.uses_client_user_id === true || (row.loyalty_spend ?? null) !== null || (row.loyalty_awards?.length ?? 0) > 0
  );
}

/**
 * A URL-parameter registration's client user id, where the campaign trusts it, must come signed by
 * the company's app (client-user-signature.ts); elsewhere nothing is read. Refused with 403.
 */
export async function checkClientUserId(
  ctx: Pick<AppContext, 'db' | 'integrations'>,
  row: CampaignRow,
  body: RegistrationRequest,
): Promise<void> {
  if (body.source !== 'urlParameters' || !body.userId || !trustsClientUserId(row)) return;
  const stored = await findAppSecret(ctx.db, await ctx.integrations.keyring(), row.company_id);
  if (!stored || !isClientUserIdSigned(stored.secret, body.userId.trim(), body.userIdExp, body.userIdSig)) {
    throw clientUserIdInvalid();
  }
}
