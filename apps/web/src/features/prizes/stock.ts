import type { PrizePool } from '@gc/contracts/prizes';

/** How full a pool is, for the stock cell: a colour that warns before the last prizes are gone. */
export type StockLevel = 'ok' | 'low' | 'empty';

export type StockView =
  | { kind: 'unlimited'; issued: number }
  | {
      kind: 'limited';
      issued: number;
      total: number;
      remaining: number;
      /** Share of the stock already given, 0-100, for the progress bar. */
      percentIssued: number;
      level: StockLevel;
    };

/** At or under this share of the stock left, the remaining count turns orange. */
export const LOW_STOCK_SHARE = 0.1;

export function stockView(pool: Pick<PrizePool, 'isUnlimited' | 'stockTotal' | 'issued' | 'remaining'>): StockView {
  if (pool.isUnlimited || pool.stockTotal === null) return { kind: 'unlimited', issued: pool.issued };
  const total = pool.stockTotal;
  // The server's remaining is the truth; it is only derived here when absent.
  const remaining = Math.max(0, pool.remaining ?? total - pool.issued);
  const percentIssued = total === 0 ? 0 : Math.min(100, Math.round((pool.issued / total) * 100));
  const level: StockLevel = remaining === 0 ? 'empty' : remaining <= total * LOW_STOCK_SHARE ? 'low' : 'ok';
  return { kind: 'limited', issued: pool.issued, total, remaining, percentIssued, level };
}

/** "issued / total", the figure the stock column shows. */
export const stockLabel = (view: Extract<StockView, { kind: 'limited' }>) => `${view.issued} / ${view.total}`;

export const STOCK_LEVEL_COLORS: Record<StockLevel, string> = { ok: 'teal', low: 'orange', empty: 'red' };

/** A pool past its expiry date hands out nothing more. */
export function isExpired(expiresAt: string | null, now: Date = new Date()): boolean {
  return expiresAt !== null && new Date(expiresAt).getTime() <= now.getTime();
}
