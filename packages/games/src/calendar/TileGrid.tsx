import { ActionIcon, Group, SimpleGrid, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarTile } from './calendar-schemas.ts';
import { moveTileBy, moveTileTo } from './editor-tiles.ts';

type Props = {
  /** In grid order. */
  tiles: readonly CalendarTile[];
  selectedId: string | null;
  canEdit: boolean;
  onSelect(id: string): void;
  onChange(tiles: CalendarTile[]): void;
};

/**
 * The calendar's tiles as the page lays them out. A tile is dragged to another place with the mouse or a
 * finger (HTML drag and drop), or moved one place with its arrow buttons (keyboard and screen readers);
 * clicking a tile opens its editor.
 */
export function TileGrid({ tiles, selectedId, canEdit, onSelect, onChange }: Props) {
  const { t } = useTranslation();
  const [draggedId, setDraggedId] = useState<string | null>(null);
  return (
    <SimpleGrid cols={{ base: 4, sm: 6 }} spacing="xs">
      {tiles.map((tile, index) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: dragging is the pointer's way; the arrow buttons below are the keyboard's
        <div
          key={tile.id}
          draggable={canEdit}
          onDragStart={(event) => {
            setDraggedId(tile.id);
            event.dataTransfer.effectAllowed = 'move';
          }}
          onDragOver={(event) => {
            if (draggedId !== null) event.preventDefault();
          }}
          onDrop={(event) => {
            event.preventDefault();
            if (draggedId !== null && draggedId !== tile.id) onChange(moveTileTo(tiles, draggedId, index));
            setDraggedId(null);
          }}
          onDragEnd={() => setDraggedId(null)}
          style={{ opacity: draggedId === tile.id ? 0.5 : 1 }}
          data-testid={`calendar-tile-${tile.dayNumber}`}
        >
          <UnstyledButton
            onClick={() => onSelect(tile.id)}
            aria-pressed={selectedId === tile.id}
            aria-label={t('game.calendar.editTile', { day: tile.dayNumber })}
            style={{
              display: 'block',
              width: '100%',
              aspectRatio: '1',
              borderRadius: 8,
              textAlign: 'center',
              fontWeight: 700,
              fontSize: 20,
              background: tile.style.coverColor,
              color: tile.style.fontColor,
              outline: selectedId === tile.id ? '3px solid var(--mantine-color-blue-6)' : undefined,
              outlineOffset: 2,
            }}
          >
            {tile.dayNumber}
          </UnstyledButton>
          <Group gap={2} justify="center" mt={2}>
            <ActionIcon
              size="sm"
              variant="subtle"
              disabled={!canEdit || index === 0}
              aria-label={t('game.calendar.moveEarlier', { day: tile.dayNumber })}
              onClick={() => onChange(moveTileBy(tiles, tile.id, -1))}
            >
              <IconChevronLeft size={14} />
            </ActionIcon>
            <ActionIcon
              size="sm"
              variant="subtle"
              disabled={!canEdit || index === tiles.length - 1}
              aria-label={t('game.calendar.moveLater', { day: tile.dayNumber })}
              onClick={() => onChange(moveTileBy(tiles, tile.id, 1))}
            >
              <IconChevronRight size={14} />
            </ActionIcon>
          </Group>
        </div>
      ))}
    </SimpleGrid>
  );
}
