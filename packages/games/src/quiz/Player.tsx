import type { GamePlayerProps } from '../core/game-player.ts';
import { QuestionGame } from './QuestionGame.tsx';

/** The quiz as players see it: the question game with a verdict after each answer. */
export default function QuizPlayer(props: GamePlayerProps) {
  return <QuestionGame {...props} mode="scored" />;
}
