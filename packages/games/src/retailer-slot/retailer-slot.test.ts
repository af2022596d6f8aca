import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GameResult, type RandomBelow, UTC_EPOCH_MOMENT } from '../core/game-server.ts';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';
import { seededRandomBelow } from '../core/seeded-random.ts';
import { RETAILER_SLOT_DEFAULTS, type RetailerSlotSettings, retailerSlot } from './definition.ts';
import { previewSlotPull } from './preview.ts';
import { retailerSlotServer } from './server.ts';
import { isThreeAlike, losingLine } from './slot-lines.ts';
import type { SlotPrize } from './slot-schemas.ts';

const poolOf = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
const decide = (settings: RetailerSlotSettings, randomBelow: RandomBelow) =>
  retailerSlotServer.decide(settings, undefined, randomBelow, UTC_EPOCH_MOMENT);

/**
 * Machines of 3-12 symbols and up to 8 prizes, each on a symbol (sometimes one the reels do not have),
 * with or without a pool, at odds scaled to at most 100 % in total.
 */
const machineArb = fc
  .record({
    symbolCount: fc.integer({ min: 3, max: 12 }),
    prizes: fc.array(
      fc.record({ symbol: fc.integer({ min: 0, max: 13 }), hasPool: fc.boolean(), weight: fc.nat({ max: 6_000 }) }),
      { maxLength: 8 },
    ),
  })
  .map(({ symbolCount, prizes }): RetailerSlotSettings => {
    const total = prizes.reduce((sum, p) => sum + p.weight, 0);
    const scale = total > BASIS_POINTS_TOTAL ? BASIS_POINTS_TOTAL / total : 1;
    const [symbol] = RETAILER_SLOT_DEFAULTS.symbols;
    return {
      ...RETAILER_SLOT_DEFAULTS,
      symbols: Array.from({ length: symbolCount }, (_, index) => ({ ...symbol, id: `symbol-${index}` })),
      prizes: prizes.map(
        (draft, index): SlotPrize => ({
          id: `prize-${index + 1}`,
          symbolId: `symbol-${draft.symbol}`,
          text: { en: `Prize ${index + 1}` },
          poolId: draft.hasPool ? poolOf(index) : null,
          oddsBp: Math.floor(draft.weight * scale),
        }),
      ),
    };
  });

const reelsOf = (result: GameResult) => result.reels as readonly string[];
/** A line any prize of the machine wins with: three of its symbol. */
const isPrizeLine = (settings: RetailerSlotSettings, line: readonly string[]) =>
  settings.prizes.some((prize) => line.every((id) => id === prize.symbolId));
const isKnownLine = (settings: RetailerSlotSettings, line: readonly string[]) =>
  line.length === 3 && line.every((id) => settings.symbols.some((symbol) => symbol.id === id));

/** A randomBelow whose first number is `ticket` and every later one 0. */
function ticketed(ticket: number): RandomBelow {
  let isFirst = true;
  return () => {
    if (!isFirst) return 0;
    isFirst = false;
    return ticket;
  };
}

describe('slot machine decide', () => {
  it('shows three known symbols on every pull; a win three of its prize symbol, a lose never a winning line', () => {
    fc.assert(
      fc.property(machineArb, fc.integer(), (settings, seed) => {
        expect(retailerSlot.settingsSchema.safeParse(settings).success).toBe(true);
        const randomBelow = seededRandomBelow(seed);
        for (let i = 0; i < 200; i++) {
          const decision = decide(settings, randomBelow);
          const line = reelsOf(decision.result);
          expect(isKnownLine(settings, line)).toBe(true);
          if (decision.kind === 'win') {
            const prize = settings.prizes.find((p) => p.id === decision.result.prizeId);
            expect(prize?.oddsBp).toBeGreaterThan(0);
            expect(decision.poolId).toBe(prize?.poolId);
            expect(line).toEqual([prize?.symbolId, prize?.symbolId, prize?.symbolId]);
            // Out of stock the reels stop on a line that wins nothing, never the prize's.
            const noStock = reelsOf(decision.resultIfNoStock);
            expect(isKnownLine(settings, noStock)).toBe(true);
            expect(isThreeAlike(noStock)).toBe(false);
            expect(decision.resultIfNoStock.prizeId).toBeUndefined();
          } else {
            expect(decision.result.prizeId).toBeUndefined();
            expect(isPrizeLine(settings, line)).toBe(false);
            expect(isThreeAlike(line)).toBe(false);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('gives each prize exactly its odds out of the 10,000 tickets, and the rest loses', () => {
    fc.assert(
      fc.property(machineArb, (settings) => {
        const wins = new Map<string, number>();
        let losses = 0;
        for (let ticket = 0; ticket < BASIS_POINTS_TOTAL; ticket++) {
          const decision = decide(settings, ticketed(ticket));
          if (decision.kind === 'win') {
            const prizeId = decision.result.prizeId as string;
            wins.set(prizeId, (wins.get(prizeId) ?? 0) + 1);
          } else losses++;
        }
        const symbolIds = settings.symbols.map((symbol) => symbol.id);
        const drawable = settings.prizes.filter(
          (prize) => prize.poolId !== null && prize.oddsBp > 0 && symbolIds.includes(prize.symbolId),
        );
        for (const prize of drawable) expect(wins.get(prize.id) ?? 0).toBe(prize.oddsBp);
        expect(losses).toBe(BASIS_POINTS_TOTAL - drawable.reduce((sum, prize) => sum + prize.oddsBp, 0));
      }),
      { numRuns: 30 },
    );
  });

  it('matches each prize’s odds within 1 percentage point over 100,000 seeded plays', () => {
    const odds = [500, 1_000, 2_500, 3_000];
    const settings: RetailerSlotSettings = {
      ...RETAILER_SLOT_DEFAULTS,
      prizes: odds.map((oddsBp, index) => ({
        id: `prize-${index + 1}`,
        symbolId: RETAILER_SLOT_DEFAULTS.symbols[index].id,
        text: { en: `Prize ${index + 1}` },
        poolId: poolOf(index),
        oddsBp,
      })),
    };
    const PLAYS = 100_000;
    const randomBelow = seededRandomBelow(20_261_124);
    const wins = new Map<string, number>();
    let losses = 0;
    for (let play = 0; play < PLAYS; play++) {
      const decision = decide(settings, randomBelow);
      if (decision.kind === 'win') {
        const prizeId = decision.result.prizeId as string;
        wins.set(prizeId, (wins.get(prizeId) ?? 0) + 1);
      } else losses++;
    }
    const shares = settings.prizes.map((prize) => ({
      prize: prize.id,
      expected: prize.oddsBp / 100,
      measured: ((wins.get(prize.id) ?? 0) / PLAYS) * 100,
    }));
    for (const { expected, measured } of shares) expect(Math.abs(measured - expected)).toBeLessThan(1);
    expect(Math.abs((losses / PLAYS) * 100 - 30)).toBeLessThan(1);
  });

  it('never wins on the defaults (no pool chosen yet) and loses on a line of the six symbols', () => {
    const randomBelow = seededRandomBelow(7);
    for (let i = 0; i < 500; i++) {
      const decision = decide(RETAILER_SLOT_DEFAULTS, randomBelow);
      expect(decision.kind).toBe('lose');
      if (decision.kind === 'lose') expect(isKnownLine(RETAILER_SLOT_DEFAULTS, reelsOf(decision.result))).toBe(true);
    }
  });
});

describe('losing lines', () => {
  it('reach every line that is not three alike exactly once over their tickets', () => {
    for (let n = 2; n <= 7; n++) {
      const ids = Array.from({ length: n }, (_, index) => `s${index}`);
      const seen = new Set<string>();
      for (let ticket = 0; ticket < n ** 3 - n; ticket++) {
        const line = losingLine(ids, () => ticket);
        expect(isThreeAlike(line)).toBe(false);
        seen.add(line.join());
      }
      expect(seen.size).toBe(n ** 3 - n);
    }
  });
});

describe('slot machine definition', () => {
  it('starts new campaigns with six named symbols in each language and a prize waiting for its pool', () => {
    const settings = retailerSlot.defaultsFor?.(['de', 'sr']) as RetailerSlotSettings;
    expect(retailerSlot.settingsSchema.parse(settings)).toEqual(settings);
    expect(settings.symbols).toHaveLength(6);
    expect(settings.symbols.every((symbol) => symbol.glyph !== null && symbol.imageUrl === null)).toBe(true);
    expect(settings.symbols[0].label).toEqual({ de: 'Kirsche', sr: 'Trešnja' });
    expect(settings.speed).toBe(1);
    const checks = retailerSlot.publishChecks?.(settings, { languages: ['de', 'sr'], defaultLanguage: 'de' }) ?? [];
    expect(checks.map((check) => [check.code, check.field])).toEqual([['slot.prizeWithoutPool', 'prizes.0.poolId']]);
  });

  it('refuses odds over 100 % in total, fewer than three symbols and a speed out of bounds', () => {
    const prize = { ...RETAILER_SLOT_DEFAULTS.prizes[0], poolId: poolOf(1), oddsBp: 6_000 };
    const parse = (patch: Partial<RetailerSlotSettings>) =>
      retailerSlot.settingsSchema.safeParse({ ...RETAILER_SLOT_DEFAULTS, ...patch }).success;
    expect(parse({ prizes: [prize, { ...prize, id: 'prize-2', symbolId: 'symbol-bell' }] })).toBe(false);
    expect(parse({ symbols: RETAILER_SLOT_DEFAULTS.symbols.slice(0, 2) })).toBe(false);
    expect(parse({ speed: 0.25 })).toBe(false);
    expect(parse({ speed: 3.5 })).toBe(false);
    expect(parse({ speed: 2.5 })).toBe(true);
  });

  it('reports two prizes on one symbol, a symbol the reels lack, 0 % odds and odds over 100 %', () => {
    const base = { ...RETAILER_SLOT_DEFAULTS.prizes[0], poolId: poolOf(1), oddsBp: 6_000 };
    const settings = {
      ...RETAILER_SLOT_DEFAULTS,
      prizes: [
        base,
        { ...base, id: 'prize-2' },
        { ...base, id: 'prize-3', symbolId: 'symbol-gone' },
        { ...base, id: 'prize-4', symbolId: 'symbol-bell', oddsBp: 0 },
      ],
    };
    const checks = retailerSlot.publishChecks?.(settings, { languages: ['en'], defaultLanguage: 'en' }) ?? [];
    expect(checks.map((check) => [check.code, check.field, check.severity])).toEqual([
      ['slot.symbolTwice', 'prizes.1.symbolId', 'error'],
      ['slot.prizeWithoutSymbol', 'prizes.2.symbolId', 'error'],
      ['slot.prizeWithoutOdds', 'prizes.3.oddsBp', 'error'],
      ['slot.oddsOverHundred', 'prizes', 'error'],
    ]);
    expect(retailerSlot.prizeSlots?.(settings).map((slot) => [slot.id, slot.oddsBp, slot.field])).toEqual([
      ['prize-1', 6_000, 'prizes.0.poolId'],
      ['prize-2', 6_000, 'prizes.1.poolId'],
      ['prize-3', 6_000, 'prizes.2.poolId'],
      ['prize-4', 0, 'prizes.3.poolId'],
    ]);
  });

  it('lets the public see the symbols and which symbol wins what, but no pool, odds or pool list', () => {
    fc.assert(
      fc.property(machineArb, (settings) => {
        const withPools = { ...settings, poolIds: settings.prizes.flatMap((p) => (p.poolId ? [p.poolId] : [])) };
        const published = JSON.stringify(retailerSlot.publicSettings?.(withPools));
        expect(published).not.toMatch(/poolId|oddsBp|00000000-0000-4000/);
        const parsed = JSON.parse(published) as RetailerSlotSettings;
        expect(parsed.symbols).toEqual(settings.symbols);
        expect(parsed.prizes.map((prize) => prize.symbolId)).toEqual(settings.prizes.map((prize) => prize.symbolId));
      }),
    );
  });
});

describe('slot machine preview', () => {
  it('lands on each prize’s line, a prize with a pool as a win, and survives a half-edited working copy', () => {
    const settings = {
      ...RETAILER_SLOT_DEFAULTS,
      prizes: [{ ...RETAILER_SLOT_DEFAULTS.prizes[0], poolId: poolOf(1) }],
    };
    expect(previewSlotPull(settings, () => 0)).toMatchObject({
      kind: 'win',
      result: { reels: ['symbol-seven', 'symbol-seven', 'symbol-seven'], prizeId: 'prize-1' },
    });
    const lost = previewSlotPull(settings, (max) => max - 1);
    expect(lost.kind).toBe('lose');
    if (lost.kind === 'lose') expect(isThreeAlike(reelsOf(lost.result))).toBe(false);
    expect(previewSlotPull({ symbols: 'x' }, () => 0)).toEqual({ kind: 'lose', result: { reels: [] } });
    expect(previewSlotPull(null, () => 0)).toEqual({ kind: 'lose', result: { reels: [] } });
  });
});
