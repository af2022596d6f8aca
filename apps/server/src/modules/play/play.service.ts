import { randomUUID } from 'node:crypto';
import type { PlayRequest, PlayResponse, WonPrize } from '@gc/contracts/play';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { verifyAltcha } from './altcha.ts';
import { decidePlay } from './game-decision.ts';
import { finishPlay as finishPlayRow, type PlayOutcome } from './play.repo.ts';
import type { PlayContext } from './play-context.ts';
import { localDayOf } from './play-day.ts';
import {
  challengeInvalid,
  challengeUsed,
  emailNotVerified,
  notFoundPlay,
  notPlayable,
  playerTokenInvalid,
} from './play-errors.ts';
import type { PlayRules } from './play-rules.ts';
import { withDeadlockRetries } from './play-transaction.ts';
import { verifyPlayerToken } from './player-token.ts';
import { loadCampaignForPlay } from './published-campaign.ts';
import { isRegistrationVerified } from './registration.repo.ts';

export type PlayInput = { slug: string; body: PlayRequest; ip: string };

const noPlay = (page: 'no-more-plays' | 'campaign-expired'): PlayResponse => ({
  playId: null,
  page,
  sectorId: null,
  prize: null,
});

/** Which IP limits apply to this play: they decide whether the IP's advisory lock is needed. */
function limitsOf(rules: PlayRules, leadId: string | null) {
  const countIpDay = leadId === null && rules.unknownPlaysPerDay !== null;
  return { countIpDay, usesIp: countIpDay || rules.ipLimit !== null };
}

/**
 * One play (ARCHITECTURE §5): proof of work, schedule, player, limits, decision, stock, all decided
 * here. The draw is made here; the rest is written by play_attempts (play.repo.ts), with the plays arriving at the same time: the limits are
 * counted and the play inserted in one transaction, under advisory locks on the player and the IP, so
 * concurrent plays cannot all see room for one more, and a win takes its prize with a guarded update
 * in the same transaction; an empty pool turns it into the lose outcome.
 */
export async function play(pc: PlayContext, input: PlayInput): Promise<PlayResponse> {
  const { ctx, keys } = pc;
  // The campaign row may be up to 2 s old here (PLAY_CAMPAIGN_MAX_AGE_MS): one read less per play.
  const campaign = await loadCampaignForPlay(ctx.db, input.slug);
  const solution = verifyAltcha(input.body.altcha, keys.altcha);
  if (!solution) throw challengeInvalid();
  if (campaign.availability !== 'live') return noPlay('campaign-expired');
  const { release, row } = campaign;
  if (!release.game) throw notPlayable();
  const { rules, settings } = release.game;

  let leadId: string | null = null;
  if (rules.registrationType !== 'noDelivery') {
    const player = input.body.playerToken ? await verifyPlayerToken(keys.playerToken, input.body.playerToken) : null;
    if (player?.campaignId !== row.id) throw playerTokenInvalid();
    leadId = player.leadId;
    // Only where the campaign asks for it: a play elsewhere reads nothing more than before.
    if (rules.requiresEmailVerification) {
      const isVerified =
        player.registrationId !== null && (await isRegistrationVerified(ctx.db, player.registrationId, leadId));
      if (!isVerified) throw emailNotVerified();
    }
  }
  const limits = limitsOf(rules, leadId);
  const day = localDayOf(row.time_zone);

  const lockNames = [...(limits.usesIp ? [`ip:${input.ip}`] : []), ...(leadId ? [`lead:${leadId}`] : [])];
  const checks = {
    leadPerDay: leadId === null ? null : rules.playsPerDay,
    ipPerDay: limits.countIpDay ? rules.unknownPlaysPerDay : null,
    ipWindow: rules.ipLimit,
  };

  try {
    return await withDeadlockRetries(async () => {
      const playId = randomUUID();
      const decision = decidePlay(release.campaignType, settings);
      const outcome = await pc.plays.attempt({
        challenge: solution,
        lockKeys: lockNames,
        play: {
          id: playId,
          companyId: row.company_id,
          campaignId: row.id,
          releaseId: release.id,
          leadId,
          ip: input.ip,
          day,
          decision,
        },
        limits: checks,
      });
      if (outcome.status === 'challenge-used') throw challengeUsed();
      if (outcome.status === 'limited') return noPlay('no-more-plays');
      if (outcome.pool_id === null) {
        const sectorId = ((decision.kind === 'win' ? decision.resultIfNoStock : decision.result).sectorId ?? null) as
          | string
          | null;
        return { playId, page: 'lose', sectorId, prize: null };
      }
      // A pool with codes always has the code numbered for its next winner; a win without it is not given.
      if (outcome.has_codes && outcome.code === null) {
        throw new Error(`prize pool ${outcome.pool_id} has no code for its next winner`);
      }
      if (leadId !== null) pc.prizeEmails.kick();
      const isEmailOnly = rules.showsVoucherOnlyInEmail && leadId !== null;
      return {
        playId,
        page: 'win',
        sectorId: (decision.result.sectorId ?? null) as string | null,
        prize: wonPrize(outcome, isEmailOnly),
      };
    });
  } catch (error) {
    // A signed token whose lead no longer exists (removed since): the player registers again.
    if (isForeignKeyViolation(error)) throw playerTokenInvalid();
    throw error;
  }
}

/** The prize as the page shows it; a code that goes by e-mail only is not in it (showsVoucherOnlyInEmail). */
function wonPrize(claimed: PlayOutcome, isCodeEmailOnly: boolean): WonPrize {
  const isVoucherCodeEmailed = isCodeEmailOnly && claimed.code !== null;
  return {
    name: claimed.name ?? '',
    description: claimed.description ?? '',
    imageUrl: claimed.image_url,
    voucherCode: isVoucherCodeEmailed ? null : claimed.code,
    isVoucherCodeEmailed,
    expiresAt: claimed.expires_at === null ? null : new Date(claimed.expires_at).toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Records that the player saw the result (game_finished), once per play. A registered player's play
 * is only finished with their token; an unknown play, or another player's, is a 404.
 */
export async function finishPlay(pc: PlayContext, playId: string, playerToken: string | undefined): Promise<void> {
  if (!UUID.test(playId)) throw notFoundPlay();
  const player = playerToken ? await verifyPlayerToken(pc.keys.playerToken, playerToken) : null;
  const isKnown = await finishPlayRow(pc.ctx.db, playId, player?.leadId ?? null);
  if (!isKnown) throw notFoundPlay();
}
