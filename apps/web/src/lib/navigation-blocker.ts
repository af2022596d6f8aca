import { useEffect, useSyncExternalStore } from 'react';
import type { Blocker, BlockerFunction, Location, NavigationType } from 'react-router';

const UNBLOCKED: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

let shouldBlock: BlockerFunction | null = null;
let blocker: Blocker = UNBLOCKED;
const listeners = new Set<() => void>();

function setBlocker(next: Blocker) {
  blocker = next;
  for (const listener of listeners) listener();
}

/**
 * Asked by the app's router (app/AppRouter.tsx) before each navigation: true when the mounted blocker
 * holds it. The navigation then waits for the page: `proceed()` runs `go` (the navigation, let
 * through), `reset()` drops it. A navigation let through is not asked about again.
 */
export function holdsNavigation(
  currentLocation: Location,
  nextLocation: Location,
  historyAction: NavigationType,
  go: () => void,
): boolean {
  if (blocker.state === 'proceeding') {
    setBlocker(UNBLOCKED);
    return false;
  }
  if (!shouldBlock?.({ currentLocation, nextLocation, historyAction })) return false;
  setBlocker({
    state: 'blocked',
    location: nextLocation,
    proceed() {
      setBlocker({ state: 'proceeding', location: nextLocation, proceed: undefined, reset: undefined });
      go();
    },
    reset: () => setBlocker(UNBLOCKED),
  });
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * React Router's `useBlocker` for the app's declarative router (its own needs the data router, 17 KB
 * gzip of the log-in page: docs/decisions.md, issue 18), with the same answer: a page that must not
 * be left shows its own dialog while `state` is "blocked". One blocker at a time, as React Router's.
 */
export function useBlocker(when: BlockerFunction): Blocker {
  useEffect(() => {
    shouldBlock = when;
  }, [when]);
  useEffect(
    () => () => {
      shouldBlock = null;
      setBlocker(UNBLOCKED);
    },
    [],
  );
  return useSyncExternalStore(subscribe, () => blocker);
}
