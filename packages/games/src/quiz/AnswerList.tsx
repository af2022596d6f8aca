import type { PlayAnswer, QuizLooks, StepFeedback } from './quiz-play-model.ts';
import { fillText, readableTextOn } from './quiz-play-model.ts';
import type { QuizWords } from './words.ts';

type Props = {
  answers: readonly PlayAnswer[];
  looks: QuizLooks;
  texts: QuizWords;
  /** Answers can be chosen (a question waiting for its answer, not being sent). */
  isChoosable: boolean;
  /** The answer sent, while it is sent and after. */
  chosenId: string | null;
  /** The server's verdict, once it came: the chosen and the correct answer are marked. */
  feedback: StepFeedback | null;
  onChoose(answerId: string): void;
};

/** The name of an answer: its text, else "Answer n" (an answer that is only a picture). */
export function answerName(answer: PlayAnswer, index: number, texts: QuizWords): string {
  return answer.text || fillText(texts.answerN, { n: index + 1 });
}

/**
 * A question's answers as buttons (the click interaction, the swipe cards' alternative after an answer,
 * and the way every answer is shown with its verdict). The verdict is never colour alone: a mark and a
 * word say which answer was chosen and which is correct.
 */
export function AnswerList({ answers, looks, texts, isChoosable, chosenId, feedback, onChoose }: Props) {
  return (
    <ul className="gcq-answers">
      {answers.map((answer, index) => {
        const isChosen = answer.id === chosenId;
        const isRight =
          feedback?.isCorrect != null &&
          answer.id === (feedback.correctAnswerId ?? (feedback.isCorrect ? chosenId : null));
        const isWrongChoice = feedback?.isCorrect === false && isChosen;
        const colour = isRight ? looks.correctColour : isWrongChoice ? looks.incorrectColour : null;
        const marks = [isChosen && feedback ? texts.yourAnswer : null, isRight ? texts.rightAnswer : null].filter(
          (mark): mark is string => mark !== null,
        );
        return (
          <li key={answer.id}>
            <button
              type="button"
              className="gcq-answer"
              data-chosen={isChosen || undefined}
              data-verdict={isRight ? 'correct' : isWrongChoice ? 'incorrect' : undefined}
              style={colour ? { background: colour, color: readableTextOn(colour), borderColor: colour } : undefined}
              // aria-disabled while choosable-but-busy keeps focus on the button; after the verdict they are done.
              disabled={feedback !== null}
              aria-disabled={!isChoosable || undefined}
              aria-pressed={isChosen}
              onClick={() => isChoosable && onChoose(answer.id)}
            >
              {answer.imageUrl && <img className="gcq-answer-image" src={answer.imageUrl} alt="" />}
              <span className="gcq-answer-text">{answerName(answer, index, texts)}</span>
              {marks.length > 0 && (
                <span className="gcq-answer-mark">
                  <span aria-hidden="true">{isRight ? '✓ ' : '✗ '}</span>
                  {marks.join(' · ')}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
