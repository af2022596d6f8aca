import type { PresenceEditor } from '@gc/contracts/presence';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openPresenceSocket, type PresenceSocket } from './presence-socket.ts';

/** How long a taker waits for the evicted editor's save before taking control anyway (it may have vanished). */
export const HAND_OVER_TIMEOUT_MS = 15_000;
/** A refused handshake (an access token that expired while offline) is retried after the token's refresh. */
const RETRY_HANDSHAKE_MS = 5_000;

export type PresencePhase =
  /** Nobody else, or presence is off: the builder is free to use. */
  | { kind: 'alone' }
  /** Someone else edits: "Simultaneous sessions detected" (Go back / Take over). */
  | { kind: 'others'; others: PresenceEditor[] }
  /** Took over; waiting for the other editor's save. */
  | { kind: 'takingOver' }
  /** "You Now Have Control". */
  | { kind: 'confirmed' }
  /** Another editor takes over: the takeover notice while this one's work is saved. */
  | { kind: 'evicted' }
  /** Saved (or gave up) after an eviction: the builder must leave now. */
  | { kind: 'left' };

type Options = {
  campaignId: string;
  companyViewId: string | null;
  /** Off when the flag is off or the user cannot edit: no connection, no modal. */
  enabled: boolean;
  /** Saves the working copy when evicted; its outcome does not stop the leaving. */
  saveBeforeLeaving: () => Promise<unknown>;
};

/**
 * One editor at a time (spec §4 Editing session): joins the campaign's channel, shows who else is
 * editing, takes over (the others get `evict`, save and hand over) and is evicted in turn.
 */
export function useEditingPresence({ campaignId, companyViewId, enabled, saveBeforeLeaving }: Options) {
  const [phase, setPhase] = useState<PresencePhase>({ kind: 'alone' });
  const socketRef = useRef<PresenceSocket | null>(null);
  const saveRef = useRef(saveBeforeLeaving);
  saveRef.current = saveBeforeLeaving;
  // Set by the connection's effect: taking over needs its socket.
  const takeOverRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (!enabled) return;
    const socket = openPresenceSocket(companyViewId);
    socketRef.current = socket;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let handOverTimer: ReturnType<typeof setTimeout> | undefined;
    const othersIn = (editors: PresenceEditor[]) => editors.filter((editor) => editor.uuid !== socket.id);
    const takeControl = () => {
      clearTimeout(handOverTimer);
      setPhase((current) => (current.kind === 'takingOver' ? { kind: 'confirmed' } : current));
    };

    socket.on('connect', () => {
      socket.emit('join', campaignId, (answer) => {
        if (!answer.ok) {
          setPhase({ kind: 'alone' });
          return;
        }
        const others = othersIn(answer.editors);
        setPhase((current) => {
          if (current.kind === 'evicted' || current.kind === 'left' || current.kind === 'takingOver') return current;
          return others.length > 0 ? { kind: 'others', others } : { kind: 'alone' };
        });
      });
    });
    socket.on('connect_error', () => {
      // A middleware refusal is not retried by socket.io itself; a dropped connection is.
      if (!socket.active) retry = setTimeout(() => socket.connect(), RETRY_HANDSHAKE_MS);
    });
    socket.on('presence', (list) => {
      const others = othersIn(list.editors);
      setPhase((current) => {
        // The modal closes by itself when the other editor leaves or times out.
        if (current.kind === 'others') return others.length > 0 ? { kind: 'others', others } : { kind: 'alone' };
        return current;
      });
      if (others.length === 0) takeControl();
    });
    socket.on('handedOver', takeControl);
    socket.on('evict', async (message) => {
      setPhase({ kind: 'evicted' });
      try {
        await saveRef.current();
      } finally {
        socket.emit('saved', message.fromUUID);
        socket.emit('leave');
        setPhase({ kind: 'left' });
      }
    });

    const startHandOverTimer = () => {
      handOverTimer = setTimeout(takeControl, HAND_OVER_TIMEOUT_MS);
    };
    takeOverRef.current = () => {
      setPhase({ kind: 'takingOver' });
      socket.emit('takeOver', (answer) => {
        if (!answer.ok || answer.evicted === 0) takeControl();
        else startHandOverTimer();
      });
    };

    return () => {
      clearTimeout(retry);
      clearTimeout(handOverTimer);
      takeOverRef.current = () => {};
      socket.disconnect();
      socketRef.current = null;
    };
  }, [enabled, campaignId, companyViewId]);

  const takeOver = useCallback(() => takeOverRef.current(), []);
  const dismiss = useCallback(
    () => setPhase((current) => (current.kind === 'confirmed' ? { kind: 'alone' } : current)),
    [],
  );

  return { phase: enabled ? phase : ({ kind: 'alone' } as PresencePhase), takeOver, dismiss };
}
