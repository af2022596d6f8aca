import { Anchor, Badge, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date.ts';
import type { OutboxMail } from './api.ts';
import { linkify } from './linkify.ts';
import { OUTBOX_STATUS_COLORS } from './OutboxTable.tsx';

/** Plain-text mail with its links clickable (reset and invitation links are what admins look for). */
function Linkified({ text }: { text: string }) {
  return linkify(text).map((segment) =>
    segment.isLink ? (
      <Anchor key={segment.offset} href={segment.text} target="_blank" rel="noopener noreferrer">
        {segment.text}
      </Anchor>
    ) : (
      <Fragment key={segment.offset}>{segment.text}</Fragment>
    ),
  );
}

export function OutboxMailDialog({ mail, onClose }: { mail: OutboxMail | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={mail !== null} onClose={onClose} title={mail?.subject} size="xl" centered>
      {mail && (
        <Stack gap="sm">
          <Group gap="lg">
            <Text size="sm">
              <b>{t('admin.to')}:</b> {mail.to}
            </Text>
            <Text size="sm">
              <b>{t('admin.createdAt')}:</b> {formatDate(mail.createdAt, true)}
            </Text>
            {mail.sentAt && (
              <Text size="sm">
                <b>{t('admin.sentAt')}:</b> {formatDate(mail.sentAt, true)}
              </Text>
            )}
            <Badge variant="light" color={OUTBOX_STATUS_COLORS[mail.status]}>
              {t(`admin.mailStatus.${mail.status}`)}
            </Badge>
          </Group>
          {mail.lastError && (
            <Text size="sm" c="red">
              {t('admin.lastError')}: {mail.lastError}
            </Text>
          )}
          <Code block data-testid="mail-text" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            <Linkified text={mail.text} />
          </Code>
        </Stack>
      )}
    </Modal>
  );
}
