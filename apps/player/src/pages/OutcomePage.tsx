import type { ResultSummary } from '@gc/games/core/game-definition';
import { type ReactNode, useId } from 'react';
import { safeAssetUrl } from '../document/page-style.ts';
import type { ShownOutcome } from '../document/texts.ts';
import { GameResultSummary } from './GameResultSummary.tsx';
import { PageButton, PageHeading, PageText } from './PageParts.tsx';

/**
 * A result: the outcome's picture, title and text, the game's own result (a quiz's score and outcome)
 * when it has one, what the play won (if anything), and the button.
 */
export function OutcomePage({
  content,
  imageAlt,
  summary = null,
  isSummaryInsteadOfText = false,
  button,
  children,
}: {
  content: ShownOutcome;
  imageAlt: string;
  /** The game's own result of the play (GameDefinition.resultSummary); null for a game without one. */
  summary?: ResultSummary | null;
  /** The summary takes the place of the outcome's text (a lose page), instead of following it. */
  isSummaryInsteadOfText?: boolean;
  button?: { label: string; onClick(): void };
  /** The prize of a real win (the published page); the preview has none. */
  children?: ReactNode;
}) {
  const summaryId = useId();
  const image = safeAssetUrl(content.image);
  return (
    <>
      {image && <img className="gc-outcome-image" src={image} alt={imageAlt} />}
      <PageHeading describedBy={summary ? summaryId : undefined}>{content.title}</PageHeading>
      {!(summary && isSummaryInsteadOfText) && <PageText text={content.text} />}
      {summary && <GameResultSummary id={summaryId} summary={summary} />}
      {children}
      {button && <PageButton label={button.label} onClick={button.onClick} />}
    </>
  );
}
