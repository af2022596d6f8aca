import { randomUuid } from '@gc/contracts/random-uuid';

/**
 * Pure list operations of the question editors (questions, answers, outcomes, personalities): add,
 * remove, move and patch by id, keeping `orderNumber` equal to the place in the list where items have
 * one. New items carry NEWID_ ids until saved (§5 Lists); the server gives them stable ids.
 */

/** §5 Lists: items the server has not seen yet carry ids beginning NEWID_. */
export function newItemId(random: () => string = randomUuid): string {
  return `NEWID_${random()
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 40)}`;
}

type Ordered = { orderNumber: number };
type WithId = { id: string };

/** Items in their order (a stable sort by orderNumber), renumbered 0..n-1. */
export function inOrder<T extends Ordered>(items: readonly T[]): T[] {
  return [...items]
    .map((item, position) => ({ item, position }))
    .sort((a, b) => a.item.orderNumber - b.item.orderNumber || a.position - b.position)
    .map(({ item }, orderNumber) => (item.orderNumber === orderNumber ? item : { ...item, orderNumber }));
}

function renumber<T>(items: readonly T[]): T[] {
  return items.map((item, orderNumber) =>
    typeof item === 'object' && item !== null && 'orderNumber' in item && item.orderNumber !== orderNumber
      ? { ...item, orderNumber }
      : item,
  );
}

/** Swaps an item with its neighbour; moving past either end changes nothing. */
export function moveItem<T extends WithId>(items: readonly T[], id: string, direction: -1 | 1): T[] {
  const from = items.findIndex((item) => item.id === id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= items.length) return [...items];
  const moved = [...items];
  [moved[from], moved[to]] = [moved[to], moved[from]];
  return renumber(moved);
}

export function removeItem<T extends WithId>(items: readonly T[], id: string): T[] {
  return renumber(items.filter((item) => item.id !== id));
}

export function appendItem<T>(items: readonly T[], item: T): T[] {
  return renumber([...items, item]);
}

export function patchItem<T extends WithId>(items: readonly T[], id: string, patch: Partial<T>): T[] {
  return items.map((item) => (item.id === id ? { ...item, ...patch, id } : item));
}

/** A per-language text with one language changed (an emptied text is dropped, so the fallback applies). */
export function withText(texts: Readonly<Record<string, string>> | undefined, language: string, value: string) {
  const next = { ...(texts ?? {}) };
  if (value === '') delete next[language];
  else next[language] = value;
  return next;
}
