import type { PlayLoyalty } from '@gc/contracts/loyalty';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type PlayAttempt, type PlayOutcome, runPlayAttemptIn } from '../play/play.repo.ts';
import { inRetriedTransaction } from '../play/play-transaction.ts';
import { addPoints, balanceOf, clientUserIdOf, insertLedgerEntry, spendPoints } from './loyalty-ledger.repo.ts';
import type { LoyaltyRules } from './loyalty-rules.ts';

export const notEnoughPoints = () => new AppError('NOT_ENOUGH_POINTS', 409, 'You do not have enough points to play.');
export const clientUserIdInvalid = () =>
  new AppError('CLIENT_USER_ID_INVALID', 403, 'Please open this game from the app to play with your points.');

/** Thrown inside the transaction to roll back the spend of a play that did not happen. */
class NotPlayed extends Error {
  readonly outcome: PlayOutcome;
  constructor(outcome: PlayOutcome) {
    super('not played');
    this.outcome = outcome;
  }
}

/**
 * A play of a loyalty campaign, in one transaction: the player's points are spent (a guarded update of
 * the balance), the play is written by play_attempts as every play is, and its outcome's points are
 * awarded, each with its ledger row. A play that does not happen (a limit, a used challenge) rolls the
 * spend back; a spend without its play, or a second award of one play, cannot commit
 * (loyalty_ledger_play_kind_idx). Plays of other campaigns never come here (they stay batched).
 */
export async function playWithLoyalty(
  db: Db,
  attempt: PlayAttempt,
  rules: LoyaltyRules,
): Promise<{ outcome: PlayOutcome; loyalty: PlayLoyalty | undefined }> {
  const { play } = attempt;
  try {
    return await inRetriedTransaction(db, async (tx) => {
      const clientUserId = play.leadId === null ? null : await clientUserIdOf(tx, play.leadId);
      const base = {
        companyId: play.companyId,
        campaignId: play.campaignId,
        playId: play.id,
        clientUserId: clientUserId ?? '',
      };
      let spent = 0;
      let balance: number | null = null;
      if (rules.spend) {
        // Paying to play needs someone the company's app vouched for: an unknown player has no points.
        if (clientUserId === null) throw clientUserIdInvalid();
        balance = await spendPoints(tx, rules.spend.integrationId, clientUserId, rules.spend.pointsPerPlay);
        if (balance === null) throw notEnoughPoints();
        spent = rules.spend.pointsPerPlay;
      }
      const outcome = await runPlayAttemptIn(tx, attempt);
      if (outcome.status !== 'played') throw new NotPlayed(outcome);
      if (rules.spend) {
        await insertLedgerEntry(tx, {
          ...base,
          integrationId: rules.spend.integrationId,
          kind: 'spend',
          points: -spent,
          identifier: null,
        });
      }
      // A multi-step play is only opened here; its outcome's award comes when it is decided. Its pending
      // award is written now, with the play: a process that dies before awarding it leaves it found.
      const page = play.decision === null ? null : outcome.pool_id === null ? 'lose' : 'win';
      if (page === null && clientUserId !== null && rules.awardsByPage.size > 0) {
        await tx.execute(sql`insert into loyalty_pending_awards (play_id) values (${play.id}) on conflict do nothing`);
      }
      const award = page === null || clientUserId === null ? undefined : rules.awardsByPage.get(page);
      let awarded = 0;
      if (award && clientUserId !== null) {
        awarded = award.points ?? 0;
        const isNew = await insertLedgerEntry(tx, {
          ...base,
          integrationId: award.integrationId,
          kind: 'award',
          points: awarded,
          identifier: award.identifier,
        });
        if (isNew && awarded > 0) {
          const after = await addPoints(tx, award.integrationId, clientUserId, awarded);
          if (rules.spend?.integrationId === award.integrationId || balance === null) balance = after;
        }
      }
      if (clientUserId === null) return { outcome, loyalty: undefined };
      const integrationId = rules.spend?.integrationId ?? award?.integrationId;
      if (balance === null && integrationId) balance = await balanceOf(tx, integrationId, clientUserId);
      return { outcome, loyalty: { spent, awarded, balance: balance ?? 0 } };
    });
  } catch (error) {
    if (error instanceof NotPlayed) return { outcome: error.outcome, loyalty: undefined };
    throw error;
  }
}
