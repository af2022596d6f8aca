import { Button, Group, Select } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast.ts';
import { fetchTemplates, generateEmails } from './mail-api.ts';
import { mailErrorText } from './mail-errors.ts';

/** Spec §7 Build generate-emails: every e-mail of the mail type written from a template (the default one first). */
export function TemplateGenerator({
  campaignId,
  canEdit,
  onGenerated,
}: {
  campaignId: string;
  canEdit: boolean;
  onGenerated(): void;
}) {
  const { t } = useTranslation();
  const templates = useQuery({ queryKey: ['mail', 'templates'], queryFn: fetchTemplates, staleTime: 60_000 });
  const [key, setKey] = useState<string | null>('default-email');
  const generate = useMutation({
    mutationFn: (templateKey: string) => generateEmails(campaignId, templateKey),
    onSuccess: (emails) => {
      onGenerated();
      showToast({ kind: 'success', message: t('mail.editor.generated', { count: emails.length }) });
    },
    onError: (error) => showToast({ kind: 'error', message: mailErrorText(error, t) }),
  });
  return (
    <Group align="flex-end">
      <Select
        label={t('mail.editor.fromTemplate')}
        description={t('mail.editor.generateHelp')}
        data={(templates.data ?? []).map((template) => ({ value: template.key, label: template.name }))}
        value={key}
        onChange={setKey}
        allowDeselect={false}
        style={{ flex: 1 }}
      />
      <Button
        variant="light"
        onClick={() => key && generate.mutate(key)}
        loading={generate.isPending}
        disabled={!canEdit || !key}
      >
        {t('mail.editor.generate')}
      </Button>
    </Group>
  );
}
