import { Suspense, useEffect, useRef, useState } from 'react';
import type { ChromeStrings } from '../chrome/chrome-strings.ts';
import { type DecidedAnswer, type GamePlay, isOpened } from '../game/game-play.ts';
import { lazyGamePlayer } from '../game/lazy-game-player.ts';
import { resultDelayMs } from '../game/result-delay.ts';
import { useReducedMotion } from '../game/use-reduced-motion.ts';
import { PlayFailure } from '../live/play-failure.ts';
import { GamePlaceholder } from './GamePlaceholder.tsx';
import { PageHeading, PageText } from './PageParts.tsx';

export type GamePageProps = {
  title: string;
  text: string;
  campaignType: string;
  /** The game's settings from the document (document.game.settings); may be a half-edited working copy. */
  settings: unknown;
  language: string;
  fallbackLanguage: string;
  chrome: ChromeStrings;
  /** Makes a play; the page shows its answer. Without it (or without a Player for the type) the placeholder shows. */
  play?: GamePlay;
  /** Moves on to the page the play's answer names (win, lose, no-more-plays…), after the result delay. */
  onResult(page: string): void;
  /** The campaign's date by the server's clock (GamePlayerProps.today). */
  today?: string;
  /** Where the placeholder's button leads, for types without a Player. */
  onSkip?: () => void;
};

/**
 * The game page: the marketer's game texts and the campaign type's Player, loaded on demand. The Player
 * animates what `play` answers; when the game has shown it, the page waits the campaign's result delay
 * (showWinPageAfter, result-delay.ts) and moves on to the answer's page.
 */
export function GamePage(props: GamePageProps) {
  const { title, text, campaignType, settings, language, fallbackLanguage, chrome, play } = props;
  const isReducedMotion = useReducedMotion();
  const [failure, setFailure] = useState<string | null>(null);
  const answerPage = useRef<string | null>(null);
  // The latest onResult: the page may re-render (a preview update) while the result waits.
  const onResultRef = useRef(props.onResult);
  onResultRef.current = props.onResult;
  const resultTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Leaving the game page (the builder shows another page) drops a result still waiting.
  useEffect(() => () => clearTimeout(resultTimer.current), []);
  const Player = lazyGamePlayer(campaignType);
  // An empty settings object (a document made without a game's defaults) has nothing to play with.
  const hasSettings = typeof settings === 'object' && settings !== null && Object.keys(settings).length > 0;

  if (!Player || !hasSettings || !play) {
    return (
      <GamePlaceholder title={title} text={text} campaignType={campaignType} chrome={chrome} onPlay={props.onSkip} />
    );
  }

  // Every call shows its failure (the published page says why, in the player's language; anything else
  // gets the generic words) and rethrows, so that the Player becomes playable again.
  async function shown<T>(call: () => Promise<T>): Promise<T> {
    setFailure(null);
    try {
      return await call();
    } catch (error) {
      setFailure(error instanceof PlayFailure ? error.message : chrome.playFailed);
      throw error;
    }
  }
  const decided = (answer: DecidedAnswer) => {
    answerPage.current = answer.page;
    return { result: answer.result };
  };
  const playOnce = (input?: unknown) =>
    shown(async () => {
      const answer = await play.play(input);
      // A multi-step game started with play(): nothing decided yet, nothing to show.
      return isOpened(answer) ? { result: null } : decided(answer);
    });
  const openPlay = () =>
    shown(async () => {
      const answer = await play.play();
      if (isOpened(answer)) return { view: answer.view };
      // No play happened (no plays left, campaign over): the page moves on to its answer.
      decided(answer);
      return null;
    });
  const takeStep = (index: number, step: unknown) => shown(() => play.takeStep(index, step));
  const finishPlay = () => shown(async () => decided(await play.finishPlay()));
  const finish = () => {
    const page = answerPage.current;
    if (!page) return;
    clearTimeout(resultTimer.current);
    resultTimer.current = setTimeout(() => onResultRef.current(page), resultDelayMs(settings, page, isReducedMotion));
  };

  return (
    <>
      <PageHeading>{title}</PageHeading>
      <PageText text={text} />
      <Suspense fallback={<div className="gc-game-loading" aria-busy="true" />}>
        <Player
          settings={settings}
          language={language}
          fallbackLanguage={fallbackLanguage}
          play={playOnce}
          openPlay={openPlay}
          takeStep={takeStep}
          finishPlay={finishPlay}
          onFinished={finish}
          isReducedMotion={isReducedMotion}
          today={props.today}
          usedPlayKeys={play?.usedKeys}
        />
      </Suspense>
      {failure && (
        <p className="gc-text gc-error" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
