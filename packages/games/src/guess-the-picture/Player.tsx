import type { GamePlayerProps } from '../core/game-player.ts';
import { QuestionGame } from '../quiz/QuestionGame.tsx';

/** The question games' words, for the page to give the Player as its labels (see GamePlayerModule). */
export { quizWords as words } from '../quiz/words.ts';

/** Guess-the-picture as players see it: the quiz's question game, each question a picture. */
export default function GuessThePicturePlayer(props: GamePlayerProps) {
  return <QuestionGame {...props} mode="scored" />;
}
