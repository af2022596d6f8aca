import { Anchor, Grid, NavLink, Paper, Stack, Text, TextInput, Title, Typography } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SUPPORT_URL } from '../../app/app-config.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { LANGUAGES, type Language } from '../../lib/i18n.ts';
import { type GuideId, guidesOf, isGuideId, searchGuides } from './guides.ts';
import { renderGuide } from './render-guide.ts';

/**
 * Spec §2 /support/user-guides: the written guides of the UI language, searchable. `?starting_guide=`
 * (video_tutorials from the tutorials dialog and the support page) opens a guide; choosing another
 * sets `?guide=`, so the browser's back button and a shared link open the same guide.
 */
export function UserGuidesPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const language: Language = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'en';
  const guides = useMemo(() => guidesOf(language), [language]);
  const found = useMemo(() => searchGuides(guides, query), [guides, query]);

  const asked = params.get('guide') ?? params.get('starting_guide');
  const selectedId: GuideId = isGuideId(asked) ? asked : guides[0].id;
  // While searching, a guide that no longer matches gives way to the first that does.
  const shown = found.find((guide) => guide.id === selectedId) ?? found[0];
  const html = useMemo(() => (shown ? renderGuide(shown.body, SUPPORT_URL) : ''), [shown]);

  return (
    <Stack>
      <div>
        <PageTitle>{t('pages.userGuides')}</PageTitle>
        <Anchor component={Link} to="/support" size="sm">
          {t('support.backToSupport')}
        </Anchor>
      </div>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <TextInput
              type="search"
              label={t('support.search')}
              placeholder={t('support.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {query.trim()
                ? found.length > 0
                  ? t('support.found', { count: found.length })
                  : t('support.noMatch', { query: query.trim() })
                : ''}
            </Text>
            <nav aria-label={t('support.guidesNav')}>
              {found.map((guide) => (
                <NavLink
                  key={guide.id}
                  component="button"
                  type="button"
                  label={guide.title}
                  active={guide.id === shown?.id}
                  aria-current={guide.id === shown?.id ? 'page' : undefined}
                  onClick={() => setParams({ guide: guide.id })}
                />
              ))}
            </nav>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {shown && (
            <Paper withBorder radius="md" p="xl" component="article" aria-labelledby="guide-title">
              <Title order={2} id="guide-title" mb="md">
                {shown.title}
              </Title>
              {/* Sanitised by renderGuide (DOMPurify). */}
              <Typography>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes from DOMPurify. */}
                <div dangerouslySetInnerHTML={{ __html: html }} />
              </Typography>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
