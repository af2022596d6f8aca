import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendItem, inOrder, moveItem, newItemId, removeItem, withText } from './editor-lists.ts';
import {
  formatRanges,
  newPersonalityQuestion,
  newQuizQuestion,
  newScoreOutcome,
  poolIdsOf,
  withoutAnswer,
  withoutPersonality,
} from './editor-questions.ts';
import { personalityQuestionSchema, quizQuestionSchema, scoreOutcomeSchema } from './question-schemas.ts';

const counter = () => {
  let n = 0;
  return () => `id${++n}`;
};

describe('question editor lists', () => {
  it('makes NEWID_ ids the schema accepts', () => {
    expect(newItemId(() => 'a1b2-c3')).toBe('NEWID_a1b2-c3');
    expect(quizQuestionSchema.safeParse(newQuizQuestion(0)).success).toBe(true);
    expect(personalityQuestionSchema.safeParse(newPersonalityQuestion(0)).success).toBe(true);
    expect(scoreOutcomeSchema.safeParse(newScoreOutcome(3)).success).toBe(true);
  });

  it('gives a new quiz question two answers, the first one correct', () => {
    const question = newQuizQuestion(4, counter());
    expect(question.orderNumber).toBe(4);
    expect(question.answers.map((a) => a.id)).toEqual(['id1', 'id2']);
    expect(question.correctAnswerId).toBe('id1');
  });

  it('keeps order numbers equal to the places through any moves, removals and additions', () => {
    const ops = fc.array(
      fc.oneof(
        fc.record({
          op: fc.constant('move' as const),
          at: fc.nat(9),
          direction: fc.constantFrom(-1 as const, 1 as const),
        }),
        fc.record({ op: fc.constant('remove' as const), at: fc.nat(9) }),
        fc.record({ op: fc.constant('add' as const) }),
      ),
    );
    fc.assert(
      fc.property(ops, (steps) => {
        let items = inOrder([2, 0, 1].map((orderNumber) => ({ id: `q${orderNumber}`, orderNumber })));
        let added = 0;
        for (const step of steps) {
          if (step.op === 'add') items = appendItem(items, { id: `new${added++}`, orderNumber: -1 });
          else if (items.length > 0) {
            const id = items[step.at % items.length].id;
            items = step.op === 'move' ? moveItem(items, id, step.direction) : removeItem(items, id);
          }
        }
        expect(items.map((item) => item.orderNumber)).toEqual(items.map((_, index) => index));
        expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
      }),
    );
  });

  it('moves nothing past either end', () => {
    const items = [
      { id: 'a', orderNumber: 0 },
      { id: 'b', orderNumber: 1 },
    ];
    expect(moveItem(items, 'a', -1)).toEqual(items);
    expect(moveItem(items, 'b', 1)).toEqual(items);
    expect(moveItem(items, 'a', 1).map((item) => item.id)).toEqual(['b', 'a']);
  });

  it('forgets the correct answer when it is removed, and keeps it otherwise', () => {
    const question = newQuizQuestion(0, counter());
    expect(withoutAnswer(question, 'id1').correctAnswerId).toBeNull();
    expect(withoutAnswer(question, 'id2').correctAnswerId).toBe('id1');
  });

  it('frees the answers of a removed personality', () => {
    const question = newPersonalityQuestion(0, counter());
    question.answers[0].personalityId = 'p1';
    question.answers[1].personalityId = 'p2';
    const [freed] = withoutPersonality([question], 'p1');
    expect(freed.answers.map((a) => a.personalityId)).toEqual([null, 'p2']);
  });

  it('drops an emptied text so the fallback language applies', () => {
    expect(withText({ en: 'Hi', sr: 'Zdravo' }, 'sr', '')).toEqual({ en: 'Hi' });
    expect(withText(undefined, 'de', 'Hallo')).toEqual({ de: 'Hallo' });
  });

  it('derives the pools once each and writes score ranges', () => {
    expect(poolIdsOf([{ poolId: 'a' }, { poolId: null }, { poolId: 'a' }, { poolId: 'b' }])).toEqual(['a', 'b']);
    expect(
      formatRanges([
        { from: 0, to: 0 },
        { from: 2, to: 4 },
      ]),
    ).toBe('0, 2–4');
  });
});
