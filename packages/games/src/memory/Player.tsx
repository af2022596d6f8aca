import type { GamePlayerProps } from '../core/game-player.ts';
import { MemoryGame } from './MemoryGame.tsx';

export { memoryResultSummary as resultSummary } from './result-summary.ts';
/** Memory's words and its result summary, for the page (see GamePlayerModule). */
export { memoryWords as words } from './words.ts';

/** Memory as players see it. */
export default function MemoryPlayer(props: GamePlayerProps) {
  return <MemoryGame {...props} />;
}
