import type { Campaign } from '@gc/contracts/campaigns';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast.ts';
import { PublishActions } from '../publishing/PublishActions.tsx';
import { ADVANCED_BUILDER_KEY, saveCampaignCss, savePageHtml } from './advanced-builder-api.ts';
import { previewDocument } from './preview-document.ts';

type Props = {
  campaign: Campaign;
  pageId: string;
  initialHtml: string;
  initialCss: string;
  canEdit: boolean;
};

/** Plain text areas in a monospace font: accessible as they are, and nothing heavy to load. */
const CODE_STYLES = { input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 } };

/**
 * One page's HTML and the campaign's CSS, their preview in a frame that runs no script (sandbox without
 * allow-scripts, the document given as srcdoc), saving (the server answers with what it kept after
 * sanitising, which replaces what was typed) and publishing the saved draft.
 */
export function CodeEditor({ campaign, pageId, initialHtml, initialCss, canEdit }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [html, setHtml] = useState(initialHtml);
  const [css, setCss] = useState(initialCss);
  const [saved, setSaved] = useState({ html: initialHtml, css: initialCss });
  const [removedCount, setRemovedCount] = useState<number | null>(null);
  const isDirty = html !== saved.html || css !== saved.css;
  const save = useMutation({
    mutationFn: async () => {
      const page = await savePageHtml(campaign.id, pageId, html);
      const sheet = await saveCampaignCss(campaign.id, css);
      return { page, sheet };
    },
    onSuccess: ({ page, sheet }) => {
      setHtml(page.rawHtml);
      setCss(sheet.css);
      setSaved({ html: page.rawHtml, css: sheet.css });
      setRemovedCount(page.removedCount + sheet.removedCount);
      void queryClient.invalidateQueries({ queryKey: ADVANCED_BUILDER_KEY });
      showToast({ kind: 'success', message: t('advancedBuilder.saved') });
    },
    onError: (error) => showToast({ kind: 'error', message: error.message || t('advancedBuilder.saveFailed') }),
  });

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Group>
          {canEdit && (
            <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!isDirty}>
              {t('advancedBuilder.save')}
            </Button>
          )}
          {isDirty && (
            <Text size="sm" c="orange">
              {t('advancedBuilder.unsaved')}
            </Text>
          )}
        </Group>
        <PublishActions campaign={campaign} hasUnsavedChanges={isDirty} />
      </Group>
      {removedCount !== null && removedCount > 0 && (
        <Alert color="yellow" data-testid="advanced-builder-removed" role="status">
          {t('advancedBuilder.removed', { count: removedCount })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack>
          <Textarea
            label={t('advancedBuilder.html')}
            description={t('advancedBuilder.htmlHelp')}
            value={html}
            onChange={(event) => setHtml(event.currentTarget.value)}
            readOnly={!canEdit}
            autosize
            minRows={12}
            maxRows={24}
            spellCheck={false}
            styles={CODE_STYLES}
          />
          <Textarea
            label={t('advancedBuilder.css')}
            description={t('advancedBuilder.cssHelp')}
            value={css}
            onChange={(event) => setCss(event.currentTarget.value)}
            readOnly={!canEdit}
            autosize
            minRows={8}
            maxRows={20}
            spellCheck={false}
            styles={CODE_STYLES}
          />
        </Stack>
        <Paper withBorder radius="md" p="xs">
          <Title order={2} size="h4" mb="xs">
            {t('advancedBuilder.preview')}
          </Title>
          <iframe
            title={t('advancedBuilder.previewTitle')}
            sandbox=""
            srcDoc={previewDocument(html, css)}
            style={{ width: '100%', minHeight: 480, border: 0, background: '#fff' }}
            data-testid="advanced-builder-preview"
          />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
