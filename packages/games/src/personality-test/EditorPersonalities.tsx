import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EditorPrizeFields } from '../core/EditorPrizeFields.tsx';
import type { EditorHost } from '../editor-registry-types.ts';
import { EditorItemHeader } from '../quiz/EditorItemHeader.tsx';
import { EditorLocalTexts } from '../quiz/EditorLocalTexts.tsx';
import { OutcomeTexts } from '../quiz/EditorOutcomes.tsx';
import { appendItem, moveItem, patchItem } from '../quiz/editor-lists.ts';
import { newPersonality } from '../quiz/editor-questions.ts';
import { PERSONALITIES_MAX, type Personality, TEXT_MAX } from '../quiz/question-schemas.ts';

type Props = {
  personalities: readonly Personality[];
  languages: readonly string[];
  canEdit: boolean;
  host: EditorHost;
  onChange(personalities: Personality[]): void;
  /** Removing a personality also frees the answers that counted for it (the Editor does both). */
  onRemove(personalityId: string): void;
};

/** The personalities a test ends on: name, result texts and image per language, and an optional prize. */
export function EditorPersonalities({ personalities, languages, canEdit, host, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const disabled = !canEdit;
  const change = (id: string, patch: Partial<Personality>) => onChange(patchItem(personalities, id, patch));

  return (
    <Stack gap="sm">
      <Title order={4}>{t('game.quiz.personalitiesTitle')}</Title>
      <Text size="sm" c="gray.7">
        {t('game.quiz.personalitiesHelp')}
      </Text>
      {personalities.map((personality, index) => {
        const position = index + 1;
        const title = t('game.quiz.personalityTitle', { position });
        return (
          <Paper
            key={personality.id}
            withBorder
            radius="md"
            p="sm"
            role="group"
            aria-label={title}
            data-testid="quiz-personality"
          >
            <Stack gap="xs">
              <EditorItemHeader
                title={title}
                moveUpLabel={t('game.quiz.movePersonalityUp', { position })}
                moveDownLabel={t('game.quiz.movePersonalityDown', { position })}
                removeLabel={t('game.quiz.removePersonality', { position })}
                isFirst={index === 0}
                isLast={index === personalities.length - 1}
                canRemove={personalities.length > 1}
                disabled={disabled}
                onMove={(direction) => onChange(moveItem(personalities, personality.id, direction))}
                onRemove={() => onRemove(personality.id)}
              />
              <EditorLocalTexts
                label={(language) => t('game.quiz.personalityName', { language })}
                texts={personality.name}
                languages={languages}
                maxLength={TEXT_MAX}
                disabled={disabled}
                onChange={(name) => change(personality.id, { name })}
              />
              <OutcomeTexts
                item={personality}
                languages={languages}
                disabled={disabled}
                host={host}
                onChange={(patch) => change(personality.id, patch)}
              />
              <EditorPrizeFields
                prize={personality}
                oddsLabel={t('game.quiz.winOdds')}
                pools={host.prizePools}
                host={host}
                disabled={disabled}
                onChange={(patch) => change(personality.id, patch)}
              />
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        disabled={disabled || personalities.length >= PERSONALITIES_MAX}
        onClick={() => onChange(appendItem(personalities, newPersonality()))}
        w="fit-content"
      >
        {t('game.quiz.addPersonality')}
      </Button>
    </Stack>
  );
}
