import { listItemIdSchema, type Outcome } from '@gc/contracts/campaign-document';
import { describe, expect, it } from 'vitest';
import {
  ADDED_OUTCOME_KIND,
  addOutcome,
  contentIn,
  contentProblems,
  moveOutcome,
  newOutcomeId,
  removeOutcome,
  sortOutcomes,
  updateContent,
} from './outcome-list.ts';

const outcome = (id: string, kind: string, orderNumber: number): Outcome => ({
  id,
  kind,
  orderNumber,
  content: { en: { title: id, text: '', image: null } },
  customAttributes: null,
});
// Stored out of order on purpose: the list is always read by orderNumber.
const LIST = [outcome('lose', 'lose', 1), outcome('extra1', 'extra', 2), outcome('win', 'win', 0)];
const ids = (outcomes: Outcome[]) => outcomes.map((o) => o.id);
const orders = (outcomes: Outcome[]) => outcomes.map((o) => o.orderNumber);

describe('outcome list', () => {
  it('sorts by orderNumber', () => {
    expect(ids(sortOutcomes(LIST))).toEqual(['win', 'lose', 'extra1']);
  });

  it('moves an outcome up and down and renumbers', () => {
    const up = moveOutcome(LIST, 'extra1', -1);
    expect(ids(up)).toEqual(['win', 'extra1', 'lose']);
    expect(orders(up)).toEqual([0, 1, 2]);
    expect(ids(moveOutcome(up, 'win', 1))).toEqual(['extra1', 'win', 'lose']);
  });

  it('leaves the list as it is when moving past either end', () => {
    expect(ids(moveOutcome(LIST, 'win', -1))).toEqual(['win', 'lose', 'extra1']);
    expect(ids(moveOutcome(LIST, 'extra1', 1))).toEqual(['win', 'lose', 'extra1']);
  });

  it('throws on an unknown id (§8 array utilities)', () => {
    expect(() => moveOutcome(LIST, 'nope', 1)).toThrow(/nope/);
    expect(() => updateContent(LIST, 'nope', 'en', { title: 'x' })).toThrow();
  });

  it('adds an empty outcome at the end with a NEWID_ id and content per language', () => {
    const added = addOutcome(LIST, ['en', 'de']);
    expect(added).toHaveLength(4);
    const last = added[3];
    expect(last.id).toMatch(/^NEWID_/);
    expect(last.kind).toBe(ADDED_OUTCOME_KIND);
    expect(last.orderNumber).toBe(3);
    expect(last.content).toEqual({
      en: { title: '', text: '', image: null },
      de: { title: '', text: '', image: null },
    });
    expect(last.customAttributes).toBeNull();
  });

  it('makes new ids the document accepts, different each time', () => {
    const made = new Set(Array.from({ length: 200 }, () => newOutcomeId()));
    expect(made.size).toBe(200);
    for (const id of made) {
      expect(id.startsWith('NEWID_')).toBe(true);
      expect(listItemIdSchema.safeParse(id).success).toBe(true);
    }
  });

  it('removes an added outcome and renumbers the rest', () => {
    const list = addOutcome(LIST, ['en'], 'NEWID_abc');
    const removed = removeOutcome(list, 'extra1');
    expect(ids(removed)).toEqual(['win', 'lose', 'NEWID_abc']);
    expect(orders(removed)).toEqual([0, 1, 2]);
  });

  it('never removes win or lose', () => {
    expect(() => removeOutcome(LIST, 'win')).toThrow(/required/);
    expect(() => removeOutcome(LIST, 'lose')).toThrow(/required/);
  });

  it('changes one language of one outcome, creating a language that was missing', () => {
    const changed = updateContent(LIST, 'lose', 'de', { title: 'Leider nicht' });
    const lose = changed.find((o) => o.id === 'lose') as Outcome;
    expect(contentIn(lose, 'de')).toEqual({ title: 'Leider nicht', text: '', image: null });
    expect(contentIn(lose, 'en').title).toBe('lose');
    expect(LIST[0].content.de).toBeUndefined();
  });

  it('flags a title of 255 characters and a text over 1000 (§5 result popup)', () => {
    expect(contentProblems({ title: 'a'.repeat(254), text: 'b'.repeat(1000), image: null })).toEqual({
      title: false,
      text: false,
    });
    expect(contentProblems({ title: 'a'.repeat(255), text: 'b'.repeat(1001), image: null })).toEqual({
      title: true,
      text: true,
    });
  });
});
