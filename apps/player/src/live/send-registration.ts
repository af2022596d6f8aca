import type { RegistrationRequest } from '@gc/contracts/play';
import { sendRegistration } from './play-api.ts';
import { forgetRegistrationKey, registrationKey } from './player-session.ts';

/**
 * Sends a registration under this tab's pending Idempotency-Key, so that a retry after a lost answer is
 * the same registration. When the server refuses the key because it was first sent with other details
 * (the player changed the form after a send whose answer was lost: IDEMPOTENCY_KEY_REUSED), the form as
 * it is now is a new registration: it is sent once more under a new key. The refused request spent
 * nothing, so its proof of work is still good.
 */
export async function sendTabRegistration(slug: string, campaignId: string, body: RegistrationRequest) {
  const first = await sendRegistration(slug, body, registrationKey(campaignId));
  if (!('error' in first) || first.error.code !== 'IDEMPOTENCY_KEY_REUSED') return first;
  forgetRegistrationKey(campaignId);
  return sendRegistration(slug, body, registrationKey(campaignId));
}
