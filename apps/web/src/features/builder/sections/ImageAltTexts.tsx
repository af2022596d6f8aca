import type { CampaignDocument } from '@gc/contracts/campaign-document';
import type { Campaign } from '@gc/contracts/campaigns';
import type { LanguageCode } from '@gc/contracts/languages';
import { MAX_TEXT_LENGTH } from '@gc/contracts/validation';
import { Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageName } from '../use-page-name.ts';
import { CountedTextField } from './CountedTextField.tsx';
import { type ImageAltItem, imageAltItems } from './image-alt-items.ts';
import { languageName } from './language-names.ts';

type Props = {
  campaign: Campaign;
  document: CampaignDocument;
  languages: LanguageCode[];
  canEdit: boolean;
  onChange: (language: LanguageCode, altKey: string, value: string) => void;
};

/** Optional alternative texts of the campaign's images, per language (§3 Language document, alt_texts). */
export function ImageAltTexts({ campaign, document, languages, canEdit, onChange }: Props) {
  const { t } = useTranslation();
  const pageName = usePageName();
  const items = imageAltItems(document, languages);

  const labelOf = (item: ImageAltItem) =>
    item.source.kind === 'logo'
      ? t('builder.content.images.logoImage')
      : item.source.kind === 'ad'
        ? t('builder.content.images.ad')
        : t('builder.content.images.outcome', { name: pageName(item.source.outcomeKind) });

  return (
    <Stack gap="sm" component="section" aria-label={t('builder.content.altTitle')}>
      <Title order={2} size="h5">
        {t('builder.content.altTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {items.length === 0 ? t('builder.content.altNone') : t('builder.content.altHelp')}
      </Text>
      {items.map((item) => {
        const label = labelOf(item);
        return (
          <Paper key={item.altKey} withBorder radius="md" p="sm">
            <SimpleGrid cols={languages.length} spacing="sm">
              {languages.map((code) => {
                const url = item.urls[code];
                if (!url) return <div key={code} />;
                return (
                  <Group key={code} align="flex-start" wrap="nowrap" gap="sm">
                    <Image src={url} alt="" w={48} h={48} radius="sm" fit="contain" bg="gray.1" />
                    <div style={{ flex: 1 }}>
                      <CountedTextField
                        label={
                          languages.length > 1
                            ? t('builder.content.fieldIn', { field: label, language: languageName(campaign, code) })
                            : label
                        }
                        value={document.altTexts[code]?.[item.altKey] ?? ''}
                        max={MAX_TEXT_LENGTH}
                        disabled={!canEdit}
                        onChange={(value) => onChange(code, item.altKey, value)}
                      />
                    </div>
                  </Group>
                );
              })}
            </SimpleGrid>
          </Paper>
        );
      })}
    </Stack>
  );
}
