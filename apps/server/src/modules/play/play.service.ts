import { randomUUID } from 'node:crypto';
import type { PlayFinishRequest, PlayRequest, PlayResponse, PlayStartResponse } from '@gc/contracts/play';
import type { PlayDecision } from '@gc/games/core/game-server';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { collectRiding } from '../analytics/collect.service.ts';
import { countFinished, countOutcome, countPlayStarted } from '../analytics/play-counts.ts';
import { playWithLoyalty } from '../loyalty/loyalty-play.ts';
import { loyaltyRulesOf } from '../loyalty/loyalty-rules.ts';
import { verifyAltcha } from './altcha.ts';
import { gameServerOf, randomBelow } from './game-decision.ts';
import { finishPlay as finishPlayRow } from './play.repo.ts';
import { answerOf, withSurveyOffer } from './play-answer.ts';
import type { PlayContext } from './play-context.ts';
import { localDayOf } from './play-day.ts';
import {
  challengeInvalid,
  challengeUsed,
  emailNotVerified,
  gameInputInvalid,
  notFoundPlay,
  notPlayable,
  playerTokenInvalid,
  playKeyUsed,
  playRefused,
} from './play-errors.ts';
import { UUID } from './play-ids.ts';
import type { PlayRules } from './play-rules.ts';
import { withDeadlockRetries } from './play-transaction.ts';
import { verifyPlayerToken } from './player-token.ts';
import { loadCampaignForPlay } from './published-campaign.ts';
import { isLeadIdentifiedByApp, isRegistrationVerified } from './registration.repo.ts';
import { storedUserAgent } from './stored-user-agent.ts';

export type PlayInput = { slug: string; body: PlayRequest; ip: string; userAgent: string };

const noPlay = (page: 'no-more-plays' | 'campaign-expired'): PlayResponse => ({
  playId: null,
  page,
  result: null,
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
export async function play(pc: PlayContext, input: PlayInput): Promise<PlayStartResponse> {
  const answer = await decidePlay(pc, input);
  // The page's events ride on the play (no request of their own), stored once the play is answered;
  // a refused play stores none, and the page keeps them for its next request.
  const { slug, ip, userAgent } = input;
  await collectRiding(pc.ctx, pc.salts, { slug, body: input.body.analytics, ip, userAgent });
  return answer;
}

async function decidePlay(pc: PlayContext, input: PlayInput): Promise<PlayStartResponse> {
  const { ctx, keys } = pc;
  // The campaign row may be up to 2 s old here (PLAY_CAMPAIGN_MAX_AGE_MS): one read less per play.
  const campaign = await loadCampaignForPlay(ctx.db, input.slug);
  const solution = verifyAltcha(input.body.altcha, keys.altcha);
  if (!solution) throw challengeInvalid();
  if (campaign.availability !== 'live') return noPlay('campaign-expired');
  const { release, row } = campaign;
  if (!release.game) throw notPlayable();
  const { rules, settings } = release.game;
  const server = gameServerOf(release.campaignType);
  // A single-step game's input, checked before anything is spent; a game without a schema takes none.
  let gameInput: unknown;
  if (!server.steps && server.inputSchema) {
    const parsed = server.inputSchema.safeParse(input.body.game);
    if (!parsed.success) throw gameInputInvalid();
    gameInput = parsed.data;
  } else if (input.body.game !== undefined) {
    throw gameInputInvalid();
  }

  let leadId: string | null = null;
  /** The player's daily plays: the identified player's playsPerDay, or the unknown customer's. */
  let leadPerDay: number | null = rules.playsPerDay;
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
    // An app player the retailer's app did not name (no client user id) is an unknown customer.
    if (rules.registrationType === 'appSolution' && !(await isLeadIdentifiedByApp(ctx.db, leadId))) {
      leadPerDay = rules.unknownPlaysPerDay;
    }
  }
  const limits = limitsOf(rules, leadId);
  // Null for a campaign without loyalty (read with its row): its plays stay batched and read nothing more.
  const loyaltyRules = loyaltyRulesOf(row, release.playerDocument);
  const day = localDayOf(row.time_zone);
  // The server's clock and the campaign's zone: a game that asks which day it is (a calendar) reads them.
  const moment = { now: new Date(), timeZone: row.time_zone };
  // A single-step decision depends on nothing the transaction changes: made once, before anything is spent.
  const decision = server.steps ? null : server.decide(settings, gameInput, randomBelow, moment);
  if (decision?.kind === 'refused') throw playRefused(decision.reason);
  const playKey = decision?.playKey ?? null;
  // For the live view's burst alert (a security use, stored at every analytics level; hashed for the day where cookieless).
  const userAgent = await storedUserAgent(pc.salts, input.userAgent, {
    campaignId: row.id,
    cookieless: release.analytics.cookieless,
  });

  const lockNames = [
    ...(limits.usesIp ? [`ip:${input.ip}`] : []),
    ...(leadId ? [`lead:${leadId}`] : []),
    // The key's plays are counted under this lock (play_attempts), so two at once cannot both pass.
    ...(playKey === null ? [] : [`key:${leadId ?? `ip:${input.ip}`}:${playKey}`]),
  ];
  const checks = {
    leadPerDay: leadId === null ? null : leadPerDay,
    ipPerDay: limits.countIpDay ? rules.unknownPlaysPerDay : null,
    ipWindow: rules.ipLimit,
  };

  /** The player's plays with this one, as the play's write counted them (only where a survey is offered). */
  let playerPlays: number | undefined;
  try {
    return await withDeadlockRetries(async () => {
      const playId = randomUUID();
      // A multi-step play is opened: its hidden state is stored, its outcome decided when it is finished.
      const opened = server.steps ? server.steps.open(settings, randomBelow) : null;
      // Before the play's row is written: the time a multi-step play takes is never measured short.
      const openedAtMs = Date.now();
      const attempt = {
        challenge: solution,
        lockKeys: lockNames,
        play: {
          id: playId,
          companyId: row.company_id,
          campaignId: row.id,
          releaseId: release.id,
          leadId,
          ip: input.ip,
          userAgent,
          day,
          decision,
          state: opened?.state ?? null,
          playKey,
          // A single-step play's count comes with its write: the survey is read only where it is offered.
          countsPlayerPlays: rules.survey !== null && !server.steps,
        },
        limits: checks,
      };
      // A loyalty play spends and awards points in the play's own transaction (modules/loyalty).
      const { outcome, loyalty } = loyaltyRules
        ? await playWithLoyalty(ctx.db, attempt, loyaltyRules)
        : { outcome: await pc.plays.submit(attempt), loyalty: undefined };
      if (outcome.status === 'challenge-used') throw challengeUsed();
      if (outcome.status === 'limited') return noPlay('no-more-plays');
      if (outcome.status === 'key-used') throw playKeyUsed();
      const ids = { companyId: row.company_id, campaignId: row.id };
      countPlayStarted(ctx.analytics, ids);
      if (!opened) countOutcome(ctx.analytics, ids, outcome.pool_id);
      if (opened) {
        pc.openPlays.set({
          id: playId,
          releaseId: release.id,
          leadId,
          page: 'open',
          state: opened.state,
          steps: [],
          openedAtMs,
        });
        return { playId, page: 'open' as const, view: opened.view, ...(loyalty ? { loyalty } : {}) };
      }
      playerPlays = outcome.player_plays ?? undefined;
      const answer = await answerOf(pc, playId, decision as PlayDecision, outcome, rules, leadId);
      return loyalty ? { ...answer, loyalty } : answer;
    }).then((answer) => withSurveyOffer(pc, rules.survey, answer, playerPlays));
  } catch (error) {
    // A signed token whose lead no longer exists (removed since): the player registers again.
    if (isForeignKeyViolation(error)) throw playerTokenInvalid();
    throw error;
  }
}

/**
 * The player saw the play's result (game_finished), recorded once per play. A registered player's play
 * is only finished with their token; an unknown play, or another player's, is a 404. The page's events
 * gathered since the play ride on it, stored the first time only: a finish sent again adds nothing.
 */
export async function finishPlay(
  pc: PlayContext,
  playId: string,
  { playerToken, analytics }: PlayFinishRequest,
  caller: { ip: string; userAgent: string },
): Promise<void> {
  if (!UUID.test(playId)) throw notFoundPlay();
  const player = playerToken ? await verifyPlayerToken(pc.keys.playerToken, playerToken) : null;
  const { isKnown, finished } = await finishPlayRow(pc.ctx.db, playId, player?.leadId ?? null);
  if (!isKnown) throw notFoundPlay();
  if (!finished) return;
  countFinished(pc.ctx.analytics, finished);
  await collectRiding(pc.ctx, pc.salts, { slug: finished.slug, body: analytics, ...caller });
}
