import { useSyncExternalStore } from 'react';
import { getSession, isSessionUnreachable, type SessionSnapshot, subscribeSession } from './session.ts';

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** True while a stored session waits for a server that did not answer its refresh (see markSessionUnreachable). */
export function useSessionUnreachable(): boolean {
  return useSyncExternalStore(subscribeSession, isSessionUnreachable, isSessionUnreachable);
}
