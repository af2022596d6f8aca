import { EDITING_ROLES, hasAnyRole } from '@gc/contracts/roles';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { failureTextKey } from '../../lib/api-error.ts';
import { useSession } from '../../lib/use-session.ts';
import { fetchCampaignDraft } from '../campaigns/campaign-api.ts';
import { ADVANCED_BUILDER_KEY, fetchCampaignChoices, fetchCampaignCss, fetchPageHtml } from './advanced-builder-api.ts';
import { CodeEditor } from './CodeEditor.tsx';

const PAGE_NAMES = ['introduction', 'register', 'game', 'outcome'] as const;

/** The campaign and page chosen (kept in the address, so a reload or a link opens the same page) and their code. */
export function AdvancedBuilderEditor() {
  const { t } = useTranslation();
  const session = useSession();
  const canEdit = hasAnyRole(session?.roles ?? [], EDITING_ROLES);
  const [params, setParams] = useSearchParams();
  const campaigns = useQuery({ queryKey: [...ADVANCED_BUILDER_KEY, 'campaigns'], queryFn: fetchCampaignChoices });
  const items = campaigns.data?.items ?? [];
  const campaignId = params.get('campaign') ?? items[0]?.id ?? null;
  const draft = useQuery({
    queryKey: [...ADVANCED_BUILDER_KEY, 'draft', campaignId],
    queryFn: () => fetchCampaignDraft(campaignId ?? ''),
    enabled: campaignId !== null,
  });
  const pages = (draft.data?.document.pages ?? []).filter((page) => page.type === 'page');
  const pageId = params.get('page') ?? pages[0]?.key ?? null;
  const isReady = campaignId !== null && pageId !== null && draft.data !== undefined;
  const html = useQuery({
    queryKey: [...ADVANCED_BUILDER_KEY, 'html', campaignId, pageId],
    queryFn: () => fetchPageHtml(campaignId ?? '', pageId ?? ''),
    enabled: isReady,
  });
  const css = useQuery({
    queryKey: [...ADVANCED_BUILDER_KEY, 'css', campaignId],
    queryFn: () => fetchCampaignCss(campaignId ?? ''),
    enabled: isReady,
  });

  const choose = (key: 'campaign' | 'page', value: string | null) => {
    if (!value) return;
    const next = new URLSearchParams(params);
    next.set(key, value);
    if (key === 'campaign') next.delete('page');
    setParams(next);
  };

  if (campaigns.isPending) return <LoadingScreen />;
  if (campaigns.isError) return <Alert color="red">{t(failureTextKey(campaigns.error))}</Alert>;
  if (items.length === 0) {
    return <Text data-testid="advanced-builder-empty">{t('advancedBuilder.noCampaigns')}</Text>;
  }
  const failure = draft.error ?? html.error ?? css.error;
  return (
    <Stack>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('advancedBuilder.campaign')}
            placeholder={t('advancedBuilder.campaignPlaceholder')}
            data={items.map((campaign) => ({ value: campaign.id, label: campaign.name }))}
            value={campaignId}
            onChange={(value) => choose('campaign', value)}
            searchable
            allowDeselect={false}
          />
          <Select
            label={t('advancedBuilder.page')}
            data={pages.map((page) => ({
              value: page.key,
              label: (PAGE_NAMES as readonly string[]).includes(page.key)
                ? t(`advancedBuilder.pages.${page.key as (typeof PAGE_NAMES)[number]}`)
                : page.key,
            }))}
            value={pageId}
            onChange={(value) => choose('page', value)}
            allowDeselect={false}
            disabled={pages.length === 0}
          />
        </SimpleGrid>
        {campaignId && (
          <Group mt="sm">
            <Button component={Link} to={`/builder/${campaignId}`} variant="subtle" size="compact-sm">
              {t('advancedBuilder.openBuilder')}
            </Button>
          </Group>
        )}
      </Paper>
      {!canEdit && <Text c="dimmed">{t('advancedBuilder.readOnly')}</Text>}
      {failure ? (
        <Alert color="red">{t('advancedBuilder.loadFailed')}</Alert>
      ) : html.data && css.data && draft.data && pageId ? (
        <CodeEditor
          // A new page or campaign starts from what is stored; typing is kept while it stays.
          key={`${campaignId}:${pageId}`}
          campaign={draft.data.campaign}
          pageId={pageId}
          initialHtml={html.data.rawHtml}
          initialCss={css.data.css}
          canEdit={canEdit}
        />
      ) : (
        <LoadingScreen />
      )}
    </Stack>
  );
}
