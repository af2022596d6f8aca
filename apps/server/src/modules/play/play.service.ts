import { randomUUID } from 'node:crypto';
import type { PlayRequest, PlayResponse, PlayStartResponse, PlayStepRequest, WonPrize } from '@gc/contracts/play';
import type { GameServer, PlayDecision } from '@gc/games/core/game-server';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { verifyAltcha } from './altcha.ts';
import { gameServerOf, randomBelow } from './game-decision.ts';
import {
  decideOpenPlay,
  finishPlay as finishPlayRow,
  lockPlay,
  type OpenPlayRow,
  type PlayOutcome,
  saveStep,
} from './play.repo.ts';
import type { PlayContext } from './play-context.ts';
import { localDayOf } from './play-day.ts';
import {
  challengeInvalid,
  challengeUsed,
  emailNotVerified,
  gameInputInvalid,
  notFoundPlay,
  notPlayable,
  playAlreadyDecided,
  playerTokenInvalid,
  stepRefused,
} from './play-errors.ts';
import type { PlayRules } from './play-rules.ts';
import { inRetriedTransaction, withDeadlockRetries } from './play-transaction.ts';
import { verifyPlayerToken } from './player-token.ts';
import { type LoadedRelease, loadCampaignForPlay, loadRelease } from './published-campaign.ts';
import { isRegistrationVerified } from './registration.repo.ts';

export type PlayInput = { slug: string; body: PlayRequest; ip: string };

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
      // A multi-step play is opened: its hidden state is stored, its outcome decided when it is finished.
      const opened = server.steps ? server.steps.open(settings, randomBelow) : null;
      const decision = server.steps ? null : server.decide(settings, gameInput, randomBelow);
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
          state: opened?.state ?? null,
        },
        limits: checks,
      });
      if (outcome.status === 'challenge-used') throw challengeUsed();
      if (outcome.status === 'limited') return noPlay('no-more-plays');
      if (opened) return { playId, page: 'open' as const, view: opened.view };
      return answerOf(pc, playId, decision as PlayDecision, outcome, rules.showsVoucherOnlyInEmail, leadId);
    });
  } catch (error) {
    // A signed token whose lead no longer exists (removed since): the player registers again.
    if (isForeignKeyViolation(error)) throw playerTokenInvalid();
    throw error;
  }
}

/** The answer to a decided play (single-step, or a multi-step play's outcome). */
function answerOf(
  pc: PlayContext,
  playId: string,
  decision: PlayDecision,
  outcome: PlayOutcome,
  showsVoucherOnlyInEmail: boolean,
  leadId: string | null,
): PlayResponse {
  if (outcome.pool_id === null) {
    return {
      playId,
      page: 'lose',
      result: decision.kind === 'win' ? decision.resultIfNoStock : decision.result,
      prize: null,
    };
  }
  // A pool with codes always has the code numbered for its next winner; a win without it is not given.
  if (outcome.has_codes && outcome.code === null) {
    throw new Error(`prize pool ${outcome.pool_id} has no code for its next winner`);
  }
  if (leadId !== null) pc.prizeEmails.kick();
  const isEmailOnly = showsVoucherOnlyInEmail && leadId !== null;
  return { playId, page: 'win', result: decision.result, prize: wonPrize(outcome, isEmailOnly) };
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

/**
 * A multi-step play of this caller, locked for the transaction, with its release's game. An unknown
 * play, or another registered player's, is a 404; a single-step play or a decided one takes nothing more.
 */
async function lockOpenPlay(
  pc: PlayContext,
  tx: Parameters<Parameters<typeof inRetriedTransaction>[1]>[0],
  playId: string,
  leadId: string | null,
): Promise<{ play: OpenPlayRow; server: GameServer & { steps: object }; release: LoadedRelease }> {
  const play = await lockPlay(tx, playId, leadId);
  if (!play) throw notFoundPlay();
  if (play.page !== 'open' || play.steps === null) throw playAlreadyDecided();
  const release = await loadRelease(pc.ctx.db, play.release_id);
  const server = release.game ? gameServerOf(release.campaignType) : null;
  if (!release.game || !server?.steps) throw notPlayable();
  return { play, server: server as GameServer & { steps: object }, release };
}

async function callerLeadId(pc: PlayContext, playId: string, playerToken: string | undefined): Promise<string | null> {
  if (!UUID.test(playId)) throw notFoundPlay();
  const player = playerToken ? await verifyPlayerToken(pc.keys.playerToken, playerToken) : null;
  return player?.leadId ?? null;
}

/**
 * Takes step `index` of a multi-step play (the next one), checked by the game against its hidden state.
 * Idempotent: the same step again for a taken index answers the feedback it had; another step for a
 * taken index, or an index that is not the next, is refused (409). The play's row is locked, so two
 * steps of one play never both pass as the next one.
 */
export async function takeStep(
  pc: PlayContext,
  playId: string,
  body: PlayStepRequest,
): Promise<{ feedback: Record<string, unknown> }> {
  const leadId = await callerLeadId(pc, playId, body.playerToken);
  return inRetriedTransaction(pc.ctx.db, async (tx) => {
    const { play, server, release } = await lockOpenPlay(pc, tx, playId, leadId);
    const steps = server.steps as NonNullable<Extract<GameServer, { steps: object }>['steps']>;
    const parsed = steps.stepSchema.safeParse(body.step);
    if (!parsed.success) throw stepRefused('This step does not fit the game.');
    const taken = play.steps ?? [];
    if (body.index < taken.length) {
      const earlier = taken[body.index];
      if (sameJson(earlier.step, parsed.data)) return { feedback: earlier.feedback };
      throw stepRefused('This step was already taken with another answer.');
    }
    if (body.index !== taken.length) throw stepRefused('This is not the next step of the play.');
    const checked = steps.take(release.game?.settings, play.state, body.index, parsed.data);
    if (!checked.ok) throw stepRefused(checked.reason);
    await saveStep(tx, play.id, checked.state, { step: parsed.data, feedback: { ...checked.feedback } });
    return { feedback: { ...checked.feedback } };
  });
}

/**
 * Decides a multi-step play from its stored state alone (the client sends no score), with the time the
 * server measured since it was opened; a won prize is claimed with the guarded claim (claim_prize), as a
 * single-step win is. A second outcome of one play is refused (409).
 */
export async function decidePlayOutcome(
  pc: PlayContext,
  playId: string,
  playerToken: string | undefined,
): Promise<PlayResponse> {
  const leadId = await callerLeadId(pc, playId, playerToken);
  const answered = await inRetriedTransaction(pc.ctx.db, async (tx) => {
    const { play, server, release } = await lockOpenPlay(pc, tx, playId, leadId);
    const steps = server.steps as NonNullable<Extract<GameServer, { steps: object }>['steps']>;
    const decision = steps.finish(release.game?.settings, play.state, Math.max(0, play.elapsed_ms), randomBelow);
    const outcome = await decideOpenPlay(tx, play, decision, play.state);
    return { play, decision, outcome, rules: release.game?.rules };
  });
  const { play, decision, outcome, rules } = answered;
  return answerOf(pc, play.id, decision, outcome, rules?.showsVoucherOnlyInEmail ?? false, play.lead_id);
}

/** Two steps are the same when their JSON is, whatever the order of keys (jsonb keeps its own order). */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}
