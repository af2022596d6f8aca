import type { CampaignDocument } from '@gc/contracts/campaign-document';
import type { PlayLoyalty } from '@gc/contracts/loyalty';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { CampaignRow } from '../play/play.repo.ts';
import { inRetriedTransaction } from '../play/play-transaction.ts';
import { addPoints, balanceOf, clientUserIdOf, insertLedgerEntry } from './loyalty-ledger.repo.ts';
import { loyaltyRulesOf } from './loyalty-rules.ts';

type LoyaltyRow = Pick<CampaignRow, 'company_id' | 'loyalty_spend' | 'loyalty_awards'>;

/** How long a campaign's loyalty rules are kept for multi-step outcomes, as the play's campaign row is. */
const MAX_AGE_MS = 2_000;
const recent = new WeakMap<object, Map<string, { row: LoyaltyRow; readAtMs: number }>>();

/** A campaign's loyalty rules by its id, read at most once per 2 s per process (not once per outcome). */
async function loyaltyRowOf(db: Db, campaignId: string, nowMs = Date.now()): Promise<LoyaltyRow> {
  let cache = recent.get(db);
  if (!cache) {
    cache = new Map();
    recent.set(db, cache);
  }
  const cached = cache.get(campaignId);
  if (cached && nowMs - cached.readAtMs < MAX_AGE_MS) return cached.row;
  const [row] = await queryRows<LoyaltyRow>(
    db,
    sql`select c.company_id,
          (select jsonb_build_object('integrationId', s.company_integration_id, 'pointsPerPlay', s.points_per_play)
             from loyalty_spending_points s where s.campaign_id = c.id) as loyalty_spend,
          (select jsonb_agg(jsonb_build_object('outcomeId', o.outcome_id, 'integrationId', o.company_integration_id,
                                               'identifier', o.identifier, 'points', o.points))
             from loyalty_outcome_settings o where o.campaign_id = c.id) as loyalty_awards
        from campaigns c where c.id = ${campaignId}`,
  );
  const loaded = row ?? { company_id: '', loyalty_spend: null, loyalty_awards: null };
  if (cache.size >= 1_000) cache.delete(cache.keys().next().value as string);
  cache.set(campaignId, { row: loaded, readAtMs: nowMs });
  return loaded;
}

/**
 * The award of a multi-step play's outcome (its spend was taken when it was opened): after the
 * outcome committed, in a transaction of its own, at most once (loyalty_ledger_play_kind_idx: a second
 * call for the play awards nothing). Undefined where the campaign has no loyalty or the player no
 * app-signed id. The opening wrote the play's pending award (loyalty_pending_awards) in its own
 * transaction; this one deletes it with the award, so a process that dies between the outcome's commit
 * and this one leaves it for the sweeper (award-delivery.ts), which calls this again.
 */
export async function awardDecidedPlay(
  db: Db,
  play: { id: string; campaignId: string; leadId: string | null; page: string },
  document: CampaignDocument,
): Promise<PlayLoyalty | undefined> {
  if (play.leadId === null) return undefined;
  const row = await loyaltyRowOf(db, play.campaignId);
  const rules = loyaltyRulesOf({ ...row } as CampaignRow, document);
  if (!rules) return undefined;
  const leadId = play.leadId;
  return inRetriedTransaction(db, async (tx) => {
    await tx.execute(sql`delete from loyalty_pending_awards where play_id = ${play.id}`);
    const clientUserId = await clientUserIdOf(tx, leadId);
    if (clientUserId === null) return undefined;
    const award = rules.awardsByPage.get(play.page);
    let awarded = 0;
    if (award) {
      const isNew = await insertLedgerEntry(tx, {
        companyId: row.company_id,
        integrationId: award.integrationId,
        clientUserId,
        kind: 'award',
        points: award.points ?? 0,
        campaignId: play.campaignId,
        playId: play.id,
        identifier: award.identifier,
      });
      if (isNew) {
        awarded = award.points ?? 0;
        if (awarded > 0) await addPoints(tx, award.integrationId, clientUserId, awarded);
      } else {
        // Awarded already, by the sweeper that found it first: the answer still says what the play won.
        const [row] = await queryRows<{ points: number }>(
          tx,
          sql`select points from loyalty_ledger where play_id = ${play.id} and kind = 'award'`,
        );
        awarded = Number(row?.points ?? 0);
      }
    }
    const integrationId = rules.spend?.integrationId ?? award?.integrationId;
    const balance = integrationId ? await balanceOf(tx, integrationId, clientUserId) : 0;
    return { spent: 0, awarded, balance };
  });
}

/** Plays decided by a process that died before awarding them: their pending award is still there. */
export function decidedPlaysWithoutAward(
  db: Db,
  limit: number,
): Promise<{ id: string; campaign_id: string; lead_id: string | null; page: string; release_id: string }[]> {
  return queryRows(
    db,
    sql`select p.id, p.campaign_id, p.lead_id, p.page, p.release_id
        from loyalty_pending_awards a join plays p on p.id = a.play_id
        where p.page <> 'open'
        order by a.created_at
        limit ${limit}`,
  );
}

/** A play's pending award once handled, or of a play gone or still open after `maxAgeMs`. */
export async function dropPendingAwards(db: Db, playIds: readonly string[], maxAgeMs: number): Promise<void> {
  if (playIds.length > 0) {
    await db.execute(
      sql`delete from loyalty_pending_awards where play_id in (${sql.join(
        playIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  await db.execute(
    sql`delete from loyalty_pending_awards
        where created_at < now() - make_interval(secs => ${maxAgeMs / 1000})`,
  );
}
