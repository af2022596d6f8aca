import type { ChromeStrings } from '../chrome/chrome-strings.ts';
import { PageButton, PageHeading, PageText } from './PageParts.tsx';

/** 'spin-the-wheel' → 'Spin the wheel': the type's key is all the player knows of its name. */
export function campaignTypeLabel(type: string): string {
  const words = type.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The game page until each game's runtime exists: the marketer's game texts around a neutral panel
 * naming the game, and a button that plays on to the next page so the whole flow can be walked.
 */
export function GamePlaceholder({
  title,
  text,
  campaignType,
  chrome,
  onPlay,
}: {
  title: string;
  text: string;
  campaignType: string;
  chrome: ChromeStrings;
  onPlay?: () => void;
}) {
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <PageText text={text} />
      <div className="gc-game-placeholder">
        <strong className="gc-game-name">{campaignTypeLabel(campaignType)}</strong>
        <span>{chrome.gamePlaceholder}</span>
      </div>
      {onPlay && <PageButton label={chrome.play} onClick={onPlay} />}
    </>
  );
}
