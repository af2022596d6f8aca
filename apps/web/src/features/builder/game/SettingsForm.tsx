import {
  applyLayoutLimits,
  isFieldVisible,
  type SettingsField,
  type SettingsLayout,
  withSettingValue,
} from '@gc/games/core/settings-layout';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFlags } from '../../flags/use-flags.ts';
import { layoutText } from './layout-text.ts';
import { SettingInput } from './SettingInput.tsx';

type Props = {
  layout: SettingsLayout;
  settings: Record<string, unknown>;
  onChange: (settings: Record<string, unknown>) => void;
  campaignId: string;
  disabled: boolean;
};

/**
 * The settings form generated from a game's layout (STYLE: zod schema plus layout metadata), one
 * titled group per section. Every change goes through the layout's limits, so turning
 * multiRegistration off also brings playsPerDay down to 1 (§5), as the server would on save.
 */
export function SettingsForm({ layout, settings, onChange, campaignId, disabled }: Props) {
  const { t } = useTranslation();
  const flags = useFlags();
  const change = (key: string, value: unknown) =>
    onChange(applyLayoutLimits(layout, withSettingValue(settings, key, value)));

  return (
    <Stack gap="xl">
      {layout.sections.map((section) => {
        const visible = section.fields.filter((field) => isFieldVisible(field, settings, flags));
        // A field hidden by a flag that is off says so, so nobody looks for a setting that vanished.
        const hiddenByFlag =
          flags !== null && section.fields.some((field) => field.flag !== undefined && flags[field.flag] !== true);
        if (visible.length === 0 && !hiddenByFlag) return null;
        return (
          <Stack key={section.titleKey} gap="sm">
            <Title order={2} size="h4">
              {layoutText(t, section.titleKey)}
            </Title>
            <SimpleGrid type="container" cols={{ base: 1, '560px': 2 }} spacing="md" verticalSpacing="md">
              {visible.map((field: SettingsField) => (
                <SettingInput
                  key={field.key}
                  field={field}
                  settings={settings}
                  onChange={(value) => change(field.key, value)}
                  campaignId={campaignId}
                  disabled={disabled}
                />
              ))}
            </SimpleGrid>
            {hiddenByFlag && (
              <Text size="sm" c="dimmed">
                {t('game.section.flagHidden')}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
