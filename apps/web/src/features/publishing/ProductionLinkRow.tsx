import { ActionIcon, Anchor, Group, Paper, Text, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isSafeLiveUrl } from '../campaigns/campaign-links.ts';
import { trimLink } from './publish-form.ts';

/** Spec §2: the notice after copying disappears after 3 s. */
const COPIED_NOTICE_MS = 3_000;

/** The copyable campaign link row of spec §2: the address trimmed to 40 characters and a copy button. */
export function ProductionLinkRow({ url }: { url: string }) {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: COPIED_NOTICE_MS });
  return (
    <Paper withBorder radius="md" p="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {isSafeLiveUrl(url) ? (
          <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" title={url}>
            {trimLink(url)}
          </Anchor>
        ) : (
          <Text size="sm">{trimLink(url)}</Text>
        )}
        <Tooltip label={t('publishing.link.copy')}>
          <ActionIcon
            variant="light"
            color={clipboard.copied ? 'teal' : undefined}
            aria-label={t('publishing.link.copy')}
            onClick={() => clipboard.copy(url)}
          >
            {clipboard.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      {clipboard.copied && (
        <Text size="xs" c="teal" mt={4} role="status">
          {t('publishing.link.copied')}
        </Text>
      )}
    </Paper>
  );
}
