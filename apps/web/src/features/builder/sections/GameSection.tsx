import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_TYPE_ICONS } from '../../campaigns/campaign-type-icons.ts';
import type { SectionProps } from '../section-props.ts';

/**
 * The game's settings. Each game type brings its own settings panel (packages/games/<type>/Editor.tsx);
 * until it does, this names the game and says where its settings will come from.
 */
export function GameSection({ campaign }: SectionProps) {
  const { t } = useTranslation();
  const Icon = CAMPAIGN_TYPE_ICONS[campaign.campaignType];
  return (
    <Stack gap="md">
      <Group gap="sm">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <Icon size={20} stroke={1.6} />
        </ThemeIcon>
        <div>
          <Text size="xs" c="dimmed">
            {t('builder.game.type')}
          </Text>
          <Text fw={600}>{t(`campaign.types.${campaign.campaignType}.name`)}</Text>
        </div>
      </Group>
      <Paper withBorder radius="md" p="sm" bg="gray.0">
        <Group gap="xs" wrap="nowrap">
          <IconInfoCircle size={18} aria-hidden />
          <Text size="sm">{t('builder.game.settingsNote')}</Text>
        </Group>
      </Paper>
    </Stack>
  );
}
