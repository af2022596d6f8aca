import type { GamePlayerProps } from '../core/game-player.ts';
import { QuestionGame } from '../quiz/QuestionGame.tsx';

export { quizResultSummary as resultSummary } from '../quiz/result-summary.ts';
/** The question games' words and the game's result summary, for the page (see GamePlayerModule). */
export { quizWords as words } from '../quiz/words.ts';

/** Guess-the-picture as players see it: the quiz's question game, each question a picture. */
export default function GuessThePicturePlayer(props: GamePlayerProps) {
  return <QuestionGame {...props} mode="scored" />;
}
