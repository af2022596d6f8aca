import { chooseLanguage } from '@gc/contracts/language-choice';
import { chromeFor } from '../chrome/chrome-strings.ts';
import { playStringsFor } from '../chrome/play-strings.ts';
import { useLocaleReady } from '../chrome/use-locale-ready.ts';
import { dateLocaleOf } from '../document/date-locale.ts';
import { ReplacesServedFirstPage, useServedFirstPage } from '../first-page/served-first-page.ts';
import { NoticeScreen } from '../NoticeScreen.tsx';
import { LiveCampaign } from './LiveCampaign.tsx';
import { problemMessage } from './problem-message.ts';
import { usePublishedCampaign } from './use-published-campaign.ts';

/**
 * A published campaign at /p/{slug}: loads its current release, then shows it in the player's
 * language once that language's words are loaded (main.tsx starts the likely ones early). Until then
 * the words are the browser's language's. Where the server sent the campaign's first page in the HTML,
 * that page stands instead of the loading notice until the player's first screen replaces it.
 */
export function LiveApp({ slug }: { slug: string }) {
  const screen = useLiveScreen(slug);
  return screen && <ReplacesServedFirstPage>{screen}</ReplacesServedFirstPage>;
}

function useLiveScreen(slug: string) {
  const isFirstPageServed = useServedFirstPage();
  const [load, retry] = usePublishedCampaign(slug);
  const browserLanguage = navigator.language;
  const strings = playStringsFor(browserLanguage);
  const options = load.status === 'ready' ? load.campaign.document.languageOptions : null;
  const language = options
    ? chooseLanguage(options.languages, options.defaultLanguage, window.location.search, navigator.languages ?? [])
    : browserLanguage;
  const isLanguageReady = useLocaleReady(language);
  const isBrowserLanguageReady = useLocaleReady(browserLanguage);
  const loading = isFirstPageServed ? null : <NoticeScreen text={strings.loading} lang={browserLanguage} isBusy />;

  // Nothing rather than English while the browser's language's words load; the campaign loads meanwhile
  // and shows as soon as it and its own language's words are here.
  if (!isBrowserLanguageReady && !(load.status === 'ready' && isLanguageReady)) return null;
  if (load.status === 'loading') return loading;
  if (load.status === 'failed') {
    // Offline, the server briefly unavailable (then it also loads again by itself) or a server error.
    return (
      <NoticeScreen
        text={problemMessage(load.error, browserLanguage)}
        lang={browserLanguage}
        action={{ label: strings.retry, onClick: retry }}
      />
    );
  }
  if (load.status === 'not-found') {
    const chrome = chromeFor(browserLanguage);
    return <NoticeScreen title={chrome.notFoundTitle} text={chrome.notFoundText} lang={browserLanguage} />;
  }
  if (!isLanguageReady) return loading;

  const { campaign } = load;
  if (campaign.availability === 'scheduled') {
    const own = playStringsFor(language);
    const start = campaign.startDate
      ? new Intl.DateTimeFormat(dateLocaleOf(language, campaign.document.game?.settings), {
          dateStyle: 'long',
          timeStyle: 'short',
        }).format(new Date(campaign.startDate))
      : '';
    return <NoticeScreen title={own.comingSoon} text={own.startsOn.replace('{date}', start)} lang={language} />;
  }
  return <LiveCampaign campaign={campaign} language={language} />;
}
