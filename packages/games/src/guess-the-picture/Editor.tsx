import type { GameEditorProps } from '../editor-registry-types.ts';
import { QuizEditor } from '../quiz/Editor.tsx';
import type { GuessThePictureSettings } from './definition.ts';

/** Guess-the-picture's questions and outcomes: the quiz's editor with the picture first in each question. */
export default function GuessThePictureEditor(props: GameEditorProps<GuessThePictureSettings>) {
  return <QuizEditor {...props} isPictureQuiz />;
}
