import {
  type CampaignDocument,
  MAX_LONG_TEXT_LENGTH,
  PAGE_TEXT_FIELDS,
  type TextPage,
  textKey,
} from '@gc/contracts/campaign-document';
import type { LanguageCode } from '@gc/contracts/languages';
import { MAX_TEXT_LENGTH } from '@gc/contracts/validation';
import { Accordion, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from '../section-props.ts';
import { usePageName } from '../use-page-name.ts';
import { CountedTextField } from './CountedTextField.tsx';
import { ImageAltTexts } from './ImageAltTexts.tsx';
import { languageName, shownLanguages } from './language-names.ts';

const TEXT_PAGES = Object.keys(PAGE_TEXT_FIELDS) as TextPage[];

/** A change of one text in one language; the working copy merges it key by key. */
function textChange(language: LanguageCode, key: string, value: string): Partial<CampaignDocument> {
  return { texts: { [language]: { [key]: value } } };
}

/**
 * Every text of every page (§3 Language document), for the chosen language or all side by side:
 * titles and buttons in one-line inputs of 255 characters, page texts in areas of 1000 (§5).
 */
export function ContentSection({ campaign, document, onChange, language, canEdit }: SectionProps) {
  const { t } = useTranslation();
  const pageName = usePageName();
  const languages = shownLanguages(document.languageOptions.languages, language);
  const isSideBySide = languages.length > 1;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('builder.content.help')}
      </Text>
      <Accordion multiple defaultValue={[TEXT_PAGES[0]]} variant="separated">
        {TEXT_PAGES.map((page) => {
          const flowPage = document.pages.find((candidate) => candidate.key === page);
          return (
            <Accordion.Item key={page} value={page}>
              <Accordion.Control>
                <Group gap="xs">
                  <Text fw={500}>{pageName(page)}</Text>
                  {flowPage && !flowPage.included && (
                    <Badge size="xs" color="gray" variant="light">
                      {t('builder.pages.notInFlow')}
                    </Badge>
                  )}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  {PAGE_TEXT_FIELDS[page].map((field) => {
                    const key = textKey(page, field);
                    const fieldLabel = t(`builder.content.fields.${field}`);
                    return (
                      <SimpleGrid key={key} cols={languages.length} spacing="sm">
                        {languages.map((code) => (
                          <CountedTextField
                            key={code}
                            label={
                              isSideBySide
                                ? t('builder.content.fieldIn', {
                                    field: fieldLabel,
                                    language: languageName(campaign, code),
                                  })
                                : fieldLabel
                            }
                            value={document.texts[code]?.[key] ?? ''}
                            max={field === 'text' ? MAX_LONG_TEXT_LENGTH : MAX_TEXT_LENGTH}
                            isMultiline={field === 'text'}
                            disabled={!canEdit}
                            onChange={(value) => onChange(textChange(code, key, value))}
                          />
                        ))}
                      </SimpleGrid>
                    );
                  })}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
      <ImageAltTexts
        campaign={campaign}
        document={document}
        languages={languages}
        canEdit={canEdit}
        onChange={(code, key, value) => onChange({ altTexts: { [code]: { [key]: value } } })}
      />
    </Stack>
  );
}
