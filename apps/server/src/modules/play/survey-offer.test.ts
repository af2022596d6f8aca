import { describe, expect, it } from 'vitest';
import { isSurveyOffered } from './survey-offer.ts';

const offeredAmong = (plays: number, after: number, incompleteAfter: number, isCompleted = false) =>
  Array.from({ length: plays }, (_, i) => i + 1).filter((n) =>
    isSurveyOffered(n, isCompleted, { after, incompleteAfter }),
  );

describe('isSurveyOffered', () => {
  it('offers at play showSurveyAfter, then every showIncompleteSurveyAfter plays (§9: 4 and 7)', () => {
    expect(offeredAmong(30, 4, 7)).toEqual([4, 11, 18, 25]);
  });

  it('offers at the first play for 0, once only for an incomplete interval of 0, never once completed', () => {
    expect(offeredAmong(5, 0, 2)).toEqual([1, 3, 5]);
    expect(offeredAmong(20, 3, 0)).toEqual([3]);
    expect(offeredAmong(30, 4, 7, true)).toEqual([]);
  });
});
