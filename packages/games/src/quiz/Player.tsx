import { QuestionGame, type QuestionGamePlayerProps } from './QuestionGame.tsx';

/** The quiz as players see it: the question game with a verdict after each answer. */
export default function QuizPlayer(props: QuestionGamePlayerProps) {
  return <QuestionGame {...props} mode="scored" />;
}
