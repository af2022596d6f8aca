import { PREVIEW_PATH } from '@gc/contracts/preview-messages';
import { lazy, Suspense } from 'react';
import { chromeFor } from './chrome/chrome-strings.ts';
import { useLocaleReady } from './chrome/use-locale-ready.ts';
import { LiveApp } from './live/LiveApp.tsx';
import { NoticeScreen } from './NoticeScreen.tsx';
import { PreviewApp } from './preview/PreviewApp.tsx';
import { WALLET_PATH } from './wallet/wallet-link.ts';

/** The prize wallet is its own chunk: a game page's first download never carries it. */
const WalletApp = lazy(() => import('./wallet/WalletApp.tsx'));

/**
 * The published-campaign runtime, served at /p/. /p/preview is the builder's live preview,
 * /p/<slug>/wallet a player's prize wallet; any other path names a published campaign (/p/<slug>).
 */
export function PlayerApp() {
  const path = window.location.pathname.replace(/\/+$/, '');
  // Nothing rather than English while the browser's language's words load (main.tsx started them).
  const isBrowserLanguageReady = useLocaleReady(navigator.language);
  // In the entry, not lazy: the preview listens for the builder's messages from its first render.
  if (path === PREVIEW_PATH) return <PreviewApp />;
  if (WALLET_PATH.test(path)) {
    return (
      <Suspense fallback={null}>
        <WalletApp />
      </Suspense>
    );
  }
  const slug = safeDecode(path.replace(/^\/p\//, ''));
  if (path.startsWith('/p/') && slug && !slug.includes('/')) return <LiveApp slug={slug} />;
  if (!isBrowserLanguageReady) return null;
  const chrome = chromeFor(navigator.language);
  return <NoticeScreen title={chrome.notFoundTitle} text={chrome.notFoundText} lang={navigator.language} />;
}

/** A malformed %-escape names no campaign rather than breaking the page. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
