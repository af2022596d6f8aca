import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appendItem, inOrder, moveItem, removeItem } from './editor-lists.ts';
import { QUESTIONS_MAX } from './question-schemas.ts';

type Props<Q extends { id: string; orderNumber: number }> = {
  questions: readonly Q[];
  canEdit: boolean;
  /** The questions a play asks while the limit is on (null while off): more than there are cannot be saved. */
  questionsLimit: number | null;
  /** The game lowers a limit above the questions when saved (question-update.ts) rather than refusing it. */
  isLimitLoweredOnSave?: boolean;
  makeQuestion(orderNumber: number): Q;
  onChange(questions: Q[]): void;
  renderQuestion(
    question: Q,
    place: { position: number; isFirst: boolean; isLast: boolean; canRemove: boolean },
    actions: { change(question: Q): void; move(direction: -1 | 1): void; remove(): void },
  ): ReactNode;
};

/** The questions in order: each rendered by the game, added at the end, reordered, removed after a question. */
export function EditorQuestionList<Q extends { id: string; orderNumber: number }>(props: Props<Q>) {
  const { canEdit, onChange } = props;
  const { t } = useTranslation();
  const questions = inOrder(props.questions);
  const [pendingRemoval, setPendingRemoval] = useState<{ id: string; position: number } | null>(null);

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('game.quiz.questionsTitle')}
      </Title>
      {props.questionsLimit !== null && props.questionsLimit > questions.length && (
        <Alert color="orange" title={t('game.quiz.limitTooHighTitle')}>
          {t(props.isLimitLoweredOnSave ? 'game.quiz.limitLoweredOnSave' : 'game.quiz.limitTooHigh', {
            limit: props.questionsLimit,
            count: questions.length,
          })}
        </Alert>
      )}
      {questions.map((question, index) =>
        props.renderQuestion(
          question,
          {
            position: index + 1,
            isFirst: index === 0,
            isLast: index === questions.length - 1,
            canRemove: questions.length > 1,
          },
          {
            change: (next) => onChange(questions.map((q) => (q.id === next.id ? next : q))),
            move: (direction) => onChange(moveItem(questions, question.id, direction)),
            remove: () => setPendingRemoval({ id: question.id, position: index + 1 }),
          },
        ),
      )}
      <Button
        leftSection={<IconPlus size={16} />}
        disabled={!canEdit || questions.length >= QUESTIONS_MAX}
        onClick={() => onChange(appendItem(questions, props.makeQuestion(questions.length)))}
        w="fit-content"
      >
        {t('game.quiz.addQuestion')}
      </Button>
      <Modal
        opened={pendingRemoval !== null}
        onClose={() => setPendingRemoval(null)}
        title={t('dialogs.warningTitle')}
        centered
      >
        <Text size="sm">{t('game.quiz.removeQuestionConfirm', { position: pendingRemoval?.position ?? 0 })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setPendingRemoval(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              if (pendingRemoval) onChange(removeItem(questions, pendingRemoval.id));
              setPendingRemoval(null);
            }}
          >
            {t('common.remove')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
