import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GameResult, type RandomBelow, UTC_EPOCH_MOMENT } from '../core/game-server.ts';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';
import { seededRandomBelow } from '../core/seeded-random.ts';
import type { CardPrize } from './card-schemas.ts';
import { defaultCardFaces, SCRATCH_CARD_DEFAULTS, type ScratchCardSettings, scratchCard } from './definition.ts';
import { previewScratchCard } from './preview.ts';
import { scratchCardServer } from './server.ts';

const poolOf = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

/** Prizes with random pools and odds (scaled to at most 100 % in total), and 1-4 faces without a prize. */
const cardArb = fc
  .record({
    prizes: fc.array(fc.record({ hasPool: fc.boolean(), weight: fc.integer({ min: 0, max: 6_000 }) }), {
      maxLength: 12,
    }),
    outcomes: fc.integer({ min: 1, max: 4 }),
  })
  .map(({ prizes, outcomes }): ScratchCardSettings => {
    const total = prizes.reduce((sum, p) => sum + p.weight, 0);
    const scale = total > BASIS_POINTS_TOTAL ? BASIS_POINTS_TOTAL / total : 1;
    const [prize] = defaultCardFaces(['en']).prizes;
    const [outcome] = SCRATCH_CARD_DEFAULTS.outcomes;
    return {
      ...SCRATCH_CARD_DEFAULTS,
      prizes: prizes.map(
        (draft, index): CardPrize => ({
          ...prize,
          id: `prize-${index + 1}`,
          poolId: draft.hasPool ? poolOf(index) : null,
          oddsBp: Math.floor(draft.weight * scale),
        }),
      ),
      outcomes: Array.from({ length: outcomes }, (_, index) => ({ ...outcome, id: `outcome-${index + 1}` })),
    };
  });

const prizeOf = (settings: ScratchCardSettings, result: GameResult) =>
  settings.prizes.find((prize) => prize.id === result.prizeId);
const isNoWinFace = (settings: ScratchCardSettings, result: GameResult) =>
  result.prizeId === undefined && settings.outcomes.some((outcome) => outcome.id === result.outcomeId);

/** A randomBelow whose first number is `ticket` and every later one 0. */
function ticketed(ticket: number): RandomBelow {
  let isFirst = true;
  return () => {
    if (!isFirst) return 0;
    isFirst = false;
    return ticket;
  };
}

describe('scratch card decide', () => {
  it('wins only prizes with a pool and odds, from that pool, and shows a face without a prize otherwise', () => {
    fc.assert(
      fc.property(cardArb, fc.integer(), (settings, seed) => {
        expect(scratchCard.settingsSchema.safeParse(settings).success).toBe(true);
        const randomBelow = seededRandomBelow(seed);
        for (let i = 0; i < 200; i++) {
          const decision = scratchCardServer.decide(settings, undefined, randomBelow, UTC_EPOCH_MOMENT);
          if (decision.kind === 'win') {
            const prize = prizeOf(settings, decision.result);
            expect(prize?.poolId).not.toBeNull();
            expect(prize?.oddsBp).toBeGreaterThan(0);
            expect(decision.poolId).toBe(prize?.poolId);
            // Out of stock the card shows a face without a prize, never the prize.
            expect(isNoWinFace(settings, decision.resultIfNoStock)).toBe(true);
          } else {
            expect(isNoWinFace(settings, decision.result)).toBe(true);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('gives each prize exactly its odds out of the 10,000 tickets, and the rest loses', () => {
    fc.assert(
      fc.property(cardArb, (settings) => {
        const wins = new Map<string, number>();
        let losses = 0;
        for (let ticket = 0; ticket < BASIS_POINTS_TOTAL; ticket++) {
          const decision = scratchCardServer.decide(settings, undefined, ticketed(ticket), UTC_EPOCH_MOMENT);
          if (decision.kind === 'win') wins.set(decision.poolId, (wins.get(decision.poolId) ?? 0) + 1);
          else losses++;
        }
        const drawable = settings.prizes.filter((prize) => prize.poolId !== null && prize.oddsBp > 0);
        for (const prize of drawable) expect(wins.get(prize.poolId as string) ?? 0).toBe(prize.oddsBp);
        expect(losses).toBe(BASIS_POINTS_TOTAL - drawable.reduce((sum, prize) => sum + prize.oddsBp, 0));
      }),
      { numRuns: 40 },
    );
  });

  it('never wins on the defaults (no pool chosen yet)', () => {
    for (let ticket = 0; ticket < BASIS_POINTS_TOTAL; ticket += 97) {
      expect(scratchCardServer.decide(SCRATCH_CARD_DEFAULTS, undefined, ticketed(ticket), UTC_EPOCH_MOMENT)).toEqual({
        kind: 'lose',
        result: { outcomeId: 'outcome-1' },
      });
    }
  });
});

describe('scratch card definition', () => {
  it('lets the public see the faces but no pool, odds or pool list', () => {
    fc.assert(
      fc.property(cardArb, (settings) => {
        const withPools = { ...settings, poolIds: settings.prizes.flatMap((p) => (p.poolId ? [p.poolId] : [])) };
        const published = JSON.stringify(scratchCard.publicSettings?.(withPools));
        expect(published).not.toMatch(/poolId|oddsBp|00000000-0000-4000/);
        const parsed = JSON.parse(published) as ScratchCardSettings;
        expect(parsed.prizes.map((prize) => prize.id)).toEqual(settings.prizes.map((prize) => prize.id));
        expect(parsed.outcomes).toEqual(settings.outcomes);
      }),
    );
  });

  it('starts new campaigns with faces in each language, valid and with a prize slot to fill', () => {
    const settings = scratchCard.defaultsFor?.(['de', 'sr']) as ScratchCardSettings;
    expect(scratchCard.settingsSchema.parse(settings)).toEqual(settings);
    expect(settings.prizes[0].text).toEqual({ de: 'Sie haben gewonnen!', sr: 'Osvojili ste nagradu!' });
    expect(settings.outcomes[0].text.sr).toBe('Ovog puta bez dobitka');
    const checks = scratchCard.publishChecks?.(settings, { languages: ['de', 'sr'], defaultLanguage: 'de' }) ?? [];
    expect(checks.map((check) => [check.code, check.field])).toEqual([
      ['scratchCard.prizeWithoutPool', 'prizes.0.poolId'],
    ]);
  });

  it('refuses odds over 100 % in total and a card without a face for losing', () => {
    const prize = { ...SCRATCH_CARD_DEFAULTS.prizes[0], poolId: poolOf(1), oddsBp: 6_000 };
    const tooHigh = { ...SCRATCH_CARD_DEFAULTS, prizes: [prize, { ...prize, id: 'prize-2' }] };
    expect(scratchCard.settingsSchema.safeParse(tooHigh).success).toBe(false);
    expect(scratchCard.settingsSchema.safeParse({ ...SCRATCH_CARD_DEFAULTS, outcomes: [] }).success).toBe(false);
  });

  it('reports a prize at 0 % odds and names the prize slots', () => {
    const settings = { ...SCRATCH_CARD_DEFAULTS, prizes: [{ ...SCRATCH_CARD_DEFAULTS.prizes[0], poolId: poolOf(1) }] };
    const checks = scratchCard.publishChecks?.(settings, { languages: ['en'], defaultLanguage: 'en' }) ?? [];
    expect(checks.map((check) => check.code)).toEqual(['scratchCard.prizeWithoutOdds']);
    expect(scratchCard.prizeSlots?.(settings)).toEqual([
      { id: 'prize-1', poolId: poolOf(1), oddsBp: 0, field: 'prizes.0.poolId' },
    ]);
  });
});

describe('scratch card preview', () => {
  it('shows every face, a prize with a pool as a win, and survives a half-edited working copy', () => {
    const settings = { ...SCRATCH_CARD_DEFAULTS, prizes: [{ ...SCRATCH_CARD_DEFAULTS.prizes[0], poolId: poolOf(1) }] };
    expect(previewScratchCard(settings, () => 0)).toMatchObject({ kind: 'win', result: { prizeId: 'prize-1' } });
    expect(previewScratchCard(settings, (max) => max - 1)).toEqual({
      kind: 'lose',
      result: { outcomeId: 'outcome-1' },
    });
    expect(previewScratchCard({ prizes: 'x' }, () => 0)).toEqual({ kind: 'lose', result: { outcomeId: null } });
    expect(previewScratchCard(null, () => 0)).toEqual({ kind: 'lose', result: { outcomeId: null } });
  });
});
