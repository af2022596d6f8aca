import type { CampaignDocument } from '@gc/contracts/campaign-document';
import type { Campaign } from '@gc/contracts/campaigns';
import type { LanguageCode } from '@gc/contracts/languages';
import type { PreviewShowMessage } from '@gc/contracts/preview-messages';
import { gamePreviewDays } from '@gc/games/core/game-capabilities';
import { findGameDefinition } from '@gc/games/definitions';
import { Group, Paper, SegmentedControl, Select, Stack, Title } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageDropdown } from '../LanguageDropdown.tsx';
import type { LanguageDropdownModel } from '../language-options.ts';
import { usePageName } from '../use-page-name.ts';
import { PreviewFrame } from './PreviewFrame.tsx';
import { type PreviewDevice, previewPages } from './preview-pages.ts';

type Props = {
  campaign: Campaign;
  /** The working copy: what the marketer sees is what they have typed, saved or not. */
  document: CampaignDocument;
  /** The campaign's languages, without "all": a preview is always in one language. */
  languageModel: LanguageDropdownModel;
  language: LanguageCode;
  onLanguageChange: (language: LanguageCode) => void;
};

/** The live preview beside the sections: device, page and language pickers over the player iframe. */
export function PreviewPane({ campaign, document, languageModel, language, onLanguageChange }: Props) {
  const { t } = useTranslation();
  const pageName = usePageName();
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const [chosenPage, setChosenPage] = useState<string | null>(null);
  const pages = previewPages(document);
  const page = chosenPage && pages.includes(chosenPage) ? chosenPage : pages[0];
  // A game whose play depends on the day (a calendar) can be previewed as on each of its days.
  const definition = findGameDefinition(campaign.campaignType);
  const days = definition ? gamePreviewDays(definition, document.game?.settings) : [];
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const asOfDate = chosenDate && days.some((day) => day.date === chosenDate) ? chosenDate : undefined;

  const message = useMemo<PreviewShowMessage>(
    () => ({
      type: 'gc-preview:show',
      campaignType: campaign.campaignType,
      document,
      page,
      language,
      device,
      ...(asOfDate ? { asOfDate } : {}),
    }),
    [campaign.campaignType, document, page, language, device, asOfDate],
  );

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('builder.preview.title')}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="xs">
          <Title order={2} size="h5">
            {t('builder.preview.title')}
          </Title>
          <SegmentedControl
            size="xs"
            aria-label={t('builder.preview.device')}
            value={device}
            onChange={(value) => setDevice(value as PreviewDevice)}
            data={[
              {
                value: 'desktop',
                label: (
                  <Group gap={4} wrap="nowrap">
                    <IconDeviceDesktop size={14} aria-hidden />
                    {t('builder.preview.desktop')}
                  </Group>
                ),
              },
              {
                value: 'mobile',
                label: (
                  <Group gap={4} wrap="nowrap">
                    <IconDeviceMobile size={14} aria-hidden />
                    {t('builder.preview.mobile')}
                  </Group>
                ),
              },
            ]}
          />
        </Group>
        <Group gap="xs" grow>
          <Select
            size="xs"
            label={t('builder.preview.page')}
            data={pages.map((key) => ({ value: key, label: pageName(key) }))}
            value={page}
            onChange={(value) => value && setChosenPage(value)}
            allowDeselect={false}
          />
          <LanguageDropdown
            size="xs"
            width="auto"
            label={t('builder.preview.language')}
            model={languageModel}
            value={language}
            onChange={(value) => value !== 'all' && onLanguageChange(value)}
          />
        </Group>
        {days.length > 0 && (
          <Select
            size="xs"
            label={t('builder.preview.asOf')}
            data={[
              { value: '', label: t('builder.preview.today') },
              ...days.map((day) => ({
                value: day.date,
                label: t('builder.preview.day', { day: day.dayNumber, date: day.date }),
              })),
            ]}
            value={asOfDate ?? ''}
            onChange={(value) => setChosenDate(value || null)}
            allowDeselect={false}
          />
        )}
        <PreviewFrame message={message} />
      </Stack>
    </Paper>
  );
}
