import type { PreviewShowMessage } from '@gc/contracts/preview-messages';
import type { GameResult } from '@gc/games/core/game-server';
import { useRef, useState } from 'react';
import { chromeFor } from '../chrome/chrome-strings.ts';
import { loadLocale } from '../chrome/locale-cache.ts';
import { useLocaleReady } from '../chrome/use-locale-ready.ts';
import { celebrate } from '../game/confetti.ts';
import { type GamePlay, isOpened } from '../game/game-play.ts';
import { useReducedMotion } from '../game/use-reduced-motion.ts';
import { NoticeScreen } from '../NoticeScreen.tsx';
import { CampaignView } from '../pages/CampaignView.tsx';
import { RenderErrorBoundary } from '../RenderErrorBoundary.tsx';
import { previewPlay } from './preview-play.ts';
import { usePreviewMessages } from './use-preview-messages.ts';

type Shown = { message: PreviewShowMessage; page: string; isOwnNavigation: boolean };

/**
 * The builder's live preview (/p/preview in an iframe): renders whatever the builder last sent. The
 * marketer may click through the flow; the builder's next message shows its page again.
 */
export function PreviewApp() {
  const [shown, setShown] = useState<Shown | null>(null);
  // The result of the marketer's last play in the preview; the builder's next message forgets it.
  const [gameResult, setGameResult] = useState<GameResult | null>(null);
  const isReducedMotion = useReducedMotion();
  const lastMessage = useRef(0);
  // A message shows once its language's words are loaded, so the frame never shows English first; only
  // the latest message shows when an earlier one's language arrives later.
  usePreviewMessages((message) => {
    const sequence = ++lastMessage.current;
    loadLocale(message.language).then(() => {
      if (sequence !== lastMessage.current) return;
      setShown({ message, page: message.page, isOwnNavigation: false });
      setGameResult(null);
    });
  });

  // The builder's UI language is not known here; the browser's is the best guess for these two notes.
  const isBrowserLanguageReady = useLocaleReady(navigator.language);
  const chrome = chromeFor(navigator.language);
  if (!shown) {
    return isBrowserLanguageReady ? <NoticeScreen text={chrome.previewWaiting} lang={navigator.language} /> : null;
  }
  const { message } = shown;
  const local = previewPlay(message.campaignType, message.document.game?.settings, Math.random, message.asOfDate);
  const play: GamePlay = {
    ...local,
    async play(input) {
      const answer = await local.play(input);
      if (!isOpened(answer)) setGameResult(answer.result);
      return answer;
    },
    async finishPlay() {
      const answer = await local.finishPlay();
      setGameResult(answer.result);
      return answer;
    },
  };
  return (
    <RenderErrorBoundary
      resetKey={shown}
      fallback={<NoticeScreen text={chromeFor(message.language).previewFailed} lang={message.language} />}
    >
      <CampaignView
        document={message.document}
        campaignType={message.campaignType}
        language={message.language}
        page={shown.page}
        device={message.device}
        isPreview
        shouldFocusHeading={shown.isOwnNavigation}
        onNavigate={(page) => {
          setShown({ message, page, isOwnNavigation: true });
          // A win reached by playing shows the confetti the campaign asks for, as the published page does.
          if (page === 'win') celebrate(message.document.game?.settings, isReducedMotion);
        }}
        play={play}
        // The preview plays by the builder's clock (preview-play.ts), or on the day the marketer chose.
        today={message.asOfDate ?? new Date().toLocaleDateString('en-CA')}
        gameResult={gameResult}
      />
    </RenderErrorBoundary>
  );
}
