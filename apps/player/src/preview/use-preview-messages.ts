import type { PreviewReadyMessage, PreviewShowMessage } from '@gc/contracts/preview-messages';
import { useEffect, useRef } from 'react';
import { isShowMessage } from './show-message.ts';

/**
 * Listens for the builder's show messages (from this origin only) and then tells the parent frame it is
 * ready, so the builder knows when to send; it sends again on every change.
 */
export function usePreviewMessages(onShow: (message: PreviewShowMessage) => void) {
  const onShowRef = useRef(onShow);
  onShowRef.current = onShow;

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (isShowMessage(event.data)) onShowRef.current(event.data);
    };
    window.addEventListener('message', listener);
    const ready: PreviewReadyMessage = { type: 'gc-preview:ready' };
    window.parent.postMessage(ready, window.location.origin);
    return () => window.removeEventListener('message', listener);
  }, []);
}
