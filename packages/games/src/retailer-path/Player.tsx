import type { GamePlayerProps } from '../core/game-player.ts';
import { PathGame } from './PathGame.tsx';

export { pathResultSummary as resultSummary } from './result-summary.ts';
/** The path's words and its result summary, for the page (see GamePlayerModule). */
export { pathWords as words } from './words.ts';

/** The retailer's path game as players see it. */
export default function RetailerPathPlayer(props: GamePlayerProps) {
  return <PathGame {...props} />;
}
