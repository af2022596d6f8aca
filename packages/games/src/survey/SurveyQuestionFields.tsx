import { fillText } from '../quiz/quiz-play-model.ts';
import { type Draft, FREE_TEXT_LIMIT, type PlaySurveyQuestion } from './survey-play-model.ts';
import type { SurveyWords } from './words.ts';

type Props = {
  question: PlaySurveyQuestion;
  draft: Draft;
  words: SurveyWords;
  /** The question's heading, which names the group or the text box. */
  labelledBy: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  isDisabled: boolean;
  onChange(draft: Draft): void;
};

/**
 * The inputs of one question: radio buttons for a single choice or a scale (in a row), check boxes for
 * a multiple choice, a text box with a counter for a free text. Native inputs, so that arrow keys, Space
 * and Enter work as players expect and assistive technology names every answer.
 */
export function SurveyQuestionFields({
  question,
  draft,
  words,
  labelledBy,
  describedBy,
  isInvalid,
  isDisabled,
  onChange,
}: Props) {
  if (question.type === 'FREE_TEXT') {
    const left = FREE_TEXT_LIMIT - draft.text.length;
    return (
      <div className="gsv-text">
        <textarea
          id={`${labelledBy}-text`}
          aria-labelledby={labelledBy}
          aria-describedby={[describedBy, `${labelledBy}-count`].filter(Boolean).join(' ')}
          aria-invalid={isInvalid || undefined}
          aria-required={question.isMandatory || undefined}
          placeholder={words.yourAnswer}
          maxLength={FREE_TEXT_LIMIT}
          rows={4}
          value={draft.text}
          readOnly={isDisabled}
          onChange={(event) => onChange({ answerIds: [], text: event.currentTarget.value })}
        />
        <span className="gsv-count" id={`${labelledBy}-count`}>
          {fillText(words.charactersLeft, { count: left })}
        </span>
      </div>
    );
  }
  const isMultiple = question.type === 'MULTI_CHOICE';
  const name = `gsv-${question.id}`;
  const toggle = (id: string, isChecked: boolean) => {
    if (!isMultiple) return onChange({ answerIds: [id], text: '' });
    const rest = draft.answerIds.filter((picked) => picked !== id);
    onChange({ answerIds: isChecked ? [...rest, id] : rest, text: '' });
  };
  // A radio group says whether an answer is required and wrong; a group of check boxes has no such states.
  const groupRole = isMultiple
    ? { role: 'group' }
    : {
        role: 'radiogroup',
        'aria-required': question.isMandatory || undefined,
        'aria-invalid': isInvalid || undefined,
      };
  return (
    <div className="gsv-answers" data-kind={question.type === 'SCALE' ? 'scale' : 'list'} {...groupRole}>
      {question.answers.map((answer, index) => {
        const id = `${name}-${index}`;
        return (
          <label key={answer.id} className="gsv-answer" htmlFor={id}>
            <input
              id={id}
              type={isMultiple ? 'checkbox' : 'radio'}
              name={name}
              value={answer.id}
              checked={draft.answerIds.includes(answer.id)}
              disabled={isDisabled}
              onChange={(event) => toggle(answer.id, event.currentTarget.checked)}
            />
            {answer.imageUrl && <img className="gsv-answer-image" src={answer.imageUrl} alt="" />}
            <span>{answer.text || String(index + 1)}</span>
          </label>
        );
      })}
    </div>
  );
}
