import { QuestionGame, type QuestionGamePlayerProps } from '../quiz/QuestionGame.tsx';

/** Guess-the-picture as players see it: the quiz's question game, each question a picture. */
export default function GuessThePicturePlayer(props: QuestionGamePlayerProps) {
  return <QuestionGame {...props} mode="scored" />;
}
