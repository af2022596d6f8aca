import { describe, expect, it } from 'vitest';
import { areTutorialsDue, dismissTutorials, markTutorialsDue } from './tutorials-due.ts';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('tutorials due', () => {
  it('are owed only to the user whose first log-in asked for them', () => {
    const store = memoryStore();
    markTutorialsDue(store, 'user-1');
    expect(areTutorialsDue(store, 'user-1')).toBe(true);
    expect(areTutorialsDue(store, 'user-2')).toBe(false);
    expect(areTutorialsDue(store, undefined)).toBe(false);
  });

  it('are never owed again once the dialog is answered', () => {
    const store = memoryStore();
    markTutorialsDue(store, 'user-1');
    dismissTutorials(store);
    expect(areTutorialsDue(store, 'user-1')).toBe(false);
  });

  it('are not owed in a browser that never saw a first log-in', () => {
    expect(areTutorialsDue(memoryStore(), 'user-1')).toBe(false);
  });
});
