import { PREVIEW_PATH } from '@gc/contracts/preview-messages';
import { chromeFor } from './chrome/chrome-strings.ts';
import { NoticeScreen } from './NoticeScreen.tsx';
import { PreviewApp } from './preview/PreviewApp.tsx';

/**
 * The published-campaign runtime, served at /p/. /p/preview is the builder's live preview; any other
 * path names a campaign (/p/<slug>), which shows a neutral note until publishing adds releases.
 */
export function PlayerApp() {
  const path = window.location.pathname.replace(/\/+$/, '');
  if (path === PREVIEW_PATH) return <PreviewApp />;
  const chrome = chromeFor(navigator.language);
  return <NoticeScreen title={chrome.notFoundTitle} text={chrome.notFoundText} lang={navigator.language} />;
}
