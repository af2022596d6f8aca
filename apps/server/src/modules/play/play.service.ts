import { randomUUID } from 'node:crypto';
import type {
  PlayFinishRequest,
  PlayRequest,
  PlayResponse,
  PlayStartResponse,
  PlayStepRequest,
  WonPrize,
} from '@gc/contracts/play';
import type { GameServer, PlayDecision } from '@gc/games/core/game-server';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { collectRiding } from '../analytics/collect.service.ts';
import { countFinished, countOutcome, countPlayStarted } from '../analytics/play-counts.ts';
import { awardDecidedPlay } from '../loyalty/decided-play-award.ts';
import { playWithLoyalty } from '../loyalty/loyalty-play.ts';
import { loyaltyRulesOf } from '../loyalty/loyalty-rules.ts';
import { signWalletToken } from '../prize-wallet/wallet-token.ts';
import { verifyAltcha } from './altcha.ts';
import { gameServerOf, randomBelow } from './game-decision.ts';
import type { CachedOpenPlay } from './open-play-cache.ts';
import { finishPlay as finishPlayRow, type PlayOutcome } from './play.repo.ts';
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
  playKeyUsed,
  playRefused,
  stepRefused,
} from './play-errors.ts';
import { readPlay } from './play-progress.repo.ts';
import type { PlayRules } from './play-rules.ts';
import { withDeadlockRetries } from './play-transaction.ts';
import { verifyPlayerToken } from './player-token.ts';
import { type LoadedRelease, loadCampaignForPlay, loadRelease } from './published-campaign.ts';
import { isLeadIdentifiedByApp, isRegistrationVerified } from './registration.repo.ts';
import { storedUserAgent } from './stored-user-agent.ts';
import { surveyOfferOf } from './survey-offer.ts';

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
 * A decided play's answer with the survey it offers, if any (surveyEnabled): read after the play
 * committed, so it counts; only where the campaign offers a survey, so other plays read nothing more.
 */
async function withSurveyOffer<A extends PlayStartResponse>(
  pc: PlayContext,
  rule: PlayRules['survey'],
  answer: A,
  playerPlays?: number,
): Promise<A> {
  if (rule === null || answer.playId === null || (answer.page !== 'win' && answer.page !== 'lose')) return answer;
  try {
    const survey = await surveyOfferOf(pc.surveys, rule, answer.playId, playerPlays);
    return survey ? { ...answer, survey } : answer;
  } catch {
    // The play is written and its prize taken: a survey that cannot be looked up is not offered, and
    // the player still gets the answer (the next offer comes with a later play).
    return answer;
  }
}

/** The answer to a decided play (single-step, or a multi-step play's outcome). */
async function answerOf(
  pc: PlayContext,
  playId: string,
  decision: PlayDecision,
  outcome: PlayOutcome,
  rules: Pick<PlayRules, 'showsVoucherOnlyInEmail' | 'hasPrizeWallet' | 'requiresEmailVerification'>,
  leadId: string | null,
): Promise<PlayResponse> {
  if (leadId !== null) pc.campaignEmails.kick();
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
  const isEmailOnly = rules.showsVoucherOnlyInEmail && leadId !== null;
  const prize = wonPrize(outcome, isEmailOnly);
  if (leadId !== null && rules.hasPrizeWallet) {
    // Every prize of the e-mail address only where the player proved it is theirs (a confirmed code);
    // elsewhere anyone may have typed another's address, so the link shows this registration's prizes.
    const scope = rules.requiresEmailVerification ? 'email' : 'lead';
    prize.walletToken = await signWalletToken(pc.keys.wallet, { leadId, scope });
  }
  return { playId, page: 'win', result: decision.result, prize };
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
/**
 * The player saw the play's result (game_finished). The page's events gathered since the play ride on
 * it, stored the first time only: a finish sent again adds nothing.
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

type Steps = NonNullable<Extract<GameServer, { steps: object }>['steps']>;

/** How often a step or an outcome is checked again after its play changed between the read and the write. */
const PROGRESS_TRIES = 3;

/** A caller's open multi-step play, with its game and settings; `isCached`: as this process last saw it. */
type OpenPlayAt = { play: CachedOpenPlay; elapsedMs: number; isCached: boolean; steps: Steps; release: LoadedRelease };

/**
 * The caller's open multi-step play: from this process's cache unless `isFreshNeeded`, or read. An
 * unknown play, or another registered player's, is a 404; a single-step play or a decided one takes
 * nothing more (409).
 */
async function openPlayOf(
  pc: PlayContext,
  playId: string,
  leadId: string | null,
  isFreshNeeded: boolean,
): Promise<OpenPlayAt> {
  const cached = isFreshNeeded ? undefined : pc.openPlays.get(playId);
  let play: CachedOpenPlay;
  let elapsedMs: number;
  if (cached) {
    // A play's lead never changes: the cache answers whose it is as the database would.
    if (cached.leadId !== null && cached.leadId !== leadId) throw notFoundPlay();
    play = cached;
    elapsedMs = Math.max(0, Date.now() - cached.openedAtMs);
  } else {
    const read = await readPlay(pc.ctx.db, playId, leadId);
    if (!read) throw notFoundPlay();
    if (read.page !== 'open') {
      pc.openPlays.delete(playId);
      throw playAlreadyDecided();
    }
    const { elapsedMs: readElapsedMs, ...rest } = read;
    play = { ...rest, openedAtMs: Date.now() - readElapsedMs };
    elapsedMs = readElapsedMs;
    pc.openPlays.set(play);
  }
  const release = await loadRelease(pc.ctx.db, play.releaseId);
  const server = release.game ? gameServerOf(release.campaignType) : null;
  if (!release.game || !server?.steps) throw notPlayable();
  return { play, elapsedMs, isCached: cached !== undefined, steps: server.steps as Steps, release };
}

async function callerLeadId(pc: PlayContext, playId: string, playerToken: string | undefined): Promise<string | null> {
  if (!UUID.test(playId)) throw notFoundPlay();
  const player = playerToken ? await verifyPlayerToken(pc.keys.playerToken, playerToken) : null;
  return player?.leadId ?? null;
}

/** What a step asks of a play seen as `at`: its earlier answer again, a refusal, or a new checked step. */
function stepAgainst(at: OpenPlayAt, index: number, step: unknown) {
  const { play, steps, release } = at;
  if (index < play.steps.length) {
    const earlier = play.steps[index];
    if (sameJson(earlier.step, step)) return { kind: 'repeated' as const, feedback: earlier.feedback };
    return { kind: 'refused' as const, reason: 'This step was already taken with another answer.' };
  }
  if (index !== play.steps.length)
    return { kind: 'refused' as const, reason: 'This is not the next step of the play.' };
  const checked = steps.take(release.game?.settings, play.state, index, step);
  if (!checked.ok) return { kind: 'refused' as const, reason: checked.reason };
  return { kind: 'new' as const, state: checked.state, taken: { step, feedback: { ...checked.feedback } } };
}

/**
 * Takes step `index` of a multi-step play (the next one), checked by the game against its hidden state.
 * Idempotent: the same step again for a taken index answers the feedback it had; another step for a
 * taken index, or an index that is not the next, is refused (409). The write is a compare-and-set on
 * the play's step count (play_progress), so two steps of one play never both pass as the next one;
 * whoever loses reads the play again. A refusal is only given from the play as committed, never from
 * this process's cache alone.
 */
export async function takeStep(
  pc: PlayContext,
  playId: string,
  body: PlayStepRequest,
): Promise<{ feedback: Record<string, unknown> }> {
  const leadId = await callerLeadId(pc, playId, body.playerToken);
  for (let tries = 0; tries < PROGRESS_TRIES; tries++) {
    const at = await openPlayOf(pc, playId, leadId, tries > 0);
    const parsed = at.steps.stepSchema.safeParse(body.step);
    if (!parsed.success) throw stepRefused('This step does not fit the game.');
    const next = stepAgainst(at, body.index, parsed.data);
    if (next.kind === 'repeated') return { feedback: next.feedback };
    if (next.kind === 'refused') {
      if (at.isCached) continue;
      throw stepRefused(next.reason);
    }
    const { play } = at;
    const answer = await pc.progress.submit({
      kind: 'step',
      playId,
      leadId,
      takenSteps: play.steps.length,
      state: next.state,
      taken: next.taken,
    });
    if (answer.status === 'taken') {
      pc.openPlays.set({ ...play, state: next.state, steps: [...play.steps, next.taken] });
      return { feedback: next.taken.feedback };
    }
    pc.openPlays.delete(playId);
  }
  throw stepRefused('The play changed while this step was checked. Please send it again.');
}

/**
 * Decides a multi-step play from its stored state alone (the client sends no score), with the time the
 * server measured since it was opened; a won prize is claimed with the guarded claim (claim_prize), as a
 * single-step win is. The write is a compare-and-set on the play being open with the steps the game
 * saw: a second outcome of one play is refused (409). A game may refuse to decide the play as it stands
 * (memory: a board not cleared, a play faster than a person): 409 PLAY_STEP_REFUSED, the play stays open.
 */
export async function decidePlayOutcome(
  pc: PlayContext,
  playId: string,
  playerToken: string | undefined,
): Promise<PlayResponse> {
  const leadId = await callerLeadId(pc, playId, playerToken);
  for (let tries = 0; tries < PROGRESS_TRIES; tries++) {
    const { play, elapsedMs, steps, release, isCached } = await openPlayOf(pc, playId, leadId, tries > 0);
    const decision = steps.finish(release.game?.settings, play.state, elapsedMs, randomBelow);
    if (decision.kind === 'refused') {
      // As for a step: refused only from the play as committed, never from this process's cache alone.
      if (isCached) continue;
      throw stepRefused(decision.reason);
    }
    const answer = await pc.progress.submit({
      kind: 'outcome',
      playId,
      leadId,
      takenSteps: play.steps.length,
      state: play.state,
      poolId: decision.kind === 'win' ? decision.poolId : null,
      winResult: decision.result,
      loseResult: decision.kind === 'win' ? decision.resultIfNoStock : decision.result,
    });
    pc.openPlays.delete(playId);
    if (answer.status === 'decided') {
      const outcome = { ...answer, status: 'played' as const };
      countOutcome(pc.ctx.analytics, release, outcome.pool_id);
      const rules = release.game?.rules ?? NO_RULES;
      const decided = await answerOf(pc, playId, decision, outcome, rules, play.leadId);
      // A loyalty campaign's outcome award (the spend was taken at the opening); nothing read elsewhere
      // but the campaign's loyalty rules, at most once per 2 s.
      const loyalty = await awardDecidedPlay(
        pc.ctx.db,
        { id: playId, campaignId: release.campaignId, leadId: play.leadId, page: decided.page },
        release.playerDocument,
      );
      return withSurveyOffer(pc, release.game?.rules.survey ?? null, loyalty ? { ...decided, loyalty } : decided);
    }
  }
  throw stepRefused('The play changed while its outcome was decided. Please try again.');
}

/** A release this server cannot play has no rules: no code kept for the e-mail, no wallet. */
const NO_RULES = { showsVoucherOnlyInEmail: false, hasPrizeWallet: false, requiresEmailVerification: false };

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
