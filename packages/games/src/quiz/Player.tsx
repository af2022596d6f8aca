import type { GamePlayerProps } from '../core/game-player.ts';
import { QuestionGame } from './QuestionGame.tsx';

/** The question games' words, for the page to give the Player as its labels (see GamePlayerModule). */
export { quizWords as words } from './words.ts';

/** The quiz as players see it: the question game with a verdict after each answer. */
export default function QuizPlayer(props: GamePlayerProps) {
  return <QuestionGame {...props} mode="scored" />;
}
