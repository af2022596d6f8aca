import type { SimulationHorizon } from '@gc/contracts/prize-simulation';
import { localDay } from '../../play/play-day.ts';

/** An open-ended campaign is simulated over its next 30 days, and the answer says so. */
export const OPEN_ENDED_DAYS = 30;
/** A longer campaign is simulated over its first year from today. */
export const MAX_SIMULATION_DAYS = 366;

export type SimulationDays = { days: string[]; horizon: SimulationHorizon };

const DAY_MS = 86_400_000;
const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * The calendar days (YYYY-MM-DD, in the company's time zone) the simulation plays: from today, or
 * the campaign's start if later, to its end, both days whole. The stock is today's, so days already
 * played are not simulated again; a campaign that has ended still gets today.
 */
export function simulationDays(
  timeZone: string,
  nowMs: number,
  startDate: Date | null,
  endDate: Date | null,
): SimulationDays {
  const firstDay = localDay(timeZone, Math.max(nowMs, startDate?.getTime() ?? nowMs));
  let count: number;
  let horizon: SimulationHorizon;
  if (endDate === null) {
    count = OPEN_ENDED_DAYS;
    horizon = 'openEnded';
  } else {
    count = Math.max(1, daysBetween(firstDay, localDay(timeZone, endDate.getTime())) + 1);
    horizon = count > MAX_SIMULATION_DAYS ? 'capped' : 'campaignEnd';
  }
  count = Math.min(count, MAX_SIMULATION_DAYS);
  return { days: Array.from({ length: count }, (_, index) => addDays(firstDay, index)), horizon };
}
