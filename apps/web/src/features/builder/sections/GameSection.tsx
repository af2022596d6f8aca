import { findGameDefinition } from '@gc/games/definitions';
import { findGameEditor } from '@gc/games/editor';
import { Alert, Center, Divider, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_TYPE_ICONS } from '../../campaigns/campaign-type-icons.ts';
import { PrizeSimulator } from '../../prize-simulation/PrizeSimulator.tsx';
import { readGameSettings } from '../game/read-game-settings.ts';
import { SettingsForm } from '../game/SettingsForm.tsx';
import { useEditorHost } from '../game/use-editor-host.tsx';
import type { SectionProps } from '../section-props.ts';
import { GameAdFields } from './GameAdFields.tsx';

/**
 * The game's settings (document.game): the form generated from the type's layout, then the type's
 * own Editor for what a form cannot express (the wheel's sectors). Changes go into the working copy
 * as the whole game part and are saved with the builder's Save, where the server validates them
 * with the type's schema.
 */
export function GameSection({ campaign, document, onChange, language, canEdit }: SectionProps) {
  const { t } = useTranslation();
  const host = useEditorHost(campaign.id);
  const Icon = CAMPAIGN_TYPE_ICONS[campaign.campaignType];
  const definition = findGameDefinition(campaign.campaignType);
  const editor = findGameEditor(campaign.campaignType);
  const read = definition ? readGameSettings(definition, document.game) : null;

  const header = (
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
  );

  if (!definition || !editor || !read) {
    return (
      <Stack gap="md">
        {header}
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <Group gap="xs" wrap="nowrap">
            <IconInfoCircle size={18} aria-hidden />
            <Text size="sm">{t('game.section.noEditor')}</Text>
          </Group>
        </Paper>
      </Stack>
    );
  }
  if (read.kind === 'unreadable') {
    return (
      <Stack gap="md">
        {header}
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('game.section.unreadableTitle')}>
          {t('game.section.unreadable', { reason: read.message })}
        </Alert>
      </Stack>
    );
  }

  // The whole game part is sent: its settings object is merged key by key, the sectors array replaced.
  const change = (settings: Record<string, unknown>) =>
    onChange({ game: { version: definition.settingsVersion, settings } });
  const { Editor } = editor;

  return (
    <Stack gap="xl">
      {header}
      <SettingsForm
        layout={editor.layout}
        settings={read.settings}
        onChange={change}
        campaignId={campaign.id}
        disabled={!canEdit}
      />
      {'showAdAfterWin' in read.settings && (
        <GameAdFields
          campaignId={campaign.id}
          ad={document.ad}
          isShown={read.settings.showAdAfterWin === true}
          onChange={(ad) => onChange({ ad })}
          disabled={!canEdit}
        />
      )}
      <Divider />
      <Suspense
        fallback={
          <Center py="lg">
            <Loader size="sm" role="progressbar" aria-label={t('common.loading')} />
          </Center>
        }
      >
        <Editor
          settings={read.settings}
          onChange={change}
          languages={document.languageOptions.languages}
          language={language}
          canEdit={canEdit}
          host={host}
        />
      </Suspense>
      <PrizeSimulator campaignId={campaign.id} />
    </Stack>
  );
}
