import { BASIS_POINTS_TOTAL } from './prize-draw.ts';

/**
 * Odds are edited in percent with two decimals and stored as integer basis points (100 % = 10,000 bp),
 * so that sums are exact: only integers are ever added up.
 */

/** A percentage as typed (12.34 or "12.34") → basis points; rounding absorbs float noise (0.29 * 100 = 28.999…). */
export function percentToBp(percent: number | string): number {
  const value = typeof percent === 'string' ? Number(percent.replace(',', '.')) : percent;
  if (!Number.isFinite(value)) return 0;
  return Math.min(BASIS_POINTS_TOTAL, Math.max(0, Math.round(value * 100)));
}

/** Basis points → a number for the percent input (one division, never summed). */
export function bpToPercent(bp: number): number {
  return bp / 100;
}

/** Basis points as a percentage text with two decimals, built from integers (1234 → "12.34"). */
export function formatBp(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(bp));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function totalOddsBp(slots: readonly { oddsBp: number }[]): number {
  return slots.reduce((sum, slot) => sum + slot.oddsBp, 0);
}

export function isOverHundredPercent(totalBp: number): boolean {
  return totalBp > BASIS_POINTS_TOTAL;
}
