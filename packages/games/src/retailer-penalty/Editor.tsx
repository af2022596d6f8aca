import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EditorPrizeFields } from '../core/EditorPrizeFields.tsx';
import { formatBp, isOverHundredPercent, totalOddsBp } from '../core/editor-odds.ts';
import type { GameEditorProps } from '../editor-registry-types.ts';
import { EditorItemHeader } from '../quiz/EditorItemHeader.tsx';
import { EditorLocalTexts } from '../quiz/EditorLocalTexts.tsx';
import { appendItem, moveItem, patchItem, removeItem } from '../quiz/editor-lists.ts';
import type { PenaltySettings } from './definition.ts';
import { newPenaltyPrize, poolIdsOfPrizes } from './editor-prizes.ts';
import { type PenaltyPrize, PRIZE_TEXT_MAX, PRIZES_MAX } from './penalty-schemas.ts';

/**
 * The prizes a goal wins, what a generated form cannot express: each prize's line per language, its pool
 * and its odds. Their sum is the chance of a goal; the rest of 100 % is a save.
 */
export default function PenaltyEditor({
  settings,
  onChange,
  languages,
  language,
  canEdit,
  host,
}: GameEditorProps<PenaltySettings>) {
  const { t } = useTranslation();
  const disabled = !canEdit;
  const shownLanguages = language === 'all' ? languages : languages.filter((code) => code === language);
  const { prizes } = settings;
  const totalBp = totalOddsBp(prizes);
  // poolIds (a common setting) is derived from the prizes, so it can never disagree with them.
  const changePrizes = (next: PenaltyPrize[]) =>
    onChange({ ...settings, prizes: next, poolIds: poolIdsOfPrizes(next) });

  return (
    <Stack gap="md">
      <Title order={4}>{t('game.penalty.prizesTitle')}</Title>
      <Text size="sm" c="gray.7">
        {t('game.penalty.prizesHelp')}
      </Text>
      <Text size="sm" fw={500} c={isOverHundredPercent(totalBp) ? 'red' : undefined} aria-live="polite">
        {t('game.penalty.goalChance', { percent: formatBp(totalBp) })}
      </Text>
      {isOverHundredPercent(totalBp) && (
        <Alert color="red" title={t('game.wheel.oddsTooHighTitle')}>
          {t('game.penalty.oddsTooHigh', { percent: formatBp(totalBp) })}
        </Alert>
      )}
      {prizes.map((prize, index) => {
        const title = t('game.penalty.prizeTitle', { position: index + 1 });
        return (
          <Paper
            key={prize.id}
            withBorder
            radius="md"
            p="sm"
            role="group"
            aria-label={title}
            data-testid="penalty-prize"
          >
            <Stack gap="xs">
              <EditorItemHeader
                title={title}
                moveUpLabel={t('game.penalty.moveUp', { title })}
                moveDownLabel={t('game.penalty.moveDown', { title })}
                removeLabel={t('game.penalty.remove', { title })}
                isFirst={index === 0}
                isLast={index === prizes.length - 1}
                canRemove
                disabled={disabled}
                onMove={(direction) => changePrizes(moveItem(prizes, prize.id, direction))}
                onRemove={() => changePrizes(removeItem(prizes, prize.id))}
              />
              <EditorLocalTexts
                label={(code) => t('game.penalty.prizeText', { language: code })}
                texts={prize.text}
                languages={shownLanguages}
                maxLength={PRIZE_TEXT_MAX}
                disabled={disabled}
                onChange={(text) => changePrizes(patchItem<PenaltyPrize>(prizes, prize.id, { text }))}
              />
              <EditorPrizeFields
                prize={prize}
                oddsLabel={t('game.penalty.odds')}
                pools={host.prizePools}
                host={host}
                disabled={disabled}
                onChange={(patch) => changePrizes(patchItem<PenaltyPrize>(prizes, prize.id, patch))}
              />
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        disabled={disabled || prizes.length >= PRIZES_MAX}
        onClick={() => changePrizes(appendItem(prizes, newPenaltyPrize()))}
      >
        {t('game.penalty.addPrize')}
      </Button>
    </Stack>
  );
}
