import type { GamePlayerProps } from '../core/game-player.ts';
import { QuestionGame } from '../quiz/QuestionGame.tsx';

/** The personality test as players see it: the question game without a verdict, one question after another. */
export default function PersonalityTestPlayer(props: GamePlayerProps) {
  return <QuestionGame {...props} mode="personality" />;
}
