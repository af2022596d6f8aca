import { HIDDEN_SECRET, type OutboxMail } from '@gc/contracts/outbox';
import { Alert, Anchor, Badge, Button, Code, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconEyeCheck, IconLock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyDates } from '../../app/use-company-dates.ts';
import { ServerViolations } from '../../components/forms/ServerViolations.tsx';
import { fetchMailReveals, revealMail } from './api.ts';
import { linkify } from './linkify.ts';
import { OUTBOX_STATUS_COLORS } from './OutboxTable.tsx';

/** Plain-text mail with its links clickable; a link with a hidden part is useless, so it stays text. */
function Linkified({ text }: { text: string }) {
  return linkify(text).map((segment) =>
    segment.isLink && !segment.text.includes(HIDDEN_SECRET) ? (
      <Anchor key={segment.offset} href={segment.text} target="_blank" rel="noopener noreferrer">
        {segment.text}
      </Anchor>
    ) : (
      <Fragment key={segment.offset}>{segment.text}</Fragment>
    ),
  );
}

/** Who has seen this mail in full (the audit of reveals), newest first. */
function RevealLog({ mailId }: { mailId: string }) {
  const { t } = useTranslation();
  const dates = useCompanyDates();
  const reveals = useQuery({ queryKey: ['outbox-reveals', mailId], queryFn: () => fetchMailReveals(mailId) });
  if (!reveals.data) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('admin.reveals')}
      </Text>
      {reveals.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.noReveals')}
        </Text>
      ) : (
        <List size="sm" data-testid="mail-reveals">
          {reveals.data.map((reveal) => (
            <List.Item key={`${reveal.userId}-${reveal.revealedAt}`}>
              {t('admin.revealEntry', { email: reveal.userEmail, date: dates.dateTimeNamed(reveal.revealedAt) })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** A listed mail (links hidden); a super admin may show it in full, which the server records. */
export function OutboxMailDialog({ mail, onClose }: { mail: OutboxMail | null; onClose: () => void }) {
  const { t } = useTranslation();
  const dates = useCompanyDates();
  const queryClient = useQueryClient();
  const reveal = useMutation({
    mutationFn: revealMail,
    onSuccess: (revealed) => void queryClient.invalidateQueries({ queryKey: ['outbox-reveals', revealed.id] }),
  });
  const close = () => {
    reveal.reset();
    onClose();
  };
  const shown = reveal.data?.id === mail?.id ? reveal.data : mail;
  return (
    <Modal opened={mail !== null} onClose={close} title={mail?.subject} size="xl" centered>
      {mail && shown && (
        <Stack gap="sm">
          <Group gap="lg">
            <Text size="sm">
              <b>{t('admin.to')}:</b> {mail.to}
            </Text>
            <Text size="sm">
              <b>{t('admin.createdAt')}:</b> {dates.dateTimeNamed(mail.createdAt)}
            </Text>
            {mail.sentAt && (
              <Text size="sm">
                <b>{t('admin.sentAt')}:</b> {dates.dateTimeNamed(mail.sentAt)}
              </Text>
            )}
            <Badge variant="dot" color={OUTBOX_STATUS_COLORS[mail.status]}>
              {t(`admin.mailStatus.${mail.status}`)}
            </Badge>
          </Group>
          {mail.lastError && (
            <Text size="sm" c="red">
              {t('admin.lastError')}: {mail.lastError}
            </Text>
          )}
          {shown.hasHiddenSecrets && (
            <Alert color="yellow" icon={<IconLock size={18} />}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('admin.hiddenSecrets')}</Text>
                <Button size="xs" variant="light" loading={reveal.isPending} onClick={() => reveal.mutate(mail.id)}>
                  {t('admin.reveal')}
                </Button>
              </Stack>
            </Alert>
          )}
          {reveal.data?.id === mail.id && (
            <Alert color="blue" icon={<IconEyeCheck size={18} />} role="status">
              {t('admin.revealed', { to: mail.to })}
            </Alert>
          )}
          <ServerViolations error={reveal.error} />
          <Code block data-testid="mail-text" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            <Linkified text={shown.text} />
          </Code>
          {mail.hasHiddenSecrets && <RevealLog mailId={mail.id} />}
        </Stack>
      )}
    </Modal>
  );
}
