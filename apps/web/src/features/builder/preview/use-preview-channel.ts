import { isPreviewMessage, type PreviewShowMessage } from '@gc/contracts/preview-messages';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** How long the player may take to say it listens before the pane says the preview is unavailable. */
const READY_TIMEOUT_MS = 15_000;

/**
 * The builder's side of the preview conversation: once the iframe says it is ready, every new
 * message is posted to it. Only messages from our own origin and from this iframe are heard, and
 * messages go only to our own origin, so no other page can read the draft or fake a ready. A retry
 * is a new iframe with a new channel (the caller re-mounts).
 */
export function usePreviewChannel(frameRef: RefObject<HTMLIFrameElement | null>, message: PreviewShowMessage) {
  const [status, setStatus] = useState<'starting' | 'ready' | 'unavailable'>('starting');
  const messageRef = useRef(message);
  messageRef.current = message;

  useEffect(() => {
    const origin = window.location.origin;
    const post = () => frameRef.current?.contentWindow?.postMessage(messageRef.current, origin);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frameRef.current?.contentWindow) return;
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
    if (status === 'ready') frameRef.current?.contentWindow?.postMessage(message, window.location.origin);
  }, [frameRef, message, status]);

  return status;
}
