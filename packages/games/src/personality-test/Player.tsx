import { QuestionGame, type QuestionGamePlayerProps } from '../quiz/QuestionGame.tsx';

/** The personality test as players see it: the question game without a verdict, one question after another. */
export default function PersonalityTestPlayer(props: QuestionGamePlayerProps) {
  return <QuestionGame {...props} mode="personality" />;
}
