import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EditorPrizeFields } from '../core/EditorPrizeFields.tsx';
import { formatBp, isOverHundredPercent, totalOddsBp } from '../core/editor-odds.ts';
import type { GameEditorProps } from '../editor-registry-types.ts';
import { appendItem, moveItem, patchItem, removeItem } from '../quiz/editor-lists.ts';
import { type CardOutcome, type CardPrize, OUTCOMES_MAX, PRIZES_MAX } from './card-schemas.ts';
import type { ScratchCardSettings } from './definition.ts';
import { EditorFace } from './EditorFace.tsx';
import { newCardOutcome, newCardPrize, poolIdsOfPrizes } from './editor-faces.ts';

/**
 * The card's faces (spec §3 Scratch card prizes and outcomes), what a generated form cannot express: each
 * prize's line, picture, background, pool and odds, and the faces a card without a prize shows.
 */
export default function ScratchCardEditor({
  settings,
  onChange,
  languages,
  language,
  canEdit,
  host,
}: GameEditorProps<ScratchCardSettings>) {
  const { t } = useTranslation();
  const disabled = !canEdit;
  const shownLanguages = language === 'all' ? languages : languages.filter((code) => code === language);
  const { prizes, outcomes } = settings;
  const totalBp = totalOddsBp(prizes);
  // poolIds (a common setting) is derived from the prizes, so it can never disagree with them.
  const changePrizes = (next: CardPrize[]) => onChange({ ...settings, prizes: next, poolIds: poolIdsOfPrizes(next) });
  const changeOutcomes = (next: CardOutcome[]) => onChange({ ...settings, outcomes: next });

  return (
    <Stack gap="md">
      <Title order={4}>{t('game.scratchCard.prizesTitle')}</Title>
      <Text size="sm" c="gray.7">
        {t('game.scratchCard.prizesHelp')}
      </Text>
      <Text size="sm" fw={500} c={isOverHundredPercent(totalBp) ? 'red' : undefined} aria-live="polite">
        {t('game.scratchCard.oddsTotal', { percent: formatBp(totalBp) })}
      </Text>
      {isOverHundredPercent(totalBp) && (
        <Alert color="red" title={t('game.wheel.oddsTooHighTitle')}>
          {t('game.scratchCard.oddsTooHigh', { percent: formatBp(totalBp) })}
        </Alert>
      )}
      {prizes.map((prize, index) => (
        <EditorFace
          key={prize.id}
          title={t('game.scratchCard.prizeTitle', { position: index + 1 })}
          looks={{ text: prize.text, imageUrl: prize.prizeImageUrl, background: prize.prizeBackgroundColour }}
          languages={shownLanguages}
          isFirst={index === 0}
          isLast={index === prizes.length - 1}
          canRemove
          disabled={disabled}
          host={host}
          onLooks={(looks) =>
            changePrizes(
              patchItem(prizes, prize.id, {
                ...(looks.text && { text: looks.text }),
                ...(looks.imageUrl !== undefined && { prizeImageUrl: looks.imageUrl }),
                ...(looks.background && { prizeBackgroundColour: looks.background }),
              }),
            )
          }
          onMove={(direction) => changePrizes(moveItem(prizes, prize.id, direction))}
          onRemove={() => changePrizes(removeItem(prizes, prize.id))}
        >
          <EditorPrizeFields
            prize={prize}
            oddsLabel={t('game.scratchCard.odds')}
            pools={host.prizePools}
            host={host}
            disabled={disabled}
            onChange={(patch) => changePrizes(patchItem<CardPrize>(prizes, prize.id, patch))}
          />
        </EditorFace>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        disabled={disabled || prizes.length >= PRIZES_MAX}
        onClick={() => changePrizes(appendItem(prizes, newCardPrize()))}
      >
        {t('game.scratchCard.addPrize')}
      </Button>

      <Title order={4}>{t('game.scratchCard.outcomesTitle')}</Title>
      <Text size="sm" c="gray.7">
        {t('game.scratchCard.outcomesHelp')}
      </Text>
      {outcomes.map((outcome, index) => (
        <EditorFace
          key={outcome.id}
          title={t('game.scratchCard.outcomeTitle', { position: index + 1 })}
          looks={{ text: outcome.text, imageUrl: outcome.imageUrl, background: outcome.backgroundColour }}
          languages={shownLanguages}
          isFirst={index === 0}
          isLast={index === outcomes.length - 1}
          canRemove={outcomes.length > 1}
          disabled={disabled}
          host={host}
          onLooks={(looks) =>
            changeOutcomes(
              patchItem(outcomes, outcome.id, {
                ...(looks.text && { text: looks.text }),
                ...(looks.imageUrl !== undefined && { imageUrl: looks.imageUrl }),
                ...(looks.background && { backgroundColour: looks.background }),
              }),
            )
          }
          onMove={(direction) => changeOutcomes(moveItem(outcomes, outcome.id, direction))}
          onRemove={() => changeOutcomes(removeItem(outcomes, outcome.id))}
        />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        disabled={disabled || outcomes.length >= OUTCOMES_MAX}
        onClick={() => changeOutcomes(appendItem(outcomes, newCardOutcome()))}
      >
        {t('game.scratchCard.addOutcome')}
      </Button>
    </Stack>
  );
}
