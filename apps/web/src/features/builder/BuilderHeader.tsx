import type { Campaign } from '@gc/contracts/campaigns';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CampaignStatusBadge } from '../campaigns/CampaignStatusBadge.tsx';
import { CampaignTypeIcon } from '../campaigns/CampaignTypeIcon.tsx';
import { PublishActions } from '../publishing/PublishActions.tsx';
import { LanguageDropdown } from './LanguageDropdown.tsx';
import type { LanguageChoice, LanguageDropdownModel } from './language-options.ts';

type Props = {
  campaign: Campaign;
  languageModel: LanguageDropdownModel;
  language: LanguageChoice;
  onLanguageChange: (language: LanguageChoice) => void;
  isDirty: boolean;
  isSaving: boolean;
  canEdit: boolean;
  onSave: () => void;
  isPreviewShown: boolean;
  onTogglePreview: () => void;
};

/** The builder's header: which campaign, its type and status, the language and the Save button. */
export function BuilderHeader(props: Props) {
  const { campaign, languageModel, language, onLanguageChange, isDirty, isSaving, canEdit } = props;
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h3" lineClamp={1}>
            {campaign.name}
          </Title>
          <Group gap="xs">
            <CampaignTypeIcon campaign={campaign} />
            <Text size="sm" c="dimmed">
              {t(`campaign.types.${campaign.campaignType}.name`)}
            </Text>
            <CampaignStatusBadge status={campaign.status} />
          </Group>
        </Stack>
        <Group gap="sm" align="flex-end">
          <LanguageDropdown
            label={t('builder.header.language')}
            model={languageModel}
            value={language}
            onChange={onLanguageChange}
          />
          <Button
            variant="default"
            leftSection={props.isPreviewShown ? <IconEyeOff size={16} /> : <IconEye size={16} />}
            onClick={props.onTogglePreview}
          >
            {props.isPreviewShown ? t('builder.header.hidePreview') : t('builder.header.showPreview')}
          </Button>
          {canEdit && (
            <Stack gap={2} align="flex-end">
              <Text size="xs" c={isDirty ? 'orange' : 'dimmed'} aria-live="polite">
                {isDirty ? t('builder.header.unsaved') : t('builder.header.upToDate')}
              </Text>
              <Button
                leftSection={isSaving ? <Loader size={14} /> : <IconDeviceFloppy size={16} />}
                disabled={!isDirty || isSaving}
                onClick={props.onSave}
              >
                {isSaving ? t('builder.header.saving') : t('builder.header.save')}
              </Button>
            </Stack>
          )}
          <PublishActions campaign={campaign} hasUnsavedChanges={isDirty} />
        </Group>
      </Group>
    </Paper>
  );
}
