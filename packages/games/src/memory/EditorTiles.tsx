import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EditorHost } from '../editor-registry-types.ts';
import { EditorItemHeader } from '../quiz/EditorItemHeader.tsx';
import { EditorLocalTexts } from '../quiz/EditorLocalTexts.tsx';
import { appendItem, moveItem, patchItem, removeItem } from '../quiz/editor-lists.ts';
import { TEXT_MAX } from '../quiz/question-schemas.ts';
import { boardOf } from './board.ts';
import { newMemoryTile } from './editor-memory.ts';
import { type MemoryTile, PAIRS_MAX, PAIRS_MIN } from './memory-schemas.ts';

type Props = {
  tiles: readonly MemoryTile[];
  languages: readonly string[];
  canEdit: boolean;
  host: EditorHost;
  onChange(tiles: MemoryTile[]): void;
};

/**
 * Memory's tiles (spec §3): each one a pair on the board, with its picture from the asset library and
 * its name per language (the picture's alternative text, and what a found pair announces).
 */
export function EditorTiles({ tiles, languages, canEdit, host, onChange }: Props) {
  const { t } = useTranslation();
  const disabled = !canEdit;
  const { columns, rows } = boardOf(tiles.length);
  const change = (id: string, patch: Partial<MemoryTile>) => onChange(patchItem(tiles, id, patch));
  return (
    <Stack gap="sm">
      <Title order={4}>{t('game.memory.tilesTitle')}</Title>
      <Text size="sm" c="gray.7">
        {t('game.memory.tilesHelp', { min: PAIRS_MIN, max: PAIRS_MAX, columns, rows })}
      </Text>
      <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="sm">
        {tiles.map((tile, index) => {
          const position = index + 1;
          const title = t('game.memory.tileTitle', { position });
          return (
            <Paper
              key={tile.id}
              withBorder
              radius="md"
              p="sm"
              role="group"
              aria-label={title}
              data-testid="memory-tile"
            >
              <Stack gap="xs">
                <EditorItemHeader
                  title={title}
                  moveUpLabel={t('game.memory.moveTileUp', { position })}
                  moveDownLabel={t('game.memory.moveTileDown', { position })}
                  removeLabel={t('game.memory.removeTile', { position })}
                  isFirst={index === 0}
                  isLast={index === tiles.length - 1}
                  canRemove={tiles.length > PAIRS_MIN}
                  disabled={disabled}
                  onMove={(direction) => onChange(moveItem(tiles, tile.id, direction))}
                  onRemove={() => onChange(removeItem(tiles, tile.id))}
                />
                {host.renderImageField({
                  label: t('game.memory.tileImage', { position }),
                  value: tile.imageUrl,
                  onChange: (imageUrl) => change(tile.id, { imageUrl }),
                  disabled,
                })}
                <EditorLocalTexts
                  label={(language) => t('game.memory.tileLabel', { position, language })}
                  texts={tile.label}
                  languages={languages}
                  maxLength={TEXT_MAX}
                  disabled={disabled}
                  onChange={(label) => change(tile.id, { label })}
                />
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        disabled={disabled || tiles.length >= PAIRS_MAX}
        onClick={() => onChange(appendItem(tiles, newMemoryTile()))}
        w="fit-content"
      >
        {t('game.memory.addTile')}
      </Button>
    </Stack>
  );
}
