import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBp, isOverHundredPercent, totalOddsBp } from '../core/editor-odds.ts';
import type { GameEditorProps } from '../editor-registry-types.ts';
import type { WheelSector, WheelSettings } from './definition.ts';
import { EditorSectorCard } from './EditorSectorCard.tsx';
import { EditorWheelPreview } from './EditorWheelPreview.tsx';
import { moveSector, orderedSectors, poolIdsOfSectors, resizeSectors, sectorsLostByResize } from './editor-sectors.ts';

const MIN_SECTORS = 2;
const MAX_SECTORS = 24;

/**
 * The wheel's sectors (spec §3 Wheel), the part of its settings a generated form cannot express:
 * their number, order, looks, texts per language, and the prize and odds of each. Generic over the
 * settings so that the advanced wheel reuses it unchanged.
 */
export function WheelEditor<S extends WheelSettings>({
  settings,
  onChange,
  languages,
  language,
  canEdit,
  host,
}: GameEditorProps<S>) {
  const { t } = useTranslation();
  const [pendingCount, setPendingCount] = useState<number | null>(null);
  const sectors = orderedSectors(settings.sectors);
  const totalBp = totalOddsBp(sectors);
  const shownLanguages = language === 'all' ? languages : languages.filter((code) => code === language);

  // poolIds (a common setting) is derived from the sectors, so it can never disagree with them.
  const changeSectors = (next: WheelSector[], patch: Partial<WheelSettings> = {}) =>
    onChange({ ...settings, ...patch, sectors: next, poolIds: poolIdsOfSectors(next) });

  const resize = (count: number) => {
    changeSectors(resizeSectors(sectors, count), { numberOfSectors: count });
    setPendingCount(null);
  };
  const requestResize = (value: number | string) => {
    const count = typeof value === 'number' ? Math.round(value) : Number.NaN;
    if (!Number.isFinite(count) || count < MIN_SECTORS || count > MAX_SECTORS || count === sectors.length) return;
    // Dropping a sector that gives a prize away is worth a question; an empty one is not.
    if (sectorsLostByResize(sectors, count).length > 0) setPendingCount(count);
    else resize(count);
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('game.wheel.sectorsTitle')}
      </Title>
      <Group align="center" justify="space-between" wrap="wrap" gap="md">
        <Stack gap="sm">
          <NumberInput
            label={t('game.settings.numberOfSectors.label')}
            description={t('game.settings.numberOfSectors.help')}
            // While the removal question is open the input shows the asked count; Cancel sets it back.
            value={pendingCount ?? sectors.length}
            min={MIN_SECTORS}
            max={MAX_SECTORS}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            onChange={requestResize}
            disabled={!canEdit}
            w={220}
          />
          <Text
            size="sm"
            fw={500}
            c={isOverHundredPercent(totalBp) ? 'red' : undefined}
            aria-live="polite"
            data-testid="odds-total"
          >
            {t('game.wheel.oddsTotal', { percent: formatBp(totalBp) })}
          </Text>
          <Text size="xs" c="dimmed" maw={220}>
            {t('game.wheel.oddsHelp')}
          </Text>
        </Stack>
        <EditorWheelPreview
          sectors={sectors}
          borderColour={settings.wheelBorderColour}
          language={shownLanguages[0] ?? languages[0] ?? 'en'}
        />
      </Group>
      {isOverHundredPercent(totalBp) && (
        <Alert color="red" title={t('game.wheel.oddsTooHighTitle')}>
          {t('game.wheel.oddsTooHigh', { percent: formatBp(totalBp) })}
        </Alert>
      )}
      <Stack gap="sm">
        {sectors.map((sector, index) => (
          <EditorSectorCard
            key={sector.id}
            sector={sector}
            position={index + 1}
            isFirst={index === 0}
            isLast={index === sectors.length - 1}
            languages={shownLanguages}
            canEdit={canEdit}
            host={host}
            onChange={(next) => changeSectors(sectors.map((s) => (s.id === next.id ? next : s)))}
            onMove={(direction) => changeSectors(moveSector(sectors, sector.id, direction))}
          />
        ))}
      </Stack>
      <Modal
        opened={pendingCount !== null}
        onClose={() => setPendingCount(null)}
        title={t('dialogs.warningTitle')}
        centered
      >
        <Text size="sm">
          {t('game.wheel.removeSectorsConfirm', {
            count: pendingCount === null ? 0 : sectorsLostByResize(sectors, pendingCount).length,
          })}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setPendingCount(null)}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={() => pendingCount !== null && resize(pendingCount)}>
            {t('common.remove')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

export default WheelEditor;
