import { adventCalendar, CALENDAR_DEFAULTS } from '@gc/games/calendar/definition';
import { gamePreviewDays } from '@gc/games/core/game-capabilities';
import { MEMORY_DEFAULTS } from '@gc/games/memory/definition';
import { QUIZ_DEFAULTS } from '@gc/games/quiz/definition';
import { WHEEL_DEFAULTS } from '@gc/games/spin-the-wheel/definition';
import { describe, expect, it, vi } from 'vitest';
import { previewPlay } from './preview-play.ts';

const WHEEL = 'spin-the-wheel';
const POOL = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const withPool = {
  ...WHEEL_DEFAULTS,
  sectors: WHEEL_DEFAULTS.sectors.map((sector, index) => (index === 2 ? { ...sector, poolId: POOL } : sector)),
};

describe('previewPlay', () => {
  it('lands on the sector the random number picks: win when it has a pool, lose when not', async () => {
    const pick = (index: number) => () => (index + 0.5) / withPool.sectors.length;
    expect(await previewPlay(WHEEL, withPool, pick(2)).play()).toEqual({
      result: { sectorId: 'sector-3' },
      page: 'win',
    });
    expect(await previewPlay(WHEEL, withPool, pick(3)).play()).toEqual({
      result: { sectorId: 'sector-4' },
      page: 'lose',
    });
  });

  it('stays within the sectors at the edges of the random range', async () => {
    expect(await previewPlay(WHEEL, withPool, () => 0).play()).toMatchObject({ result: { sectorId: 'sector-1' } });
    expect(await previewPlay(WHEEL, withPool, () => 0.999_999_9).play()).toMatchObject({
      result: { sectorId: 'sector-8' },
    });
  });

  it('loses without a sector when the working copy has no sectors', async () => {
    expect(await previewPlay(WHEEL, {}).play()).toEqual({ result: { sectorId: null }, page: 'lose' });
    expect(await previewPlay(WHEEL, null).play()).toEqual({ result: { sectorId: null }, page: 'lose' });
    expect(await previewPlay(WHEEL, { sectors: 'x' }).play()).toEqual({ result: { sectorId: null }, page: 'lose' });
  });

  it('loses without a result for a type that has no preview play', async () => {
    expect(await previewPlay('pinball', withPool).play()).toEqual({ result: null, page: 'lose' });
  });
});

describe('previewPlay of a multi-step game', () => {
  it('opens the quiz, takes its answers and finishes it locally, every prize in stock', async () => {
    const top = QUIZ_DEFAULTS.outcomes.at(-1);
    const settings = {
      ...QUIZ_DEFAULTS,
      outcomes: QUIZ_DEFAULTS.outcomes.map((outcome) =>
        outcome === top ? { ...outcome, poolId: POOL, oddsBp: 10_000 } : outcome,
      ),
    };
    const play = previewPlay('quiz', settings, () => 0);
    const opened = await play.play();
    if (opened.page !== 'open' || !('view' in opened)) throw new Error('the quiz did not open');
    const questions = (opened.view as { questions: { id: string }[] }).questions;
    for (const [index, shown] of questions.entries()) {
      const answerId = settings.questions.find((question) => question.id === shown.id)?.correctAnswerId;
      expect((await play.takeStep(index, { answerId })).feedback).toMatchObject({ isCorrect: true });
    }
    await expect(play.takeStep(questions.length, { answerId: 'x' })).rejects.toThrow();
    expect(await play.finishPlay()).toMatchObject({ page: 'win', result: { score: questions.length } });
  });

  it('plays memory locally as the server does: a finish before every pair, or too fast, is refused and the play goes on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const play = previewPlay('memory', MEMORY_DEFAULTS, () => 0);
      const opened = await play.play();
      expect(opened).toMatchObject({ page: 'open', view: { columns: 4, rows: 4, tileCount: 16 } });
      await expect(play.finishPlay()).rejects.toThrow('notCleared');
      // A player who remembers every tile seen: a known pair first, else a new tile and its partner if seen.
      const seen = new Map<number, string>();
      const matched = new Set<number>();
      let step = 0;
      const flip = async (tileIndex: number) => {
        const { feedback } = await play.takeStep(step++, { tileIndex });
        seen.set(tileIndex, String(feedback.tileId));
        return String(feedback.tileId);
      };
      const partnerOf = (index: number) =>
        [...seen].find(([other, id]) => other !== index && !matched.has(other) && id === seen.get(index))?.[0];
      while (matched.size < 16) {
        const first =
          [...seen.keys()].find((i) => !matched.has(i) && partnerOf(i) !== undefined) ??
          [...Array(16).keys()].find((i) => !seen.has(i)) ??
          -1;
        await flip(first);
        const second = partnerOf(first) ?? [...Array(16).keys()].find((i) => !seen.has(i)) ?? -1;
        await flip(second);
        if (seen.get(first) === seen.get(second)) for (const i of [first, second]) matched.add(i);
      }
      await expect(play.finishPlay()).rejects.toThrow('tooFast');
      vi.setSystemTime(Date.now() + 75_000);
      expect(await play.finishPlay()).toMatchObject({ page: 'lose', result: { outcomeId: 'outcome-2' } });
    } finally {
      vi.useRealTimers();
    }
  });
});

const previewDays = (settings: unknown) => gamePreviewDays(adventCalendar, settings);

describe('previewPlay as on a day', () => {
  const advent = { ...CALENDAR_DEFAULTS, startDate: '2026-12-01', endDate: '2026-12-24' };

  it("opens the tile of the chosen day and refuses another day's, whatever the builder's clock says", async () => {
    const onDay5 = previewPlay('advent-calendar', advent, () => 0, '2026-12-05');
    expect(await onDay5.play({ dayNumber: 5 })).toMatchObject({ result: { dayNumber: 5 } });
    await expect(
      previewPlay('advent-calendar', advent, () => 0, '2026-12-05').play({ dayNumber: 6 }),
    ).rejects.toThrow();
  });

  it('offers each tile day of the working copy, and none for a half-typed date', () => {
    expect(previewDays(advent).slice(0, 2)).toEqual([
      { dayNumber: 1, date: '2026-12-01' },
      { dayNumber: 2, date: '2026-12-02' },
    ]);
    expect(previewDays(advent)).toHaveLength(24);
    expect(previewDays({ ...advent, startDate: '2026-12' })).toEqual([]);
    expect(previewDays(null)).toEqual([]);
  });
});
