import { LANGUAGE_CODES } from '@gc/contracts/languages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameWords } from '../core/game-capabilities.ts';
import { type RandomBelow, UTC_EPOCH_MOMENT } from '../core/game-server.ts';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';
import { seededRandomBelow } from '../core/seeded-random.ts';
import { PENALTY_DEFAULTS, type PenaltySettings, retailerPenalty } from './definition.ts';
import type { PenaltyPrize, ShotResult } from './penalty-schemas.ts';
import { PENALTY_ZONES, type PenaltyZone } from './penalty-zones.ts';
import { previewShot } from './preview.ts';
import { retailerPenaltyServer } from './server.ts';
import { PENALTY_WORDS } from './words.ts';

const poolOf = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
const zoneArb = fc.constantFrom(...PENALTY_ZONES);

/** Prizes with random pools and odds (scaled to at most 100 % in total). */
const penaltyArb = fc
  .array(fc.record({ hasPool: fc.boolean(), weight: fc.integer({ min: 0, max: 6_000 }) }), { maxLength: 12 })
  .map((drafts): PenaltySettings => {
    const total = drafts.reduce((sum, p) => sum + p.weight, 0);
    const scale = total > BASIS_POINTS_TOTAL ? BASIS_POINTS_TOTAL / total : 1;
    return {
      ...PENALTY_DEFAULTS,
      prizes: drafts.map(
        (draft, index): PenaltyPrize => ({
          id: `prize-${index + 1}`,
          text: { en: `Prize ${index + 1}` },
          poolId: draft.hasPool ? poolOf(index) : null,
          oddsBp: Math.floor(draft.weight * scale),
        }),
      ),
    };
  });

const shoot = (settings: PenaltySettings, zone: PenaltyZone, randomBelow: RandomBelow) =>
  retailerPenaltyServer.decide(settings, { zone }, randomBelow, UTC_EPOCH_MOMENT);

/** A randomBelow whose first number (the draw's ticket) is `ticket` and every later one `rest`. */
function ticketed(ticket: number, rest = 0): RandomBelow {
  let isFirst = true;
  return () => {
    if (!isFirst) return rest;
    isFirst = false;
    return ticket;
  };
}

const goalChanceBp = (settings: PenaltySettings) =>
  settings.prizes.filter((p) => p.poolId !== null).reduce((sum, p) => sum + p.oddsBp, 0);

describe('penalty decide', () => {
  it('saves exactly when the keeper dives to the shot’s zone, and a goal always wins a prize from its pool', () => {
    fc.assert(
      fc.property(penaltyArb, zoneArb, fc.integer(), (settings, zone, seed) => {
        expect(retailerPenalty.settingsSchema.safeParse(settings).success).toBe(true);
        const randomBelow = seededRandomBelow(seed);
        for (let i = 0; i < 100; i++) {
          const decision = shoot(settings, zone, randomBelow);
          const result = decision.result as ShotResult;
          expect(result.zone).toBe(zone);
          expect(PENALTY_ZONES).toContain(result.keeperZone);
          // The keeper saves iff he dives where the ball goes.
          expect(result.goal).toBe(result.keeperZone !== zone);
          expect(decision.kind === 'win').toBe(result.goal);
          if (decision.kind === 'win') {
            const prize = settings.prizes.find((p) => p.id === result.prizeId);
            expect(prize?.oddsBp).toBeGreaterThan(0);
            expect(decision.poolId).toBe(prize?.poolId);
            // An empty pool turns the goal into a save, never a goal without a prize.
            expect(decision.resultIfNoStock).toEqual({ zone, keeperZone: zone, goal: false });
          } else {
            expect(result).toEqual({ zone, keeperZone: zone, goal: false });
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('gives every zone the same outcome for each of the 10,000 tickets: no corner is better', () => {
    fc.assert(
      fc.property(penaltyArb, (settings) => {
        for (let ticket = 0; ticket < BASIS_POINTS_TOTAL; ticket++) {
          const outcomes = new Set(
            PENALTY_ZONES.map((zone) => {
              const decision = shoot(settings, zone, ticketed(ticket));
              return decision.kind === 'win' ? `${decision.poolId}/${String(decision.result.prizeId)}` : 'save';
            }),
          );
          expect(outcomes.size).toBe(1);
        }
        let goals = 0;
        for (let ticket = 0; ticket < BASIS_POINTS_TOTAL; ticket++) {
          if (shoot(settings, 'top-left', ticketed(ticket)).kind === 'win') goals++;
        }
        expect(goals).toBe(goalChanceBp(settings));
      }),
      { numRuns: 25 },
    );
  });

  it('scores at the configured rate over 100,000 plays at every zone (within 1 percentage point)', () => {
    const settings: PenaltySettings = {
      ...PENALTY_DEFAULTS,
      prizes: [
        { id: 'coffee', text: { en: 'Coffee' }, poolId: poolOf(1), oddsBp: 2_500 },
        { id: 'cake', text: { en: 'Cake' }, poolId: poolOf(2), oddsBp: 1_200 },
      ],
    };
    const plays = 100_000;
    PENALTY_ZONES.forEach((zone, index) => {
      const randomBelow = seededRandomBelow(2026 + index);
      const wins = new Map<string, number>();
      const keeperZones = new Set<string>();
      for (let i = 0; i < plays; i++) {
        const decision = shoot(settings, zone, randomBelow);
        if (decision.kind !== 'win') continue;
        wins.set(decision.poolId, (wins.get(decision.poolId) ?? 0) + 1);
        keeperZones.add((decision.result as ShotResult).keeperZone);
      }
      const goals = [...wins.values()].reduce((sum, n) => sum + n, 0);
      expect(Math.abs(goals / plays - 0.37), zone).toBeLessThan(0.01);
      expect(Math.abs((wins.get(poolOf(1)) ?? 0) / plays - 0.25), zone).toBeLessThan(0.01);
      expect(Math.abs((wins.get(poolOf(2)) ?? 0) / plays - 0.12), zone).toBeLessThan(0.01);
      // On a goal the keeper went the wrong way, to each of the five other zones.
      expect([...keeperZones].sort()).toEqual(PENALTY_ZONES.filter((z) => z !== zone).sort());
    });
  });

  it('saves every shot on the defaults (no pool chosen yet)', () => {
    for (const zone of PENALTY_ZONES) {
      for (let ticket = 0; ticket < BASIS_POINTS_TOTAL; ticket += 97) {
        expect(shoot(PENALTY_DEFAULTS, zone, ticketed(ticket))).toEqual({
          kind: 'lose',
          result: { zone, keeperZone: zone, goal: false },
        });
      }
    }
  });

  it('takes only a known zone as input', () => {
    const schema = retailerPenaltyServer.inputSchema;
    for (const zone of PENALTY_ZONES) expect(schema?.safeParse({ zone }).success).toBe(true);
    for (const input of [undefined, {}, { zone: 'middle' }, { zone: 3 }, { zone: 'TOP-LEFT' }, 'top-left']) {
      expect(schema?.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });
});

describe('penalty definition', () => {
  it('lets the public see the prizes’ lines but no pool, odds or pool list', () => {
    fc.assert(
      fc.property(penaltyArb, (settings) => {
        const withPools = { ...settings, poolIds: settings.prizes.flatMap((p) => (p.poolId ? [p.poolId] : [])) };
        const published = JSON.stringify(retailerPenalty.publicSettings?.(withPools));
        expect(published).not.toMatch(/poolId|oddsBp|00000000-0000-4000/);
        const parsed = JSON.parse(published) as PenaltySettings;
        expect(parsed.prizes).toEqual(settings.prizes.map(({ id, text }) => ({ id, text })));
      }),
    );
  });

  it('starts new campaigns valid, with a prize line in each language and a prize waiting for its pool', () => {
    const settings = retailerPenalty.defaultsFor?.(['de', 'sr']) as PenaltySettings;
    expect(retailerPenalty.settingsSchema.parse(settings)).toEqual(settings);
    expect(settings.prizes[0].text).toEqual({ de: 'Sie haben einen Preis gewonnen!', sr: 'Osvojili ste nagradu!' });
    const checks = retailerPenalty.publishChecks?.(settings, { languages: ['de', 'sr'], defaultLanguage: 'de' }) ?? [];
    expect(checks.map((check) => [check.code, check.field])).toEqual([['penalty.prizeWithoutPool', 'prizes.0.poolId']]);
    expect(retailerPenalty.prizeSlots?.(settings)).toEqual([]);
  });

  it('refuses odds over 100 % in total, and reports a prize at 0 % odds', () => {
    const prize = { ...PENALTY_DEFAULTS.prizes[0], poolId: poolOf(1), oddsBp: 6_000 };
    const tooHigh = { ...PENALTY_DEFAULTS, prizes: [prize, { ...prize, id: 'prize-2' }] };
    expect(retailerPenalty.settingsSchema.safeParse(tooHigh).success).toBe(false);
    expect(retailerPenalty.settingsSchema.safeParse({ ...tooHigh, prizes: [prize] }).success).toBe(true);

    const noOdds = { ...PENALTY_DEFAULTS, prizes: [{ ...prize, oddsBp: 0 }] };
    const checks = retailerPenalty.publishChecks?.(noOdds, { languages: ['en'], defaultLanguage: 'en' }) ?? [];
    expect(checks.map((check) => [check.code, check.params])).toEqual([
      ['penalty.prizeWithoutOdds', { position: 1, label: 'You won a prize!' }],
    ]);
    expect(retailerPenalty.prizeSlots?.(tooHigh)).toEqual([
      { id: 'prize-1', poolId: poolOf(1), oddsBp: 6_000, field: 'prizes.0.poolId' },
      { id: 'prize-2', poolId: poolOf(1), oddsBp: 6_000, field: 'prizes.1.poolId' },
    ]);
  });
});

describe('penalty preview', () => {
  it('scores a prize with a pool or saves, at the shot’s zone, and survives a half-edited working copy', () => {
    const settings = { ...PENALTY_DEFAULTS, prizes: [{ ...PENALTY_DEFAULTS.prizes[0], poolId: poolOf(1) }] };
    const goal = previewShot(settings, { zone: 'top-right' }, () => 0);
    expect(goal).toMatchObject({ kind: 'win', result: { zone: 'top-right', goal: true, prizeId: 'prize-1' } });
    expect((goal.result as ShotResult).keeperZone).not.toBe('top-right');
    expect(previewShot(settings, { zone: 'top-right' }, (max) => max - 1)).toEqual({
      kind: 'lose',
      result: { zone: 'top-right', keeperZone: 'top-right', goal: false },
    });
    for (const broken of [null, { prizes: 'x' }, { prizes: [null, { id: 3 }] }]) {
      expect(previewShot(broken, { zone: 'nowhere' }, () => 0)).toMatchObject({
        kind: 'lose',
        result: { goal: false },
      });
    }
  });
});

describe('penalty words', () => {
  it.each(LANGUAGE_CODES)('%s: names every zone and announces a goal with its {result} once', (code) => {
    const words = gameWords(retailerPenalty, code);
    expect(Object.keys(words).sort()).toEqual(Object.keys(PENALTY_WORDS.en).sort());
    for (const value of Object.values(words)) expect(value).not.toBe('');
    expect(words.goal.match(/\{(\w+)\}/g)).toEqual(['{result}']);
    expect(
      new Set(PENALTY_ZONES.map((zone) => words[zone.replace(/-(\w)/, (_, c: string) => c.toUpperCase())])).size,
    ).toBe(6);
    if (code !== 'en') expect(words.saved).not.toBe(PENALTY_WORDS.en.saved);
  });
});
