/** Whether a published campaign can be played now (spec §4 Publishing: immediately or scheduled). */
export type Availability = 'live' | 'scheduled' | 'ended';

/**
 * INACTIVE (deactivated) has ended. ACTIVE and SCHEDULED are decided by the dates, so that a schedule
 * holds to the second even before the job that flips SCHEDULED to ACTIVE (or ends it) has run.
 */
export function availabilityOf(
  status: string,
  startMs: number | null,
  endMs: number | null,
  nowMs = Date.now(),
): Availability {
  if (status !== 'ACTIVE' && status !== 'SCHEDULED') return 'ended';
  if (endMs !== null && nowMs >= endMs) return 'ended';
  if (startMs !== null && nowMs < startMs) return 'scheduled';
  return status === 'SCHEDULED' && startMs === null ? 'scheduled' : 'live';
}
