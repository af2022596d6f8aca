import type { ResultSummary } from '@gc/games/core/game-definition';
import { safeAssetUrl } from '../document/page-style.ts';

/**
 * The game's own result of the play (a quiz's score and outcome, a personality), as its resultSummary
 * words it. The page's heading names it as its description (`id`), so a screen reader announces it with
 * the result when the heading takes focus.
 */
export function GameResultSummary({ id, summary }: { id: string; summary: ResultSummary }) {
  const image = safeAssetUrl(summary.imageUrl);
  return (
    <section className="gc-result-summary" id={id} data-testid="game-result">
      {/* Decorative: the title next to it says what it shows. */}
      {image && <img className="gc-outcome-image gc-result-summary-image" src={image} alt="" />}
      {summary.scoreText && <p className="gc-result-score">{summary.scoreText}</p>}
      {summary.title && <h2 className="gc-result-summary-title">{summary.title}</h2>}
      {summary.text && <p className="gc-text">{summary.text}</p>}
    </section>
  );
}
