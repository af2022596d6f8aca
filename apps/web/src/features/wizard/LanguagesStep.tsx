import { LANGUAGE_CODES, type LanguageCode } from '@gc/contracts/languages';
import { Badge, Group, List, MultiSelect, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageFlag } from './LanguageFlag.tsx';
import { StepLoadError } from './StepLoadError.tsx';
import { useCampaignLanguages } from './wizard-queries.ts';

type Props = {
  /** In pick order; the first is the default language. */
  value: LanguageCode[];
  onChange: (languages: LanguageCode[]) => void;
};

const isLanguageCode = (value: string): value is LanguageCode => (LANGUAGE_CODES as readonly string[]).includes(value);

/** Step 4: the campaign's languages with their flags; the first one picked is the default. */
export function LanguagesStep({ value, onChange }: Props) {
  const { t } = useTranslation();
  const languages = useCampaignLanguages();
  if (languages.isPending) return <Skeleton h={60} maw={560} radius="sm" aria-busy="true" />;
  if (languages.isError) {
    return <StepLoadError message={t('wizard.languages.loadFailed')} onRetry={() => void languages.refetch()} />;
  }
  const byCode = new Map(languages.data.map((language) => [language.shortName, language]));
  const chosen = value.flatMap((code) => byCode.get(code) ?? []);

  return (
    <Stack maw={560}>
      <MultiSelect
        label={t('wizard.languages.label')}
        description={t('wizard.languages.help')}
        placeholder={value.length === 0 ? t('wizard.languages.placeholder') : undefined}
        required
        searchable
        hidePickedOptions
        data={languages.data.map((language) => ({ value: language.shortName, label: language.name }))}
        value={value}
        // Mantine appends each new pick, so the order is the pick order and the first stays the default.
        onChange={(next) => onChange(next.filter(isLanguageCode))}
        renderOption={({ option }) => {
          const language = byCode.get(option.value);
          return (
            <Group gap="sm" wrap="nowrap">
              {language && <LanguageFlag language={language} />}
              <Text size="sm">{option.label}</Text>
            </Group>
          );
        }}
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={250}
      />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('wizard.languages.chosen')}
        </Text>
        {chosen.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('wizard.languages.none')}
          </Text>
        ) : (
          <List type="ordered" spacing={6} size="sm" data-testid="chosen-languages">
            {chosen.map((language, index) => (
              <List.Item key={language.shortName}>
                <Group gap="sm" wrap="nowrap">
                  <LanguageFlag language={language} />
                  <Text size="sm">{language.name}</Text>
                  {index === 0 && (
                    <Badge size="xs" variant="light">
                      {t('wizard.languages.defaultBadge')}
                    </Badge>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Stack>
  );
}
