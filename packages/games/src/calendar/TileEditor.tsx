import { Button, Fieldset, NumberInput, SegmentedControl, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HexColourField } from '../core/HexColourField.tsx';
import type { GameEditorProps } from '../editor-registry-types.ts';
import { appendItem, patchItem, removeItem } from '../quiz/editor-lists.ts';
import {
  type CalendarOutcome,
  type CalendarPrize,
  type CalendarTile,
  TILE_OUTCOMES_MAX,
  TILE_PRIZES_MAX,
  type TileStyle,
} from './calendar-schemas.ts';
import type { CalendarSettings } from './definition.ts';
import { newCalendarOutcome, newCalendarPrize } from './editor-tiles.ts';
import { TileOutcomeFields, TilePrizeFields } from './TileItemFields.tsx';

type Props = GameEditorProps<CalendarSettings> & { tile: CalendarTile; onTile(tile: CalendarTile): void };

/** One tile: its looks (spec §3 Tile style), the prizes behind it and what it shows without one. */
export function TileEditor({ tile, onTile, languages, language, canEdit, host }: Props) {
  const { t } = useTranslation();
  const disabled = !canEdit;
  const shownLanguages = language === 'all' ? languages : languages.filter((code) => code === language);
  const style = (patch: Partial<TileStyle>) => onTile({ ...tile, style: { ...tile.style, ...patch } });
  const prizes = (next: CalendarPrize[]) => onTile({ ...tile, prizes: next });
  const outcomes = (next: CalendarOutcome[]) => onTile({ ...tile, outcomes: next });

  return (
    <Stack gap="sm">
      <Title order={4}>{t('game.calendar.tileTitle', { day: tile.dayNumber })}</Title>
      <Fieldset legend={t('game.calendar.styleTitle')} disabled={disabled}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('game.calendar.fontFamily')}
            value={tile.style.fontFamily}
            onChange={(event) => style({ fontFamily: event.currentTarget.value })}
          />
          <NumberInput
            label={t('game.calendar.fontSize')}
            min={8}
            max={96}
            value={tile.style.fontSize}
            onChange={(value) => typeof value === 'number' && style({ fontSize: value })}
          />
          <HexColourField
            label={t('game.calendar.fontColor')}
            value={tile.style.fontColor}
            disabled={disabled}
            onChange={(fontColor) => style({ fontColor })}
          />
          <HexColourField
            label={t('game.calendar.coverColor')}
            value={tile.style.coverColor}
            disabled={disabled}
            onChange={(coverColor) => style({ coverColor })}
          />
        </SimpleGrid>
        <SegmentedControl
          mt="sm"
          aria-label={t('game.calendar.coverType')}
          value={tile.style.coverType}
          disabled={disabled}
          data={[
            { value: 'color', label: t('game.calendar.coverTypeColor') },
            { value: 'image', label: t('game.calendar.coverTypeImage') },
          ]}
          onChange={(value) => style({ coverType: value === 'image' ? 'image' : 'color' })}
        />
        {tile.style.coverType === 'image' &&
          host.renderImageField({
            label: t('game.calendar.coverImg'),
            value: tile.style.coverImg,
            disabled,
            onChange: (coverImg) => style({ coverImg }),
          })}
      </Fieldset>

      {tile.prizes.map((prize, index) => (
        <TilePrizeFields
          key={prize.id}
          title={t('game.calendar.prizeTitle', { position: index + 1 })}
          prize={prize}
          languages={shownLanguages}
          disabled={disabled}
          host={host}
          onChange={(patch) => prizes(patchItem(tile.prizes, prize.id, patch))}
          onRemove={() => prizes(removeItem(tile.prizes, prize.id))}
        />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        disabled={disabled || tile.prizes.length >= TILE_PRIZES_MAX}
        onClick={() => prizes(appendItem(tile.prizes, newCalendarPrize()))}
      >
        {t('game.calendar.addPrize')}
      </Button>

      {tile.outcomes.map((outcome, index) => (
        <TileOutcomeFields
          key={outcome.id}
          title={t('game.calendar.outcomeTitle', { position: index + 1 })}
          outcome={outcome}
          languages={shownLanguages}
          disabled={disabled}
          host={host}
          onChange={(patch) => outcomes(patchItem(tile.outcomes, outcome.id, patch))}
          onRemove={() => outcomes(removeItem(tile.outcomes, outcome.id))}
        />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        disabled={disabled || tile.outcomes.length >= TILE_OUTCOMES_MAX}
        onClick={() => outcomes(appendItem(tile.outcomes, newCalendarOutcome()))}
      >
        {t('game.calendar.addOutcome')}
      </Button>
    </Stack>
  );
}
