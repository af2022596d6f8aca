/**
 * Multi-step plays (games whose server has `steps`): each step the player takes is checked against the
 * open play and stored, and the outcome is decided by the server at the end, never by the browser.
 */
import type { PlayResponse, PlayStepRequest } from '@gc/contracts/play';
import type { GameServer } from '@gc/games/core/game-server';
import { canonicalJson } from '../../lib/canonical-json.ts';
import { countOutcome } from '../analytics/play-counts.ts';
import { awardDecidedPlay } from '../loyalty/decided-play-award.ts';
import { gameServerOf, randomBelow } from './game-decision.ts';
import type { CachedOpenPlay } from './open-play-cache.ts';
import { answerOf, withSurveyOffer } from './play-answer.ts';
import type { PlayContext } from './play-context.ts';
import { notFoundPlay, notPlayable, playAlreadyDecided, stepRefused } from './play-errors.ts';
import { UUID } from './play-ids.ts';
import { readPlay } from './play-progress.repo.ts';
import { verifyPlayerToken } from './player-token.ts';
import { type LoadedRelease, loadRelease } from './published-campaign.ts';

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
  return canonicalJson(a) === canonicalJson(b);
}
