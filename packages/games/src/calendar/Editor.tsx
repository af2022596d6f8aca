import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEditorProps } from '../editor-registry-types.ts';
import { PLAIN_DATE } from './calendar-days.ts';
import type { CalendarTile } from './calendar-schemas.ts';
import type { CalendarSettings } from './definition.ts';
import { inGridOrder, poolIdsOfTiles, tilesForDates } from './editor-tiles.ts';
import { TileEditor } from './TileEditor.tsx';
import { TileGrid } from './TileGrid.tsx';

/**
 * What a generated form cannot express of a calendar (spec §3 Calendar): its dates, the grid of its tiles
 * (arranged by drag and drop or by the move buttons), and each tile's looks, prizes and outcomes.
 */
export default function CalendarEditor(props: GameEditorProps<CalendarSettings>) {
  const { settings, onChange, canEdit, host } = props;
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const tiles = inGridOrder(settings.tiles);
  const selected = tiles.find((tile) => tile.id === selectedId) ?? null;
  // poolIds (a common setting) is derived from the tiles' prizes, so it can never disagree with them.
  const changeTiles = (next: CalendarTile[]) => onChange({ ...settings, tiles: next, poolIds: poolIdsOfTiles(next) });
  const changeDate = (key: 'startDate' | 'endDate', value: string) => onChange({ ...settings, [key]: value });
  const areDatesValid =
    PLAIN_DATE.test(settings.startDate) && PLAIN_DATE.test(settings.endDate) && settings.endDate >= settings.startDate;

  return (
    <Stack gap="md">
      <Title order={4}>{t('game.calendar.datesTitle')}</Title>
      <Group align="end">
        <TextInput
          type="date"
          label={t('game.calendar.startDate')}
          value={settings.startDate}
          disabled={!canEdit}
          onChange={(event) => changeDate('startDate', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('game.calendar.endDate')}
          value={settings.endDate}
          disabled={!canEdit}
          error={areDatesValid ? undefined : t('game.calendar.datesInvalid')}
          onChange={(event) => changeDate('endDate', event.currentTarget.value)}
        />
        <Button
          variant="light"
          disabled={!canEdit || !areDatesValid}
          onClick={() => changeTiles(tilesForDates(settings.tiles, settings.startDate, settings.endDate))}
        >
          {t('game.calendar.tilePerDay')}
        </Button>
      </Group>
      <Text size="sm" c="gray.7">
        {t('game.calendar.datesHelp', { timeZone: host.timeZone })}
      </Text>
      <Title order={4}>{t('game.calendar.tilesTitle')}</Title>
      <Text size="sm" c="gray.7">
        {t('game.calendar.tilesHelp')}
      </Text>
      <TileGrid
        tiles={tiles}
        selectedId={selected?.id ?? null}
        canEdit={canEdit}
        onSelect={setSelectedId}
        onChange={changeTiles}
      />
      {selected && (
        <TileEditor
          {...props}
          tile={selected}
          onTile={(tile) => changeTiles(tiles.map((candidate) => (candidate.id === tile.id ? tile : candidate)))}
        />
      )}
    </Stack>
  );
}
