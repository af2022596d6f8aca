import type { PlayResponse, PlayStartResponse, WonPrize } from '@gc/contracts/play';
import type { PlayDecision } from '@gc/games/core/game-server';
import { signWalletToken } from '../prize-wallet/wallet-token.ts';
import type { PlayOutcome } from './play.repo.ts';
import type { PlayContext } from './play-context.ts';
import type { PlayRules } from './play-rules.ts';
import { surveyOfferOf } from './survey-offer.ts';

/**
 * A decided play's answer with the survey it offers, if any (surveyEnabled): read after the play
 * committed, so it counts; only where the campaign offers a survey, so other plays read nothing more.
 */
export async function withSurveyOffer<A extends PlayStartResponse>(
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
export async function answerOf(
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
