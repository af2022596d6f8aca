import type { GamePlayerProps } from '../core/game-player.ts';
import { QuestionGame } from '../quiz/QuestionGame.tsx';

/** Guess-the-picture as players see it: the quiz's question game, each question a picture. */
export default function GuessThePicturePlayer(props: GamePlayerProps) {
  return <QuestionGame {...props} mode="scored" />;
}
