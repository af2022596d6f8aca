import { Group, NumberInput, Select, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorHost } from '../editor-registry-types.ts';
import { EditorQuestionCard } from '../quiz/EditorQuestionCard.tsx';
import { newAnswer } from '../quiz/editor-questions.ts';
import { withBounds, withoutSurveyAnswer, withType } from './editor-survey.ts';
import {
  hasAnswers,
  SURVEY_ANSWERS_MAX,
  SURVEY_ANSWERS_MIN,
  SURVEY_QUESTION_TYPES,
  type SurveyQuestion,
  type SurveyQuestionType,
} from './survey-schemas.ts';

type Props = {
  question: SurveyQuestion;
  place: { position: number; isFirst: boolean; isLast: boolean; canRemove: boolean };
  languages: readonly string[];
  canEdit: boolean;
  host: EditorHost;
  onChange(question: SurveyQuestion): void;
  onMove(direction: -1 | 1): void;
  onRemove(): void;
};

/**
 * One survey question: its texts, picture and answers (the question games' card), and what a survey
 * adds: the answer type, whether an answer is required, a multiple choice's bounds, whether the
 * picture shows and whether the answers are shuffled. A free text has no answers to write.
 */
export function EditorSurveyQuestion({ question, place, languages, canEdit, host, onChange, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  const disabled = !canEdit;
  const { position } = place;
  const change = (patch: Partial<SurveyQuestion>) => onChange(withBounds({ ...question, ...patch }));
  return (
    <EditorQuestionCard<SurveyQuestion['answers'][number], SurveyQuestion>
      question={question}
      {...place}
      languages={languages}
      canEdit={canEdit}
      host={host}
      answerBounds={{ min: SURVEY_ANSWERS_MIN, max: SURVEY_ANSWERS_MAX }}
      makeAnswer={() => newAnswer()}
      removeAnswer={withoutSurveyAnswer}
      onChange={(next) => onChange(withBounds(next))}
      onMove={onMove}
      onRemove={onRemove}
      wrapAnswers={(answers) =>
        hasAnswers(question.type) ? (
          answers
        ) : (
          <Text size="sm" c="gray.7">
            {t('game.survey.freeTextNoAnswers')}
          </Text>
        )
      }
      renderAnswerExtra={() => null}
    >
      <Select
        label={t('game.survey.questionType', { position })}
        data={SURVEY_QUESTION_TYPES.map((type) => ({ value: type, label: t(`game.survey.types.${type}`) }))}
        value={question.type}
        allowDeselect={false}
        disabled={disabled}
        onChange={(value) => value && onChange(withType(question, value as SurveyQuestionType))}
      />
      <Switch
        label={t('game.survey.answerMandatory')}
        checked={question.answerMandatory}
        disabled={disabled}
        onChange={(event) => change({ answerMandatory: event.currentTarget.checked })}
      />
      {question.type === 'MULTI_CHOICE' && (
        <Group grow align="flex-start">
          <NumberInput
            label={t('game.survey.minAnswers', { position })}
            value={question.minAnswersTreshold}
            min={1}
            max={question.answers.length}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            disabled={disabled}
            onChange={(value) => typeof value === 'number' && change({ minAnswersTreshold: value })}
          />
          <NumberInput
            label={t('game.survey.maxAnswers', { position })}
            value={question.maxAnswersTreshold}
            min={1}
            max={question.answers.length}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            disabled={disabled}
            onChange={(value) => typeof value === 'number' && change({ maxAnswersTreshold: value })}
          />
        </Group>
      )}
      <Switch
        label={t('game.survey.showImage')}
        checked={question.showImage}
        disabled={disabled}
        onChange={(event) => change({ showImage: event.currentTarget.checked })}
      />
      {question.type !== 'FREE_TEXT' && question.type !== 'SCALE' && (
        <Switch
          label={t('game.survey.shuffleAnswers')}
          checked={question.shuffleAnswers}
          disabled={disabled}
          onChange={(event) => change({ shuffleAnswers: event.currentTarget.checked })}
        />
      )}
    </EditorQuestionCard>
  );
}
