import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditorPrizeFields } from '../core/EditorPrizeFields.tsx';
import type { GameEditorProps } from '../editor-registry-types.ts';
import { OutcomeTexts } from '../quiz/EditorOutcomes.tsx';
import { EditorQuestionList } from '../quiz/EditorQuestionList.tsx';
import { poolIdsOf } from '../quiz/editor-questions.ts';
import type { SurveySettings } from './definition.ts';
import { EditorSurveyQuestion } from './EditorSurveyQuestion.tsx';
import { newSurveyQuestion } from './editor-survey.ts';
import type { SurveyOutcome } from './survey-schemas.ts';

/**
 * The survey's questions and its thank-you (spec §3 Survey), the part of its settings a generated form
 * cannot express: texts and pictures per language, answer types and bounds, the outcome's texts and
 * its optional prize for taking part.
 */
export function SurveyEditor({
  settings,
  onChange,
  languages,
  language,
  canEdit,
  host,
}: GameEditorProps<SurveySettings>) {
  const { t } = useTranslation();
  const shownLanguages = language === 'all' ? languages : languages.filter((code) => code === language);
  const disabled = !canEdit;
  const change = (patch: Partial<SurveySettings>) => {
    const next = { ...settings, ...patch };
    // poolIds (a common setting) is derived from the outcome, so it can never disagree with it.
    onChange({ ...next, poolIds: poolIdsOf(next.outcomes) });
  };
  const outcome = settings.outcomes[0];
  const changeOutcome = (patch: Partial<SurveyOutcome>) => change({ outcomes: [{ ...outcome, ...patch }] });

  return (
    <Stack gap="xl">
      <EditorQuestionList
        questions={settings.questions}
        canEdit={canEdit}
        questionsLimit={null}
        makeQuestion={(orderNumber) => newSurveyQuestion(orderNumber)}
        onChange={(questions) => change({ questions })}
        renderQuestion={(question, place, actions) => (
          <EditorSurveyQuestion
            key={question.id}
            question={question}
            place={place}
            languages={shownLanguages}
            canEdit={canEdit}
            host={host}
            onChange={actions.change}
            onMove={actions.move}
            onRemove={actions.remove}
          />
        )}
      />
      {outcome && (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('game.survey.thanksTitle')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('game.survey.thanksHelp')}
          </Text>
          <Paper withBorder radius="md" p="sm" role="group" aria-label={t('game.survey.thanksTitle')}>
            <Stack gap="xs">
              <OutcomeTexts
                item={outcome}
                languages={shownLanguages}
                disabled={disabled}
                host={host}
                onChange={changeOutcome}
              />
              <EditorPrizeFields
                prize={outcome}
                oddsLabel={t('game.quiz.winOdds')}
                pools={host.prizePools}
                host={host}
                disabled={disabled}
                onChange={changeOutcome}
              />
            </Stack>
          </Paper>
        </Stack>
      )}
    </Stack>
  );
}

export default SurveyEditor;
