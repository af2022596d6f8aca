import type { UsedPlayKeysRequest, UsedPlayKeysResponse } from '@gc/contracts/play';
import { usedPlayKeys } from './play.repo.ts';
import type { PlayContext } from './play-context.ts';
import { playerTokenInvalid } from './play-errors.ts';
import { verifyPlayerToken } from './player-token.ts';
import { loadPublishedCampaign } from './published-campaign.ts';

/**
 * The play keys the caller has used in the campaign (a calendar's opened tiles), so that a page opened
 * again shows them opened: the registered player's (by its token), or, in a campaign without
 * registration, the address's, as play_attempts keys them. A registration campaign asked without a token
 * has none yet. Only keys: nothing of what the plays won.
 */
export async function usedKeysOf(
  pc: PlayContext,
  input: { slug: string; body: UsedPlayKeysRequest; ip: string },
): Promise<UsedPlayKeysResponse> {
  const { row, release } = await loadPublishedCampaign(pc.ctx.db, input.slug);
  const rules = release.game?.rules;
  if (!rules) return { keys: [] };
  if (rules.registrationType === 'noDelivery') return { keys: await usedPlayKeys(pc.ctx.db, row.id, null, input.ip) };
  if (!input.body.playerToken) return { keys: [] };
  const player = await verifyPlayerToken(pc.keys.playerToken, input.body.playerToken);
  if (player?.campaignId !== row.id) throw playerTokenInvalid();
  return { keys: await usedPlayKeys(pc.ctx.db, row.id, player.leadId, input.ip) };
}
