import { Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GameEditorProps } from '../editor-registry-types.ts';
import { EditorQuestionCard } from '../quiz/EditorQuestionCard.tsx';
import { EditorQuestionList } from '../quiz/EditorQuestionList.tsx';
import { removeItem } from '../quiz/editor-lists.ts';
import { newAnswer, newPersonalityQuestion, poolIdsOf, withoutPersonality } from '../quiz/editor-questions.ts';
import type { PersonalityAnswer, PersonalityQuestion } from '../quiz/question-schemas.ts';
import type { PersonalityTestSettings } from './definition.ts';
import { EditorPersonalities } from './EditorPersonalities.tsx';

/** Select value of "no personality": Mantine selects hold strings, the setting holds null. */
const NO_PERSONALITY = '';

/**
 * The personality test's questions and personalities (spec §3): each answer counts for a personality,
 * chosen here; a play ends on the personality chosen most (quiz-scoring.ts names the tie rule).
 */
export default function PersonalityTestEditor({
  settings,
  onChange,
  languages,
  language,
  canEdit,
  host,
}: GameEditorProps<PersonalityTestSettings>) {
  const { t } = useTranslation();
  const shownLanguages = language === 'all' ? languages : languages.filter((code) => code === language);
  const nameLanguage = shownLanguages[0] ?? languages[0] ?? 'en';
  const change = (patch: Partial<PersonalityTestSettings>) => {
    const next = { ...settings, ...patch };
    onChange({ ...next, poolIds: poolIdsOf(next.personalities) });
  };
  const options = [
    { value: NO_PERSONALITY, label: t('game.quiz.noPersonality') },
    ...settings.personalities.map((personality, index) => ({
      value: personality.id,
      label:
        personality.name[nameLanguage] ||
        Object.values(personality.name).find(Boolean) ||
        t('game.quiz.personalityTitle', { position: index + 1 }),
    })),
  ];

  return (
    <Stack gap="xl">
      <EditorQuestionList
        questions={settings.questions}
        canEdit={canEdit}
        questionsLimit={settings.questionsLimitEnabled ? settings.questionsLimit : null}
        makeQuestion={(orderNumber) => newPersonalityQuestion(orderNumber)}
        onChange={(questions) => change({ questions })}
        renderQuestion={(question, place, actions) => (
          <EditorQuestionCard<PersonalityAnswer, PersonalityQuestion>
            key={question.id}
            question={question}
            {...place}
            languages={shownLanguages}
            canEdit={canEdit}
            host={host}
            makeAnswer={() => ({ ...newAnswer(), personalityId: null })}
            removeAnswer={(q, answerId) => ({ ...q, answers: removeItem(q.answers, answerId) })}
            onChange={actions.change}
            onMove={actions.move}
            onRemove={actions.remove}
            renderAnswerExtra={(answer, position, changeAnswer) => (
              <Select
                label={t('game.quiz.countsFor', { position })}
                data={options}
                value={answer.personalityId ?? NO_PERSONALITY}
                allowDeselect={false}
                disabled={!canEdit}
                onChange={(value) => changeAnswer({ personalityId: value ? value : null })}
              />
            )}
          />
        )}
      />
      <EditorPersonalities
        personalities={settings.personalities}
        languages={shownLanguages}
        canEdit={canEdit}
        host={host}
        onChange={(personalities) => change({ personalities })}
        onRemove={(personalityId) =>
          change({
            personalities: removeItem(settings.personalities, personalityId),
            questions: withoutPersonality(settings.questions, personalityId),
          })
        }
      />
    </Stack>
  );
}
