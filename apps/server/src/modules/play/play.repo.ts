import type { PlayDecision } from '@gc/games/core/game-server';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { claimCodeCte, claimPoolCte } from '../prizes/prize-claim.ts';

/**
 * The queries of the public player API, as raw parametrised SQL: the hot path (a play) runs a few
 * statements per request, each written to be one round trip and to read through an index.
 * Instants come back as epoch milliseconds and dates as text, the same on both drivers.
 */

export type CampaignRow = {
  id: string;
  company_id: string;
  slug: string;
  type: string;
  status: string;
  start_ms: number | null;
  end_ms: number | null;
  current_release_id: string;
  time_zone: string;
};

/** A campaign players can reach: published at least once, neither a draft nor deleted. */
export async function findPublishedCampaign(db: DbOrTx, slug: string): Promise<CampaignRow | null> {
  const [row] = await queryRows<CampaignRow>(
    db,
    sql`select c.id, c.company_id, c.slug, c.type, c.status,
          (extract(epoch from c.start_date) * 1000)::float8 as start_ms,
          (extract(epoch from c.end_date) * 1000)::float8 as end_ms,
          c.current_release_id, co.time_zone
        from campaigns c join companies co on co.id = c.company_id
        where c.slug = ${slug} and c.current_release_id is not null and c.status not in ('DRAFT', 'DELETED')`,
  );
  return row ?? null;
}

export type ReleaseRow = {
  id: string;
  number: number;
  campaign_type: string;
  document: unknown;
  publish_options: unknown;
};

export async function findRelease(db: DbOrTx, releaseId: string): Promise<ReleaseRow | null> {
  const [row] = await queryRows<ReleaseRow>(
    db,
    sql`select id, number, campaign_type, document, publish_options from campaign_releases where id = ${releaseId}`,
  );
  return row ?? null;
}

/**
 * Spends a solved ALTCHA challenge (each proof of work counts once) and takes transaction-scoped
 * advisory locks on `campaignId:key`, in one statement. The locks are taken in the order of their
 * hashes, so that two requests needing the same pair never wait on each other in a cycle, and are
 * held until commit: whoever counts after taking them sees every play committed before.
 * False when the challenge was used before.
 */
export async function useChallengeAndLock(
  tx: DbOrTx,
  challenge: { signature: string; expiresAt: Date },
  campaignId: string,
  lockKeys: readonly string[],
): Promise<boolean> {
  const locks =
    lockKeys.length === 0
      ? sql`0`
      : sql`(select count(*)::int from (
              select pg_advisory_xact_lock(h) from (
                select h from unnest(array[${sql.join(
                  lockKeys.map((key) => sql`hashtext(${`${campaignId}:${key}`})`),
                  sql`, `,
                )}]) as h order by h
              ) as ordered
            ) as locked)`;
  const [row] = await queryRows<{ fresh: number }>(
    tx,
    sql`with used as (
          insert into used_challenges (signature, expires_at)
          values (${challenge.signature}, ${challenge.expiresAt.toISOString()})
          on conflict do nothing returning signature
        )
        select (select count(*)::int from used) as fresh, ${locks} as locked`,
  );
  return row?.fresh === 1;
}

/** Advisory locks as above, without a challenge (registrations spend theirs later, if at all). */
export async function lockKeys(tx: DbOrTx, campaignId: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const names = sql.join(
    keys.map((key) => sql`hashtext(${`${campaignId}:${key}`})`),
    sql`, `,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(h) from (select h from unnest(array[${names}]) as h order by h) as ordered`,
  );
}

/** Marks a solved ALTCHA challenge used; false when it was used before. */
export async function useChallenge(tx: DbOrTx, signature: string, expiresAt: Date): Promise<boolean> {
  const rows = await queryRows<{ signature: string }>(
    tx,
    sql`insert into used_challenges (signature, expires_at) values (${signature}, ${expiresAt.toISOString()})
        on conflict do nothing returning signature`,
  );
  return rows.length === 1;
}

export async function deleteExpiredChallenges(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from used_challenges where expires_at < now()`);
}

/** The limits the next play must stay under; null where a limit does not apply. */
export type PlayLimitChecks = {
  /** Plays of the lead on the local day. */
  leadPerDay: number | null;
  /** Plays from the IP on the local day (players without registration). */
  ipPerDay: number | null;
  /** Plays from the IP within the last `minutes`. */
  ipWindow: { plays: number; minutes: number } | null;
};

export type DrawnPlay = {
  id: string;
  companyId: string;
  campaignId: string;
  releaseId: string;
  leadId: string | null;
  ip: string;
  /** The local day (YYYY-MM-DD) in the campaign's time zone. */
  day: string;
  decision: PlayDecision;
};

export type PlayOutcome = {
  /** False when a limit was reached: nothing was inserted or claimed. */
  allowed: boolean;
  /** The pool a prize was taken from; null for a loss, or a win whose pool was out of stock. */
  pool_id: string | null;
  name: string | null;
  description: string | null;
  image_url: string | null;
  expires_at: string | null;
  has_codes: boolean | null;
  code: string | null;
};

const under = (count: SQL, max: number) => sql`(${count}) < ${max}::int`;

/**
 * The play after the limits, in one statement (run after useChallengeAndLock, so its snapshot holds
 * every play committed before): counts the plays that limit this one and, when there is room, takes
 * the prize of a drawn win and inserts the play (a win on the drawn sector, or a loss on the fallback
 * sector when the pool is out of stock) with its game_started event.
 *
 * The prize is taken by the claim CTEs of prizes/prize-claim.ts, where the rule lives: the guarded
 * counter update queues concurrent winners on the pool row and re-checks `issued < stock_total` on its
 * newest version, and the n-th winner gets the code numbered n. It is part of this statement, because a winner holds the
 * pool row's lock until commit: every round trip after the claim would make the next winners wait.
 * The IP counts read plays_campaign_ip_created_idx over at most 50 hours (a local day never spans more).
 */
export async function insertPlayWithinLimits(tx: DbOrTx, p: DrawnPlay, limits: PlayLimitChecks): Promise<PlayOutcome> {
  const checks: SQL[] = [sql`true`];
  if (limits.leadPerDay !== null && p.leadId !== null) {
    checks.push(
      under(
        sql`select count(*) from plays
            where campaign_id = ${p.campaignId} and lead_id = ${p.leadId} and play_day = ${p.day}::date`,
        limits.leadPerDay,
      ),
    );
  }
  if (limits.ipPerDay !== null) {
    checks.push(
      under(
        sql`select count(*) from plays
            where campaign_id = ${p.campaignId} and ip = ${p.ip} and created_at > now() - interval '50 hours'
              and play_day = ${p.day}::date`,
        limits.ipPerDay,
      ),
    );
  }
  if (limits.ipWindow !== null) {
    checks.push(
      under(
        sql`select count(*) from plays where campaign_id = ${p.campaignId} and ip = ${p.ip}
              and created_at > now() - make_interval(mins => ${limits.ipWindow.minutes}::int)`,
        limits.ipWindow.plays,
      ),
    );
  }
  const { decision } = p;
  const pool =
    decision.kind === 'win'
      ? claimPoolCte(p.companyId, decision.poolId, sql`exists (select 1 from allowed)`)
      : sql`select null::uuid as id, null::text as name, null::text as description, null::text as image_url,
                   null::text as expires_at, null::boolean as has_codes, null::int as issued
            where false`;
  const winSector = decision.kind === 'win' ? decision.sectorId : null;
  const loseSector = decision.kind === 'win' ? decision.fallbackSectorId : decision.sectorId;
  const [row] = await queryRows<PlayOutcome>(
    tx,
    sql`with allowed as (
          select 1 as ok where ${sql.join(checks, sql` and `)}
        ), pool as (
          ${pool}
        ), code as (
          ${claimCodeCte(p.id)}
        ), play as (
          insert into plays (id, company_id, campaign_id, release_id, lead_id, ip, play_day, page, sector_id, pool_id, voucher_code)
          select ${p.id}, ${p.companyId}, ${p.campaignId}, ${p.releaseId}, ${p.leadId}::uuid, ${p.ip}, ${p.day}::date,
                 case when won.id is null then 'lose' else 'win' end,
                 case when won.id is null then ${loseSector}::text else ${winSector}::text end,
                 won.id, (select code from code)
          from allowed left join pool as won on true
          returning id, company_id, campaign_id, lead_id
        ), event as (
          insert into play_events (company_id, campaign_id, type, play_id, lead_id)
          select company_id, campaign_id, 'game_started', id, lead_id from play
        )
        select exists (select 1 from allowed) as allowed, won.id as pool_id, won.name, won.description,
               won.image_url, won.expires_at, won.has_codes, (select code from code) as code
        from (select 1) as one left join pool as won on true`,
  );
  return row as PlayOutcome;
}

/**
 * Marks a play finished once and records game_finished, one statement. A play of a registered
 * player is only finished with that player's token. Answers whether the play exists for this caller.
 */
export async function finishPlay(tx: DbOrTx, playId: string, leadId: string | null): Promise<boolean> {
  const owned = sql`(lead_id is null or lead_id = ${leadId})`;
  const [row] = await queryRows<{ finished: number; known: number }>(
    tx,
    sql`with finished as (
          update plays set finished_at = now()
          where id = ${playId} and finished_at is null and ${owned}
          returning id, company_id, campaign_id, lead_id
        ), event as (
          insert into play_events (company_id, campaign_id, type, play_id, lead_id)
          select company_id, campaign_id, 'game_finished', id, lead_id from finished
          returning id
        )
        select (select count(*)::int from event) as finished,
               (select count(*)::int from plays where id = ${playId} and ${owned}) as known`,
  );
  return (row?.finished ?? 0) > 0 || (row?.known ?? 0) > 0;
}
