import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GameEditorProps } from '../editor-registry-types.ts';
import type { QuizSettings } from './definition.ts';
import { EditorLocalTexts } from './EditorLocalTexts.tsx';
import { EditorOutcomes } from './EditorOutcomes.tsx';
import { EditorQuestionCard, makeQuizAnswer } from './EditorQuestionCard.tsx';
import { EditorQuestionList } from './EditorQuestionList.tsx';
import { newQuizQuestion, poolIdsOf, withoutAnswer } from './editor-questions.ts';
import { LONG_TEXT_MAX, type Popup, type QuizQuestion, questionsPerPlay, TEXT_MAX } from './question-schemas.ts';

/** Which popup: after a correct or an incorrect answer. */
type PopupKind = 'correctPopup' | 'incorrectPopup';

/**
 * The quiz's questions and outcomes (spec §3 Quiz), the part of its settings a generated form cannot
 * express: texts and pictures per language, answers with the correct one, the popups, and the outcomes
 * by score with their prizes. Guess-the-picture reuses it with `isPictureQuiz`.
 */
export function QuizEditor({
  settings,
  onChange,
  languages,
  language,
  canEdit,
  host,
  isPictureQuiz = false,
}: GameEditorProps<QuizSettings> & { isPictureQuiz?: boolean }) {
  const { t } = useTranslation();
  const shownLanguages = language === 'all' ? languages : languages.filter((code) => code === language);
  const disabled = !canEdit;
  const change = (patch: Partial<QuizSettings>) => {
    const next = { ...settings, ...patch };
    // poolIds (a common setting) is derived from the outcomes, so it can never disagree with them.
    onChange({ ...next, poolIds: poolIdsOf(next.outcomes) });
  };

  const popupTexts = (question: QuizQuestion, kind: PopupKind, onQuestion: (q: QuizQuestion) => void) => {
    const popup = question[kind];
    const set = (patch: Partial<Popup>) => onQuestion({ ...question, [kind]: { ...popup, ...patch } });
    const prefix = kind === 'correctPopup' ? 'correct' : 'incorrect';
    return (
      <>
        <EditorLocalTexts
          label={(code) => t(`game.quiz.${prefix}PopupTitle`, { language: code })}
          texts={popup.title}
          languages={shownLanguages}
          maxLength={TEXT_MAX}
          disabled={disabled}
          onChange={(title) => set({ title })}
        />
        <EditorLocalTexts
          label={(code) => t(`game.quiz.${prefix}PopupText`, { language: code })}
          texts={popup.text}
          languages={shownLanguages}
          maxLength={LONG_TEXT_MAX}
          isMultiline
          disabled={disabled}
          onChange={(text) => set({ text })}
        />
      </>
    );
  };

  return (
    <Stack gap="xl">
      <EditorQuestionList
        questions={settings.questions}
        canEdit={canEdit}
        questionsLimit={settings.questionsLimitEnabled ? settings.questionsLimit : null}
        isLimitLoweredOnSave
        makeQuestion={(orderNumber) => newQuizQuestion(orderNumber)}
        onChange={(questions) => change({ questions })}
        renderQuestion={(question, place, actions) => (
          <EditorQuestionCard<QuizQuestion['answers'][number], QuizQuestion>
            key={question.id}
            question={question}
            {...place}
            languages={shownLanguages}
            canEdit={canEdit}
            host={host}
            isPictureQuestion={isPictureQuiz}
            makeAnswer={makeQuizAnswer}
            removeAnswer={withoutAnswer}
            onChange={actions.change}
            onMove={actions.move}
            onRemove={actions.remove}
            wrapAnswers={(answers) => (
              <Radio.Group
                value={question.correctAnswerId}
                onChange={(correctAnswerId) => actions.change({ ...question, correctAnswerId })}
                label={t('game.quiz.correctAnswer')}
                description={question.correctAnswerId === null ? t('game.quiz.noCorrectAnswer') : undefined}
                name={`correct-${question.id}`}
              >
                {answers}
              </Radio.Group>
            )}
            renderAnswerExtra={(answer, position) => (
              <Radio value={answer.id} label={t('game.quiz.isCorrect', { position })} disabled={disabled} />
            )}
          >
            <Text fw={600} size="sm">
              {t('game.quiz.popupsTitle')}
            </Text>
            {settings.popupsEnabled ? (
              <>
                {popupTexts(question, 'correctPopup', actions.change)}
                {popupTexts(question, 'incorrectPopup', actions.change)}
              </>
            ) : (
              <Text size="sm" c="gray.7">
                {t('game.quiz.popupsOff')}
              </Text>
            )}
          </EditorQuestionCard>
        )}
      />
      <EditorOutcomes
        outcomes={settings.outcomes}
        maxScore={questionsPerPlay(settings)}
        languages={shownLanguages}
        canEdit={canEdit}
        host={host}
        onChange={(outcomes) => change({ outcomes })}
      />
    </Stack>
  );
}

export default QuizEditor;
