import type { WalletResponse } from '@gc/contracts/play';
import { useCallback, useEffect, useState } from 'react';
import { playStringsFor } from '../chrome/play-strings.ts';
import { useLocaleReady } from '../chrome/use-locale-ready.ts';
import { walletStringsFor } from '../chrome/wallet-strings.ts';
import { type ApiError, fetchWallet } from '../live/play-api.ts';
import { problemMessage } from '../live/problem-message.ts';
import { NoticeScreen } from '../NoticeScreen.tsx';
import { WalletPrizeCard } from './WalletPrizeCard.tsx';
import { walletTokenOf } from './wallet-link.ts';
import './wallet.css';

type WalletLoad =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'failed'; error: ApiError }
  | { status: 'ready'; wallet: WalletResponse };

/** The wallet a link opens: a link without a token, or one the server refuses, is 'invalid'. */
function useWallet(token: string | null): [WalletLoad, () => void] {
  const [load, setLoad] = useState<WalletLoad>(token ? { status: 'loading' } : { status: 'invalid' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    // The attempt counter re-runs the effect (a retry); reading it here keeps the dependency honest.
    if (!token || attempt < 0) return;
    let isCurrent = true;
    setLoad({ status: 'loading' });
    fetchWallet(token).then((result) => {
      if (!isCurrent) return;
      if ('data' in result) setLoad({ status: 'ready', wallet: result.data });
      else if (result.error.code === 'WALLET_LINK_INVALID' || result.error.status === 400)
        setLoad({ status: 'invalid' });
      else setLoad({ status: 'failed', error: result.error });
    });
    return () => {
      isCurrent = false;
    };
  }, [token, attempt]);
  return [load, useCallback(() => setAttempt((n) => n + 1), [])];
}

/**
 * The player's prize wallet at /p/{slug}/wallet#t=… (issue 13): every voucher the signed link's player
 * won, as cards, in the language they registered in. Its own chunk: the game page never loads it.
 */
export default function WalletApp() {
  const [load, retry] = useWallet(walletTokenOf(window.location.hash));
  const browserLanguage = navigator.language;
  const language = load.status === 'ready' ? load.wallet.language : browserLanguage;
  const isLanguageReady = useLocaleReady(language);
  useEffect(() => {
    // A private page: never indexed, whatever links to it.
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    return () => robots.remove();
  }, []);
  useEffect(() => {
    if (load.status === 'ready' && isLanguageReady) document.title = walletStringsFor(language).title;
  }, [load.status, isLanguageReady, language]);
  if (!isLanguageReady) return null;
  const strings = walletStringsFor(language);
  const play = playStringsFor(language);
  if (load.status === 'loading') return <NoticeScreen text={play.loading} lang={language} isBusy />;
  if (load.status === 'invalid') {
    return <NoticeScreen title={strings.linkInvalidTitle} text={strings.linkInvalid} lang={language} />;
  }
  if (load.status === 'failed') {
    return (
      <NoticeScreen
        text={problemMessage(load.error, language)}
        lang={language}
        action={{ label: play.retry, onClick: retry }}
      />
    );
  }
  const { prizes } = load.wallet;
  return (
    <div className="gc-page" lang={language}>
      <main className="gc-card gcpw-wallet">
        <h1 className="gc-title">{strings.title}</h1>
        {prizes.length === 0 ? (
          <p className="gc-text gc-muted" data-testid="wallet-empty">
            {strings.empty}
          </p>
        ) : (
          <ul className="gcpw-list">
            {prizes.map((prize) => (
              <li key={prize.id}>
                <WalletPrizeCard prize={prize} language={language} strings={strings} play={play} />
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
