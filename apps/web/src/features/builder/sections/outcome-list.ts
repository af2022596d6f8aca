import {
  MAX_LONG_TEXT_LENGTH,
  MAX_TITLE_LENGTH,
  type Outcome,
  type OutcomeContent,
} from '@gc/contracts/campaign-document';
import type { LanguageCode } from '@gc/contracts/languages';

/**
 * Operations on the outcome list of the document (spec §3 Outcome, §5 Lists). Every function returns
 * a new list ordered by orderNumber and numbered 0..n-1, so what is saved is what is shown.
 */

/** Every game ends on a win or a loss: those two result pages always exist. */
export const REQUIRED_OUTCOME_KINDS: readonly string[] = ['win', 'lose'];
/** The kind of an outcome the marketer adds beside win and lose. */
export const ADDED_OUTCOME_KIND = 'extra';
export const NEW_ID_PREFIX = 'NEWID_';

export const isRequiredOutcome = (outcome: Pick<Outcome, 'kind'>) => REQUIRED_OUTCOME_KINDS.includes(outcome.kind);

export const EMPTY_CONTENT: OutcomeContent = { title: '', text: '', image: null };

/** Sorted by orderNumber; equal numbers keep their order in the list. */
export function sortOutcomes(outcomes: readonly Outcome[]): Outcome[] {
  return outcomes
    .map((outcome, index) => ({ outcome, index }))
    .sort((a, b) => a.outcome.orderNumber - b.outcome.orderNumber || a.index - b.index)
    .map(({ outcome }) => outcome);
}

const renumber = (outcomes: readonly Outcome[]) =>
  outcomes.map((outcome, orderNumber) => (outcome.orderNumber === orderNumber ? outcome : { ...outcome, orderNumber }));

/** §8 Array utilities: an unknown id is a programming error, not something to skip silently. */
function indexOf(outcomes: readonly Outcome[], id: string): number {
  const index = outcomes.findIndex((outcome) => outcome.id === id);
  if (index < 0) throw new Error(`No outcome with id ${id}`);
  return index;
}

/** Moves one outcome up (-1) or down (+1); at either end nothing changes. */
export function moveOutcome(outcomes: readonly Outcome[], id: string, direction: -1 | 1): Outcome[] {
  const sorted = sortOutcomes(outcomes);
  const from = indexOf(sorted, id);
  const to = from + direction;
  if (to < 0 || to >= sorted.length) return renumber(sorted);
  [sorted[from], sorted[to]] = [sorted[to], sorted[from]];
  return renumber(sorted);
}

/** §5 Lists: items the builder adds carry ids beginning NEWID_ until the server knows them. */
export function newOutcomeId(randomBytes: (size: number) => Uint8Array = cryptoBytes): string {
  const suffix = Array.from(randomBytes(9), (byte) => byte.toString(36).padStart(2, '0')).join('');
  return `${NEW_ID_PREFIX}${suffix}`;
}
const cryptoBytes = (size: number) => crypto.getRandomValues(new Uint8Array(size));

/** Adds an empty outcome at the end, with content for every campaign language. */
export function addOutcome(
  outcomes: readonly Outcome[],
  languages: readonly LanguageCode[],
  id: string = newOutcomeId(),
): Outcome[] {
  const added: Outcome = {
    id,
    kind: ADDED_OUTCOME_KIND,
    orderNumber: outcomes.length,
    content: Object.fromEntries(languages.map((language) => [language, { ...EMPTY_CONTENT }])),
    customAttributes: null,
  };
  return renumber([...sortOutcomes(outcomes), added]);
}

/** Removes an added outcome; win and lose cannot be removed. */
export function removeOutcome(outcomes: readonly Outcome[], id: string): Outcome[] {
  const sorted = sortOutcomes(outcomes);
  const index = indexOf(sorted, id);
  if (isRequiredOutcome(sorted[index])) throw new Error(`The ${sorted[index].kind} outcome is required`);
  return renumber(sorted.filter((outcome) => outcome.id !== id));
}

export function updateOutcome(
  outcomes: readonly Outcome[],
  id: string,
  change: (outcome: Outcome) => Outcome,
): Outcome[] {
  const sorted = sortOutcomes(outcomes);
  const index = indexOf(sorted, id);
  sorted[index] = change(sorted[index]);
  return renumber(sorted);
}

/** The outcome's content in one language; a language added later starts empty. */
export const contentIn = (outcome: Outcome, language: LanguageCode): OutcomeContent =>
  outcome.content[language] ?? EMPTY_CONTENT;

export function updateContent(
  outcomes: readonly Outcome[],
  id: string,
  language: LanguageCode,
  patch: Partial<OutcomeContent>,
): Outcome[] {
  return updateOutcome(outcomes, id, (outcome) => ({
    ...outcome,
    content: { ...outcome.content, [language]: { ...contentIn(outcome, language), ...patch } },
  }));
}

/** §5 Result popup: the title must be shorter than 255 characters, the text at most 1000. */
export function contentProblems(content: OutcomeContent): { title: boolean; text: boolean } {
  return { title: content.title.length > MAX_TITLE_LENGTH, text: content.text.length > MAX_LONG_TEXT_LENGTH };
}
