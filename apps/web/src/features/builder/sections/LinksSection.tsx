import { LINK_PAGES, type PageLinks } from '@gc/contracts/campaign-document';
import type { LanguageCode } from '@gc/contracts/languages';
import { Alert, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from '../section-props.ts';
import { usePageName } from '../use-page-name.ts';
import { languageName, shownLanguages } from './language-names.ts';
import { isValidLinkUrl, linkUrlFor, withLanguageLink } from './page-links.ts';

/**
 * Where links go, per language (§3 externalLinks): the terms and privacy pages, and an optional
 * external address for each content page. The source follows §5: blank is external, a URL is link.
 */
export function LinksSection({ campaign, document, onChange, language, canEdit }: SectionProps) {
  const { t } = useTranslation();
  const pageName = usePageName();
  const configured = document.languageOptions.languages;
  const languages = shownLanguages(configured, language);
  const contentPages = document.pages.filter((page) => page.type === 'page').map((page) => page.key);

  const setUrl = (pageKey: string, languageId: LanguageCode, url: string) => {
    const links = withLanguageLink(document.externalLinks[pageKey], configured, languageId, url);
    if (links) onChange({ externalLinks: { [pageKey]: links } });
  };

  const pageLinks = (pageKey: string) => (
    <Paper key={pageKey} withBorder radius="md" p="sm">
      <Text fw={500} size="sm" mb="xs">
        {pageName(pageKey)}
      </Text>
      <SimpleGrid cols={languages.length} spacing="sm">
        {languages.map((code) => (
          <UrlField
            key={code}
            label={
              languages.length > 1
                ? t('builder.links.urlIn', { language: languageName(campaign, code) })
                : t('builder.links.url')
            }
            name={`${pageKey}-${code}`}
            links={document.externalLinks[pageKey]}
            language={code}
            disabled={!canEdit}
            onChange={(url) => setUrl(pageKey, code, url)}
          />
        ))}
      </SimpleGrid>
    </Paper>
  );

  if (configured.length === 0) {
    return (
      <Alert color="yellow" role="alert">
        {t('builder.links.noLanguages')}
      </Alert>
    );
  }

  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-label={t('builder.links.legalTitle')}>
        <Title order={2} size="h5">
          {t('builder.links.legalTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('builder.links.legalHelp')}
        </Text>
        {LINK_PAGES.map(pageLinks)}
      </Stack>
      <Stack gap="sm" component="section" aria-label={t('builder.links.pageTitle')}>
        <Title order={2} size="h5">
          {t('builder.links.pageTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('builder.links.pageHelp')}
        </Text>
        {contentPages.map(pageLinks)}
      </Stack>
    </Stack>
  );
}

type UrlFieldProps = {
  label: string;
  name: string;
  links: PageLinks | undefined;
  language: LanguageCode;
  disabled: boolean;
  onChange: (url: string) => void;
};

function UrlField({ label, name, links, language, disabled, onChange }: UrlFieldProps) {
  const { t } = useTranslation();
  const url = linkUrlFor(links, language);
  return (
    <TextInput
      label={label}
      name={name}
      type="url"
      inputMode="url"
      placeholder={t('builder.links.placeholder')}
      value={url}
      maxLength={2048}
      disabled={disabled}
      error={isValidLinkUrl(url) ? undefined : t('builder.links.invalidUrl')}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
