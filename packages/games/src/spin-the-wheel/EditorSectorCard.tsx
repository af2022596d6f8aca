import { FONTS } from '@gc/contracts/campaign-document';
import { ActionIcon, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EditorPrizeFields } from '../core/EditorPrizeFields.tsx';
import { HexColourField } from '../core/HexColourField.tsx';
import type { EditorHost } from '../editor-registry-types.ts';
import type { WheelSector } from './definition.ts';

/** The schema's limit for a sector's text: it has to fit on a slice of the wheel. */
const MAX_SECTOR_TEXT = 60;
const FONT_OPTIONS = FONTS.map((font) => ({ value: font, label: font }));

type Props = {
  sector: WheelSector;
  /** 1-based place on the wheel, as the marketer counts. */
  position: number;
  isFirst: boolean;
  isLast: boolean;
  /** The languages whose text inputs to show. */
  languages: readonly string[];
  canEdit: boolean;
  host: EditorHost;
  onChange: (sector: WheelSector) => void;
  onMove: (direction: -1 | 1) => void;
};

/** One sector of the wheel: looks, texts per language, order, and its prize. */
export function EditorSectorCard({
  sector,
  position,
  isFirst,
  isLast,
  languages,
  canEdit,
  host,
  onChange,
  onMove,
}: Props) {
  const { t } = useTranslation();
  const disabled = !canEdit;
  const change = (patch: Partial<WheelSector>) => onChange({ ...sector, ...patch });
  const title = t('game.wheel.sectorTitle', { position });

  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={title} data-testid="wheel-sector">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <span
              aria-hidden
              style={{ width: 14, height: 14, borderRadius: 3, background: sector.sectorColour, flexShrink: 0 }}
            />
            <Text fw={600} size="sm">
              {title}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t('game.wheel.moveUp', { position })}
              disabled={disabled || isFirst}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('game.wheel.moveDown', { position })}
              disabled={disabled || isLast}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid
          type="container"
          cols={{ base: 1, '480px': Math.min(2, Math.max(1, languages.length)) }}
          spacing="xs"
        >
          {languages.map((code) => (
            <TextInput
              key={code}
              label={t('game.wheel.text', { language: code.toUpperCase() })}
              value={sector.text[code] ?? ''}
              maxLength={MAX_SECTOR_TEXT}
              disabled={disabled}
              onChange={(event) => change({ text: { ...sector.text, [code]: event.currentTarget.value } })}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid type="container" cols={{ base: 1, '340px': 3 }} spacing="xs">
          <HexColourField
            label={t('game.wheel.sectorColour')}
            value={sector.sectorColour}
            disabled={disabled}
            onChange={(sectorColour) => change({ sectorColour })}
          />
          <HexColourField
            label={t('game.wheel.textColour')}
            value={sector.textColour}
            disabled={disabled}
            onChange={(textColour) => change({ textColour })}
          />
          <Select
            label={t('game.wheel.font')}
            data={FONT_OPTIONS}
            value={sector.textFont}
            allowDeselect={false}
            disabled={disabled}
            onChange={(value) => value && change({ textFont: value })}
          />
        </SimpleGrid>
        {host.renderImageField({
          label: t('game.wheel.image'),
          description: t('game.wheel.imageHelp'),
          value: sector.imageUrl,
          onChange: (imageUrl) => change({ imageUrl }),
          disabled,
        })}
        <EditorPrizeFields
          prize={sector}
          oddsLabel={t('game.wheel.odds')}
          pools={host.prizePools}
          host={host}
          disabled={disabled}
          onChange={change}
        />
      </Stack>
    </Paper>
  );
}
