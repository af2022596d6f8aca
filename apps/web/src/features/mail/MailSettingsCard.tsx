import { MAIL_TYPES, type MailType } from '@gc/contracts/mail';
import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast.ts';
import { fetchSender, mailKey, saveMailType, saveSender } from './mail-api.ts';
import { mailErrorText } from './mail-errors.ts';

type Props = { campaignId: string; mailType: MailType | undefined; canEdit: boolean };

/** Spec §4 Mail type and the sender (§7 mailType, sender): a display name and reply-to; the address is configuration. */
export function MailSettingsCard({ campaignId, mailType, canEdit }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sender = useQuery({ queryKey: [...mailKey(campaignId), 'sender'], queryFn: () => fetchSender(campaignId) });
  const [displayName, setDisplayName] = useState('');
  const [replyTo, setReplyTo] = useState('');
  useEffect(() => {
    if (!sender.data) return;
    setDisplayName(sender.data.displayName);
    setReplyTo(sender.data.replyTo);
  }, [sender.data]);
  const onError = (error: unknown) => showToast({ kind: 'error', message: mailErrorText(error, t) });

  const changeType = useMutation({
    mutationFn: (type: MailType) => saveMailType(campaignId, type),
    onSuccess: (saved) => queryClient.setQueryData([...mailKey(campaignId), 'type'], saved),
    onError,
  });
  const storeSender = useMutation({
    mutationFn: () => saveSender(campaignId, { displayName, replyTo }),
    onSuccess: (saved) => {
      queryClient.setQueryData([...mailKey(campaignId), 'sender'], saved);
      showToast({ kind: 'success', message: t('mail.settings.saved') });
    },
    onError,
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="mail-settings-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="mail-settings-title">
          {t('mail.settings.title')}
        </Title>
        <Select
          label={t('mail.settings.type')}
          data={MAIL_TYPES.map((value) => ({ value, label: t(`mail.settings.types.${value}`) }))}
          value={mailType ?? null}
          onChange={(value) => value && changeType.mutate(value as MailType)}
          allowDeselect={false}
          disabled={!canEdit || mailType === undefined || changeType.isPending}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('mail.settings.senderName')}
            value={displayName}
            maxLength={255}
            onChange={(event) => setDisplayName(event.currentTarget.value)}
            disabled={!canEdit}
          />
          <TextInput
            label={t('mail.settings.replyTo')}
            type="email"
            value={replyTo}
            onChange={(event) => setReplyTo(event.currentTarget.value)}
            disabled={!canEdit}
          />
        </Group>
        {sender.data && <Text size="sm">{t('mail.settings.fromAddress', { address: sender.data.fromAddress })}</Text>}
        <Button
          w="fit-content"
          onClick={() => storeSender.mutate()}
          loading={storeSender.isPending}
          disabled={!canEdit}
        >
          {t('mail.settings.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
