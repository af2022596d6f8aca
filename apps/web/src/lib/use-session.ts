import { useSyncExternalStore } from 'react';
import { getSession, type SessionSnapshot, subscribeSession } from './session.ts';

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
