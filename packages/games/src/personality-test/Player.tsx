import type { GamePlayerProps } from '../core/game-player.ts';
import { QuestionGame } from '../quiz/QuestionGame.tsx';

/** The question games' words, for the page to give the Player as its labels (see GamePlayerModule). */
export { quizWords as words } from '../quiz/words.ts';

/** The personality test as players see it: the question game without a verdict, one question after another. */
export default function PersonalityTestPlayer(props: GamePlayerProps) {
  return <QuestionGame {...props} mode="personality" />;
}
