import type { PlayDecision } from '@gc/games/core/game-server';
import { sql } from 'drizzle-orm';
import { type Database, type DbOrTx, preparedRows, queryRows } from '../../db/client.ts';
import type { LocalDay } from './play-day.ts';

/**
 * The queries of the public player API, as raw parametrised SQL: the hot path (a play) is one call of
 * a prepared statement, and every query reads through an index.
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
  /** The campaign's loyalty rules (modules/loyalty), read with the row; null/absent without loyalty. */
  loyalty_spend?: { integrationId: string; pointsPerPlay: number } | null;
  loyalty_awards?: { outcomeId: string; integrationId: string; identifier: string; points: number | null }[] | null;
  /** The campaign trusts the client user id its app signs (the usesClientUserId tag). */
  uses_client_user_id?: boolean;
};

/** A campaign players can reach: published at least once, neither a draft nor deleted. */
export async function findPublishedCampaign(db: DbOrTx, slug: string): Promise<CampaignRow | null> {
  const [row] = await queryRows<CampaignRow>(
    db,
    sql`select c.id, c.company_id, c.slug, c.type, c.status,
          (extract(epoch from c.start_date) * 1000)::float8 as start_ms,
          (extract(epoch from c.end_date) * 1000)::float8 as end_ms,
          c.current_release_id, co.time_zone,
          'usesClientUserId' = any(c.tags) as uses_client_user_id,
          (select jsonb_build_object('integrationId', s.company_integration_id, 'pointsPerPlay', s.points_per_play)
             from loyalty_spending_points s where s.campaign_id = c.id) as loyalty_spend,
          (select jsonb_agg(jsonb_build_object('outcomeId', o.outcome_id, 'integrationId', o.company_integration_id,
                                               'identifier', o.identifier, 'points', o.points))
             from loyalty_outcome_settings o where o.campaign_id = c.id) as loyalty_awards
        from campaigns c join companies co on co.id = c.company_id
        where c.slug = ${slug} and c.current_release_id is not null and c.status not in ('DRAFT', 'DELETED')`,
  );
  return row ?? null;
}

export type ReleaseRow = {
  id: string;
  company_id: string;
  campaign_id: string;
  number: number;
  campaign_type: string;
  document: unknown;
  publish_options: unknown;
};

export async function findRelease(db: DbOrTx, releaseId: string): Promise<ReleaseRow | null> {
  const [row] = await queryRows<ReleaseRow>(
    db,
    sql`select id, company_id, campaign_id, number, campaign_type, document, publish_options
        from campaign_releases where id = ${releaseId}`,
  );
  return row ?? null;
}

/**
 * Transaction-scoped advisory locks on `campaignId:key`, taken in the order of their hashes, so that
 * two requests needing the same pair never wait on each other in a cycle, and held until commit:
 * whoever reads after taking them sees every write committed before. (The play takes its own in the
 * play_attempts function, in one global order.)
 */
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
  /** The user agent as stored (stored-user-agent.ts): its first characters, or the day's hash where cookieless. */
  userAgent: string;
  /** The local day in the campaign's time zone. */
  day: LocalDay;
  /** A single-step play's decision; null when a multi-step play is opened (`state` set). */
  decision: PlayDecision | null;
  /** A multi-step play being opened: the game's hidden state; no prize is drawn yet. */
  state?: unknown;
  /** The game's key of the play (a calendar's tile): one play per key and player (migration 0009). */
  playKey?: string | null;
  /** Answer the player's plays of the campaign with this one (the survey after plays, migration 0011). */
  countsPlayerPlays?: boolean;
};

/** What play_attempts answers for one play: whether the play counted, and the prize it took, if any. */
export type PlayOutcome = {
  /** 'challenge-used': the proof of work was spent before; 'limited': a limit was reached (nothing was
   * inserted or claimed); 'key-used': the player played this key before (nothing inserted or claimed);
   * 'played': the play was inserted. */
  status: 'challenge-used' | 'limited' | 'key-used' | 'played';
  /** The pool a prize was taken from; null for a loss, or a win whose pool was out of stock. */
  pool_id: string | null;
  name: string | null;
  description: string | null;
  image_url: string | null;
  expires_at: string | null;
  has_codes: boolean | null;
  code: string | null;
  /** A played play asked to count them (countsPlayerPlays): the player's plays of the campaign, this one included. */
  player_plays?: number | null;
};

export type PlayAttempt = {
  challenge: { signature: string; expiresAt: Date };
  /** Names of the advisory locks the limits need (`ip:…`, `lead:…`), scoped to the campaign. */
  lockKeys: readonly string[];
  play: DrawnPlay;
  limits: PlayLimitChecks;
};

const PLAY_ATTEMPTS_SQL = 'select play_attempts($1::jsonb) as outcomes';

/** An attempt as play_attempt_input (migration 0027) reads it. */
function attemptJson({ challenge, lockKeys, play: p, limits }: PlayAttempt) {
  const { decision } = p;
  return {
    challenge: challenge.signature,
    challenge_expires_at: challenge.expiresAt.toISOString(),
    lock_keys: lockKeys,
    play_id: p.id,
    company_id: p.companyId,
    campaign_id: p.campaignId,
    release_id: p.releaseId,
    lead_id: p.leadId,
    ip: p.ip,
    user_agent: p.userAgent,
    day: p.day.day,
    day_starts_at: p.day.startsAt.toISOString(),
    lead_per_day: p.leadId === null ? null : limits.leadPerDay,
    ip_per_day: limits.ipPerDay,
    ip_window_plays: limits.ipWindow?.plays ?? null,
    ip_window_minutes: limits.ipWindow?.minutes ?? null,
    pool_id: decision?.kind === 'win' ? decision.poolId : null,
    win_result: decision?.kind === 'win' ? decision.result : null,
    lose_result: decision === null ? null : decision.kind === 'win' ? decision.resultIfNoStock : decision.result,
    state: decision === null ? (p.state ?? null) : null,
    play_key: p.playKey ?? null,
    count_player_plays: p.countsPlayerPlays === true,
  };
}

/**
 * Plays after their draws, in one round trip and one commit: the play_attempts function (migration
 * 0003) spends each challenge, takes the locks, counts the limits, takes won prizes with the guarded
 * claim of claim_prize and inserts the plays with their game_started events, and answers one outcome
 * per attempt, in order. It runs as its own transaction, prepared once per connection, with one JSON
 * parameter (on PGlite every bound parameter has a cost of its own, some 9 µs). See play-batcher.ts for
 * how plays arriving together are gathered.
 */
export async function runPlayAttempts(
  database: Pick<Database, 'db' | 'kind'>,
  attempts: readonly PlayAttempt[],
): Promise<PlayOutcome[]> {
  const [row] = await preparedRows<{ outcomes: Partial<PlayOutcome>[] }>(database, 'play_attempts', PLAY_ATTEMPTS_SQL, [
    JSON.stringify(attempts.map(attemptJson)),
  ]);
  return outcomesOf(row, attempts.length);
}

/**
 * As runPlayAttempts, for one attempt inside the caller's transaction (a loyalty play: the points are
 * spent and awarded in the same commit as the play). Not prepared: only loyalty campaigns come here.
 */
export async function runPlayAttemptIn(tx: DbOrTx, attempt: PlayAttempt): Promise<PlayOutcome> {
  const [row] = await queryRows<{ outcomes: Partial<PlayOutcome>[] }>(
    tx,
    sql`select play_attempts(${JSON.stringify([attemptJson(attempt)])}::jsonb) as outcomes`,
  );
  return outcomesOf(row, 1)[0];
}

function outcomesOf(row: { outcomes: Partial<PlayOutcome>[] } | undefined, count: number): PlayOutcome[] {
  if (row?.outcomes?.length !== count) throw new Error('play_attempts answered the wrong number of outcomes');
  return row.outcomes.map((outcome) => ({
    status: outcome.status ?? 'challenge-used',
    pool_id: outcome.pool_id ?? null,
    name: outcome.name ?? null,
    description: outcome.description ?? null,
    image_url: outcome.image_url ?? null,
    expires_at: outcome.expires_at ?? null,
    has_codes: outcome.has_codes ?? null,
    code: outcome.code ?? null,
    player_plays: outcome.player_plays ?? null,
  }));
}

/**
 * Marks a play finished once and records game_finished, one statement. A play of a registered
 * player is only finished with that player's token. Answers whether the play exists for this caller.
 */
export async function finishPlay(
  tx: DbOrTx,
  playId: string,
  leadId: string | null,
): Promise<{ isKnown: boolean; finished: { companyId: string; campaignId: string; slug: string } | null }> {
  const owned = sql`(lead_id is null or lead_id = ${leadId})`;
  const [row] = await queryRows<{
    company_id: string | null;
    campaign_id: string | null;
    slug: string | null;
    known: number;
  }>(
    tx,
    sql`with finished as (
          update plays set finished_at = now()
          where id = ${playId} and finished_at is null and ${owned}
          returning id, company_id, campaign_id, lead_id
        ), event as (
          insert into play_events (company_id, campaign_id, type, play_id, lead_id)
          select company_id, campaign_id, 'game_finished', id, lead_id from finished
          returning company_id, campaign_id
        )
        select e.company_id, e.campaign_id, c.slug,
               (select count(*)::int from plays where id = ${playId} and ${owned}) as known
        from (select 1) as one
        left join (select company_id, campaign_id from event limit 1) as e on true
        left join campaigns c on c.id = e.campaign_id`,
  );
  const finished =
    row?.campaign_id && row.company_id && row.slug
      ? { companyId: row.company_id, campaignId: row.campaign_id, slug: row.slug }
      : null;
  return { isKnown: finished !== null || (row?.known ?? 0) > 0, finished };
}

/**
 * The play keys one player has used in a campaign (a calendar's opened tiles), read through the index
 * that keeps them unique (plays_campaign_player_key_idx): the same expression names the player, its lead
 * or, without registration, its address.
 */
export async function usedPlayKeys(db: DbOrTx, campaignId: string, leadId: string | null, ip: string) {
  const player = leadId ?? `ip:${ip}`;
  const result = (await db.execute(sql`
    select distinct play_key from plays
    where campaign_id = ${campaignId} and play_key is not null
      and coalesce(lead_id::text, 'ip:' || coalesce(ip, '')) = ${player}`)) as unknown as {
    rows: { play_key: string }[];
  };
  return result.rows.map((row) => row.play_key).sort();
}
