import type { Attempt } from '@gc/contracts/integrations';

/** An attempt as both delivery logs store it (lead_delivery_attempts, loyalty_award_attempts). */
export type AttemptRow = {
  id: string;
  ok: boolean;
  request: unknown;
  status: number | null;
  responseExcerpt: string;
  durationMs: number;
  error: string | null;
  createdAt: Date;
};

/** A stored attempt as a delivery log answers it (its request was masked before it was stored). */
export function toAttempt(row: AttemptRow): Attempt {
  return {
    id: row.id,
    ok: row.ok,
    request: row.request as Attempt['request'],
    status: row.status,
    responseExcerpt: row.responseExcerpt,
    durationMs: row.durationMs,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}
