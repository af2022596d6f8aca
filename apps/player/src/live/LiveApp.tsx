import { chromeFor } from '../chrome/chrome-strings.ts';
import { playStringsFor } from '../chrome/play-strings.ts';
import { NoticeScreen } from '../NoticeScreen.tsx';
import { LiveCampaign } from './LiveCampaign.tsx';
import { chooseLanguage } from './language-choice.ts';
import { problemMessage } from './problem-message.ts';
import { usePublishedCampaign } from './use-published-campaign.ts';

/**
 * A published campaign at /p/{slug}: loads its current release, then shows it in the player's
 * language. Until then the words are the browser's language's.
 */
export function LiveApp({ slug }: { slug: string }) {
  const [load, retry] = usePublishedCampaign(slug);
  const browserLanguage = navigator.language;
  const strings = playStringsFor(browserLanguage);

  if (load.status === 'loading') return <NoticeScreen text={strings.loading} lang={browserLanguage} isBusy />;
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

  const { campaign } = load;
  const { languages, defaultLanguage } = campaign.document.languageOptions;
  const language = chooseLanguage(languages, defaultLanguage, window.location.search, navigator.languages ?? []);
  if (campaign.availability === 'scheduled') {
    const own = playStringsFor(language);
    const start = campaign.startDate
      ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(
          new Date(campaign.startDate),
        )
      : '';
    return <NoticeScreen title={own.comingSoon} text={own.startsOn.replace('{date}', start)} lang={language} />;
  }
  return <LiveCampaign campaign={campaign} language={language} />;
}
