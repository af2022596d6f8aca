import type { GamePlayerProps } from '../core/game-player.ts';
import { QuestionGame } from './QuestionGame.tsx';

export { quizResultSummary as resultSummary } from './result-summary.ts';
/** The question games' words and the game's result summary, for the page (see GamePlayerModule). */
export { quizWords as words } from './words.ts';

/** The quiz as players see it: the question game with a verdict after each answer. */
export default function QuizPlayer(props: GamePlayerProps) {
  return <QuestionGame {...props} mode="scored" />;
}
