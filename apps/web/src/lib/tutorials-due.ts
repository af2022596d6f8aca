/**
 * Whether the tutorials dialog (spec §4 "First login in the demo environment") is still owed in this
 * browser. The server says so once, in the answer to an account's first log-in ever (`showTutorials`),
 * so no other device offers them again; the browser keeps the owing user's id until the dialog is
 * answered, so a reload before answering still shows it and another user of the browser never sees it.
 */
const TUTORIALS_DUE_KEY = 'gc_tutorials_due';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function markTutorialsDue(store: KeyValueStore, userId: string): void {
  store.setItem(TUTORIALS_DUE_KEY, userId);
}

export function areTutorialsDue(store: KeyValueStore, userId: string | undefined): boolean {
  return userId !== undefined && store.getItem(TUTORIALS_DUE_KEY) === userId;
}

/** Skip and Watch both answer the dialog for good. */
export function dismissTutorials(store: KeyValueStore): void {
  store.removeItem(TUTORIALS_DUE_KEY);
}
