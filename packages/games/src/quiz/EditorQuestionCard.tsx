import { Button, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorHost } from '../editor-registry-types.ts';
import { EditorItemHeader } from './EditorItemHeader.tsx';
import { appendItem, moveItem, patchItem, withText } from './editor-lists.ts';
import { newAnswer } from './editor-questions.ts';
import { ANSWERS_MAX, ANSWERS_MIN, type Answer, TEXT_MAX, type Texts } from './question-schemas.ts';

/** What every question game's question has; the quiz adds the correct answer and popups, the test personalities. */
export type EditableQuestion<A extends Answer> = {
  id: string;
  orderNumber: number;
  text: Texts;
  imageUrl: Texts;
  answers: A[];
};

type Props<A extends Answer, Q extends EditableQuestion<A>> = {
  question: Q;
  /** 1-based, as the marketer counts. */
  position: number;
  isFirst: boolean;
  isLast: boolean;
  canRemove: boolean;
  /** The languages whose inputs to show. */
  languages: readonly string[];
  canEdit: boolean;
  host: EditorHost;
  /** Guess-the-picture: the picture is the question, so it comes first and says so. */
  isPictureQuestion?: boolean;
  /** How many answers a question may have; the question games' 2 to 8 by default (a survey's scale takes 11). */
  answerBounds?: { min: number; max: number };
  /** Makes the answers a new question needs (the personality test's carry a personality). */
  makeAnswer(): A;
  /** What each answer adds: the quiz's correct-answer radio, the test's personality select. */
  renderAnswerExtra(answer: A, position: number, change: (patch: Partial<A>) => void): ReactNode;
  /** Wraps the answers (the quiz's radio group); without it they stand alone. */
  wrapAnswers?(answers: ReactNode): ReactNode;
  /** What the question adds below its answers (the quiz's popups). */
  children?: ReactNode;
  onChange(question: Q): void;
  /** Removing a question is asked first, by the list. */
  onRemove(): void;
  onMove(direction: -1 | 1): void;
  /** A question without one answer (the quiz also forgets a removed correct answer). */
  removeAnswer(question: Q, answerId: string): Q;
};

/** One question: its texts and picture per language, its answers (added, removed, reordered) and what the game adds. */
export function EditorQuestionCard<A extends Answer, Q extends EditableQuestion<A>>(props: Props<A, Q>) {
  const { question, position, languages, canEdit, host, onChange } = props;
  const { t } = useTranslation();
  const disabled = !canEdit;
  const change = (patch: Partial<Q>) => onChange({ ...question, ...patch });
  const changeAnswers = (answers: A[]) => change({ answers } as Partial<Q>);
  const title = t('game.quiz.questionTitle', { position });
  const { min: minAnswers, max: maxAnswers } = props.answerBounds ?? { min: ANSWERS_MIN, max: ANSWERS_MAX };

  const pictures = languages.map((code) => (
    <div key={code}>
      {host.renderImageField({
        label: t('game.quiz.questionImage', { language: code.toUpperCase() }),
        description: props.isPictureQuestion ? t('game.quiz.pictureImageHelp') : t('game.quiz.questionImageHelp'),
        value: question.imageUrl[code] ?? null,
        onChange: (url) => change({ imageUrl: withText(question.imageUrl, code, url ?? '') } as Partial<Q>),
        disabled,
      })}
    </div>
  ));

  const answers = (
    <Stack gap="xs">
      {question.answers.map((answer, index) => (
        <Paper
          key={answer.id}
          withBorder
          radius="sm"
          p="xs"
          role="group"
          aria-label={t('game.quiz.answerTitle', { position: index + 1 })}
        >
          <Stack gap={6}>
            <EditorItemHeader
              title={t('game.quiz.answerTitle', { position: index + 1 })}
              moveUpLabel={t('game.quiz.moveAnswerUp', { position: index + 1 })}
              moveDownLabel={t('game.quiz.moveAnswerDown', { position: index + 1 })}
              removeLabel={t('game.quiz.removeAnswer', { position: index + 1 })}
              isFirst={index === 0}
              isLast={index === question.answers.length - 1}
              canRemove={question.answers.length > minAnswers}
              disabled={disabled}
              onMove={(direction) => changeAnswers(moveItem(question.answers, answer.id, direction))}
              onRemove={() => onChange(props.removeAnswer(question, answer.id))}
            />
            <SimpleGrid
              type="container"
              cols={{ base: 1, '480px': Math.min(2, Math.max(1, languages.length)) }}
              spacing="xs"
            >
              {languages.map((code) => (
                <TextInput
                  key={code}
                  label={t('game.quiz.answerText', { position: index + 1, language: code.toUpperCase() })}
                  value={answer.text[code] ?? ''}
                  maxLength={TEXT_MAX}
                  disabled={disabled}
                  onChange={(event) =>
                    changeAnswers(
                      patchItem(question.answers, answer.id, {
                        text: withText(answer.text, code, event.currentTarget.value),
                      } as Partial<A>),
                    )
                  }
                />
              ))}
            </SimpleGrid>
            {host.renderImageField({
              label: t('game.quiz.answerImage', { position: index + 1 }),
              value: answer.imageUrl,
              onChange: (imageUrl) => changeAnswers(patchItem(question.answers, answer.id, { imageUrl } as Partial<A>)),
              disabled,
            })}
            {props.renderAnswerExtra(answer, index + 1, (patch) =>
              changeAnswers(patchItem(question.answers, answer.id, patch)),
            )}
          </Stack>
        </Paper>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        disabled={disabled || question.answers.length >= maxAnswers}
        onClick={() => changeAnswers(appendItem(question.answers, props.makeAnswer()))}
        w="fit-content"
      >
        {t('game.quiz.addAnswer')}
      </Button>
    </Stack>
  );

  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={title} data-testid="quiz-question">
      <Stack gap="xs">
        <EditorItemHeader
          title={title}
          moveUpLabel={t('game.quiz.moveQuestionUp', { position })}
          moveDownLabel={t('game.quiz.moveQuestionDown', { position })}
          removeLabel={t('game.quiz.removeQuestion', { position })}
          isFirst={props.isFirst}
          isLast={props.isLast}
          canRemove={props.canRemove}
          disabled={disabled}
          onMove={props.onMove}
          onRemove={props.onRemove}
        />
        {props.isPictureQuestion && pictures}
        <SimpleGrid
          type="container"
          cols={{ base: 1, '480px': Math.min(2, Math.max(1, languages.length)) }}
          spacing="xs"
        >
          {languages.map((code) => (
            <TextInput
              key={code}
              label={t('game.quiz.questionText', { position, language: code.toUpperCase() })}
              value={question.text[code] ?? ''}
              maxLength={TEXT_MAX}
              disabled={disabled}
              onChange={(event) =>
                change({ text: withText(question.text, code, event.currentTarget.value) } as Partial<Q>)
              }
            />
          ))}
        </SimpleGrid>
        {!props.isPictureQuestion && pictures}
        <Text fw={600} size="sm">
          {t('game.quiz.answersTitle')}
        </Text>
        {props.wrapAnswers ? props.wrapAnswers(answers) : answers}
        {props.children}
      </Stack>
    </Paper>
  );
}

/** Builds the answer a quiz question adds (no correctness of its own: the question names the correct one). */
export const makeQuizAnswer = () => newAnswer();
