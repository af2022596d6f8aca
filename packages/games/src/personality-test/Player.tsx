import type { GamePlayerProps } from '../core/game-player.ts';
import { QuestionGame } from '../quiz/QuestionGame.tsx';

/** The question games' words and the game's result summary, for the page (see GamePlayerModule). */
export { quizWords as words } from '../quiz/words.ts';
export { personalityResultSummary as resultSummary } from './result-summary.ts';

/** The personality test as players see it: the question game without a verdict, one question after another. */
export default function PersonalityTestPlayer(props: GamePlayerProps) {
  return <QuestionGame {...props} mode="personality" />;
}
