import type { PreviewReadyMessage, PreviewShowMessage } from '@gc/contracts/preview-messages';
import { useEffect, useRef } from 'react';
import { isShowMessage } from './show-message.ts';

/**
 * Listens for the builder's show messages (from the parent frame, of this URL's origin, only) and then
 * tells the parent it is ready, so the builder knows when to send; it sends again on every change. The
 * builder frames the preview sandboxed (an opaque origin of its own), so the URL's origin is the check.
 */
export function usePreviewMessages(onShow: (message: PreviewShowMessage) => void) {
  const onShowRef = useRef(onShow);
  onShowRef.current = onShow;

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.source !== window.parent || event.origin !== window.location.origin) return;
      if (isShowMessage(event.data)) onShowRef.current(event.data);
    };
    window.addEventListener('message', listener);
    const ready: PreviewReadyMessage = { type: 'gc-preview:ready' };
    window.parent.postMessage(ready, window.location.origin);
    return () => window.removeEventListener('message', listener);
  }, []);
}
