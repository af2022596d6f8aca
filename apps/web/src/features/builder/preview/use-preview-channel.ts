import { isPreviewMessage, type PreviewShowMessage } from '@gc/contracts/preview-messages';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** How long the player may take to say it listens before the pane says the preview is unavailable. */
const READY_TIMEOUT_MS = 15_000;

/**
 * The sandboxed preview has an opaque origin: its messages arrive from "null", and ours can only be
 * addressed to "*". What is heard is still only this iframe's window (event.source), and what is sent
 * goes only to that window.
 */
const SANDBOXED_ORIGIN = 'null';

/**
 * The builder's side of the preview conversation: once the iframe says it is ready, every new
 * message is posted to it. Only messages from this iframe are heard, so no other page can fake a
 * ready. A retry is a new iframe with a new channel (the caller re-mounts).
 */
export function usePreviewChannel(frameRef: RefObject<HTMLIFrameElement | null>, message: PreviewShowMessage) {
  const [status, setStatus] = useState<'starting' | 'ready' | 'unavailable'>('starting');
  const messageRef = useRef(message);
  messageRef.current = message;

  useEffect(() => {
    const post = () => frameRef.current?.contentWindow?.postMessage(messageRef.current, '*');
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== SANDBOXED_ORIGIN || event.source !== frameRef.current?.contentWindow) return;
      if (!isPreviewMessage(event.data) || event.data.type !== 'gc-preview:ready') return;
      setStatus('ready');
      post();
    };
    window.addEventListener('message', onMessage);
    const timer = window.setTimeout(
      () => setStatus((current) => (current === 'starting' ? 'unavailable' : current)),
      READY_TIMEOUT_MS,
    );
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
    };
  }, [frameRef]);

  useEffect(() => {
    if (status === 'ready') frameRef.current?.contentWindow?.postMessage(message, '*');
  }, [frameRef, message, status]);

  return status;
}
