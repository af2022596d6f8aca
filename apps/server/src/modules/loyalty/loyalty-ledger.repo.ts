import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';

/**
 * The points ledger's statements. A balance changes only together with its ledger row, in the
 * caller's transaction; a spend is a guarded update (points >= cost) of the balance row, so concurrent
 * plays of one player queue on that row and never spend a point twice (PostgreSQL re-checks the guard
 * on the committed row; PGlite runs one transaction at a time).
 */

/** Takes `points` from the balance; null when it has fewer (nothing changed). */
export async function spendPoints(
  tx: DbOrTx,
  integrationId: string,
  clientUserId: string,
  points: number,
): Promise<number | null> {
  const [row] = await queryRows<{ points: number }>(
    tx,
    sql`update loyalty_balances set points = points - ${points}, updated_at = now()
        where integration_id = ${integrationId} and client_user_id = ${clientUserId} and points >= ${points}
        returning points`,
  );
  return row ? Number(row.points) : null;
}

/** Adds `points` (≥ 0) to the balance, making it on the player's first points; answers the new balance. */
export async function addPoints(tx: DbOrTx, integrationId: string, clientUserId: string, points: number) {
  const [row] = await queryRows<{ points: number }>(
    tx,
    sql`insert into loyalty_balances (integration_id, client_user_id, points) values (${integrationId}, ${clientUserId}, ${points})
        on conflict (integration_id, client_user_id)
        do update set points = loyalty_balances.points + excluded.points, updated_at = now()
        returning points`,
  );
  return Number(row.points);
}

export async function balanceOf(tx: DbOrTx, integrationId: string, clientUserId: string): Promise<number> {
  const [row] = await queryRows<{ points: number }>(
    tx,
    sql`select points from loyalty_balances where integration_id = ${integrationId} and client_user_id = ${clientUserId}`,
  );
  return row ? Number(row.points) : 0;
}

export type LedgerEntry = {
  companyId: string;
  integrationId: string;
  clientUserId: string;
  kind: 'credit' | 'spend' | 'award';
  points: number;
  campaignId: string | null;
  playId: string | null;
  identifier: string | null;
};

/**
 * One ledger row (an award is pending delivery to its program from here: award-delivery.ts); false when the play has one of this kind already (loyalty_ledger_play_kind_idx):
 * the caller then rolls back what it changed with it.
 */
export async function insertLedgerEntry(tx: DbOrTx, e: LedgerEntry): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into loyalty_ledger (company_id, integration_id, client_user_id, kind, points, campaign_id, play_id,
                                    identifier, delivery_status)
        values (${e.companyId}, ${e.integrationId}, ${e.clientUserId}, ${e.kind}, ${e.points}, ${e.campaignId},
                ${e.playId}, ${e.identifier}, ${e.kind === 'award' ? 'pending' : null})
        on conflict (play_id, kind) where play_id is not null do nothing
        returning id`,
  );
  return rows.length === 1;
}

/** The client user id the company's app signed for this lead (URL-parameter registration), or null. */
export async function clientUserIdOf(tx: DbOrTx, leadId: string): Promise<string | null> {
  const [row] = await queryRows<{ external_user_id: string | null }>(
    tx,
    sql`select external_user_id from leads where id = ${leadId}`,
  );
  return row?.external_user_id ?? null;
}
