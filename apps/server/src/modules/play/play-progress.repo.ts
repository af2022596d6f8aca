import { sql } from 'drizzle-orm';
import { type Database, type DbOrTx, preparedRows, queryRows } from '../../db/client.ts';
import type { PlayOutcome } from './play.repo.ts';

/**
 * The queries of a multi-step play after it was opened (a quiz's answers and outcome): a read of the
 * play, and its steps and outcomes written through play_progress (migration 0007), which gathers those
 * arriving together into one call and one commit, as play_attempts does for plays.
 */

/** A step taken: what the player sent and what the game answered. */
export type TakenStep = { step: unknown; feedback: Record<string, unknown> };

/** An open multi-step play as its steps and outcome need it. */
export type OpenPlay = {
  id: string;
  releaseId: string;
  leadId: string | null;
  /** 'open' until decided; then 'win' or 'lose'. */
  page: string;
  state: unknown;
  steps: TakenStep[];
  /** Milliseconds since the play was opened, by the database's clock. */
  elapsedMs: number;
};

/**
 * The play as committed, or null for an unknown play, or one of another registered player (`leadId` is
 * the caller's: a registered player's play needs that player's token). Not locked: every write of it
 * checks that it is still in the state read here (play_progress).
 */
export async function readPlay(db: DbOrTx, playId: string, leadId: string | null): Promise<OpenPlay | null> {
  const [row] = await queryRows<{
    id: string;
    release_id: string;
    lead_id: string | null;
    page: string;
    state: unknown;
    steps: TakenStep[] | null;
    elapsed_ms: number;
  }>(
    db,
    sql`select id, release_id, lead_id, page, state, steps,
          (extract(epoch from (clock_timestamp() - created_at)) * 1000)::float8 as elapsed_ms
        from plays where id = ${playId} and (lead_id is null or lead_id = ${leadId})`,
  );
  if (!row) return null;
  return {
    id: row.id,
    releaseId: row.release_id,
    leadId: row.lead_id,
    page: row.page,
    state: row.state,
    steps: row.steps ?? [],
    elapsedMs: Math.max(0, row.elapsed_ms),
  };
}

/** One write of play_progress: a checked step, or a decided outcome, of a play seen with `takenSteps` steps. */
export type PlayProgress =
  | { kind: 'step'; playId: string; leadId: string | null; takenSteps: number; state: unknown; taken: TakenStep }
  | {
      kind: 'outcome';
      playId: string;
      leadId: string | null;
      takenSteps: number;
      state: unknown;
      poolId: string | null;
      winResult: unknown;
      loseResult: unknown;
    };

/** 'conflict': the play was no longer as the game saw it; nothing was written. An outcome's prize, if won. */
export type ProgressAnswer = Omit<PlayOutcome, 'status'> & { status: 'taken' | 'decided' | 'conflict' };

const PLAY_PROGRESS_SQL = 'select play_progress($1::jsonb) as answers';

function progressJson(progress: PlayProgress) {
  const common = {
    kind: progress.kind,
    play_id: progress.playId,
    lead_id: progress.leadId,
    taken_steps: progress.takenSteps,
    state: progress.state ?? null,
  };
  if (progress.kind === 'step') return { ...common, taken: progress.taken };
  return {
    ...common,
    pool_id: progress.poolId,
    win_result: progress.winResult ?? null,
    lose_result: progress.loseResult ?? null,
  };
}

/** Steps and outcomes in one round trip and one commit; answers one answer per item, in order. */
export async function runPlayProgress(
  database: Pick<Database, 'db' | 'kind'>,
  items: readonly PlayProgress[],
): Promise<ProgressAnswer[]> {
  const [row] = await preparedRows<{ answers: Partial<ProgressAnswer>[] }>(
    database,
    'play_progress',
    PLAY_PROGRESS_SQL,
    [JSON.stringify(items.map(progressJson))],
  );
  if (row?.answers?.length !== items.length) throw new Error('play_progress answered the wrong number of answers');
  return row.answers.map((answer) => ({
    status: answer.status ?? 'conflict',
    pool_id: answer.pool_id ?? null,
    name: answer.name ?? null,
    description: answer.description ?? null,
    image_url: answer.image_url ?? null,
    expires_at: answer.expires_at ?? null,
    has_codes: answer.has_codes ?? null,
    code: answer.code ?? null,
  }));
}
