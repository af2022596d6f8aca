import type { TimeOutcome } from './memory-schemas.ts';

/**
 * The fastest a person flips: a tile shows its picture only once the server has answered its flip, and
 * the next flip depends on what was seen. Seeing a picture and moving takes a person at least 200–250 ms
 * (simple visual reaction time), so a play faster than 250 ms a flip on average was not played by a
 * person and is refused. A perfect 4×4 play (16 flips) may not end in under 4 seconds.
 */
export const MIN_MS_PER_FLIP = 250;

/** The shortest time in which `flipCount` flips can be played by a person. */
export const minimumPlayMs = (flipCount: number) => flipCount * MIN_MS_PER_FLIP;

/** A play's time as outcomes read it: whole seconds, rounded down. */
export const secondsOf = (elapsedMs: number) => Math.floor(Math.max(0, elapsedMs) / 1000);

type Thresholds = Pick<TimeOutcome, 'id' | 'downTimeThreshold' | 'upTimeThreshold'>;

const covers = (outcome: Thresholds, seconds: number) =>
  outcome.downTimeThreshold <= seconds && (outcome.upTimeThreshold === null || seconds <= outcome.upTimeThreshold);

/**
 * The outcome of a play of `seconds`: the first in list order whose thresholds hold it, both bounds
 * inclusive, no upper threshold holding every longer time; null when none does (publishing refuses gaps).
 */
export function outcomeForTime<T extends Thresholds>(outcomes: readonly T[], seconds: number): T | null {
  return outcomes.find((outcome) => covers(outcome, seconds)) ?? null;
}

/** The times no outcome covers, as ranges of seconds (`to: null`: and every longer time). */
export function uncoveredTimes(outcomes: readonly Thresholds[]): { from: number; to: number | null }[] {
  const starts = [0, ...outcomes.flatMap((o) => (o.upTimeThreshold === null ? [] : [o.upTimeThreshold + 1]))];
  const gaps = new Map<number, number | null>();
  for (const from of [...new Set(starts)].sort((a, b) => a - b)) {
    if (outcomeForTime(outcomes, from) !== null) continue;
    const nextDown = Math.min(...outcomes.map((o) => o.downTimeThreshold).filter((down) => down > from));
    gaps.set(from, Number.isFinite(nextDown) ? nextDown - 1 : null);
  }
  return [...gaps].map(([from, to]) => ({ from, to }));
}
