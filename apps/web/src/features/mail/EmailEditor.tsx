import type { CampaignDocument } from '@gc/contracts/campaign-document';
import type { Campaign } from '@gc/contracts/campaigns';
import type { LanguageCode } from '@gc/contracts/languages';
import {
  ALL_OUTCOMES,
  type CampaignEmail,
  EMAIL_PLACEHOLDERS,
  type EmailBlock,
  type MailType,
  type RenderedEmail,
} from '@gc/contracts/mail';
import { Button, FileButton, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBraces, IconEye, IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast.ts';
import { languageName } from '../builder/sections/language-names.ts';
import { BlockEditor } from './BlockEditor.tsx';
import { EmailPreview } from './EmailPreview.tsx';
import {
  createEmail,
  type EmailDraft,
  fetchEmails,
  mailKey,
  previewEmail,
  removeAttachment,
  sendTestEmail,
  updateEmail,
  uploadAttachment,
} from './mail-api.ts';
import { mailErrorText } from './mail-errors.ts';
import { insertPlaceholder } from './placeholder-insert.ts';
import { TemplateGenerator } from './TemplateGenerator.tsx';

type Props = { campaign: Campaign; document: CampaignDocument; mailType: MailType; canEdit: boolean };

const STARTER: EmailBlock[] = [
  { type: 'heading', text: '' },
  { type: 'text', text: '' },
];

/** The outcomes an e-mail is written for under the mail type: `all`, or the campaign's result pages. */
function outcomesFor(document: CampaignDocument, mailType: MailType): string[] {
  if (mailType === 'ONEFORALLPLAYERS') return [ALL_OUTCOMES];
  return [...new Set(['win', 'lose', ...document.outcomes.map((outcome) => outcome.kind)])];
}

/** One e-mail per outcome and language: chosen above, edited as blocks, previewed, tested, with its attachment. */
export function EmailEditor({ campaign, document, mailType, canEdit }: Props) {
  const { t } = useTranslation();
  const campaignId = campaign.id;
  const queryClient = useQueryClient();
  const outcomes = outcomesFor(document, mailType);
  const languages = document.languageOptions.languages;
  const [outcome, setOutcome] = useState(outcomes[0]);
  const [language, setLanguage] = useState<LanguageCode>(document.languageOptions.defaultLanguage);
  const emails = useQuery({ queryKey: [...mailKey(campaignId), 'emails'], queryFn: () => fetchEmails(campaignId) });
  const saved = emails.data?.find((email) => email.outcome === outcome && email.language === language) ?? null;
  const [subject, setSubject] = useState('');
  const [blocks, setBlocks] = useState<EmailBlock[]>(STARTER);
  const [preview, setPreview] = useState<RenderedEmail | null>(null);
  const caret = useRef<{ field: string; at: number }>({ field: 'subject', at: 0 });

  const shownOutcome = outcomes.includes(outcome) ? outcome : outcomes[0];
  if (shownOutcome !== outcome) setOutcome(shownOutcome);

  // The fields follow the chosen e-mail: its saved content, or a fresh start.
  const savedVersion = saved ? `${saved.id}:${saved.updatedAt}` : `${outcome}:${language}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another e-mail (or version) is chosen.
  useEffect(() => {
    setSubject(saved?.subject ?? '');
    setBlocks(saved?.blocks ?? STARTER);
    setPreview(null);
  }, [savedVersion]);

  const draft = (): EmailDraft => ({ outcome, language, subject, blocks });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...mailKey(campaignId), 'emails'] });
  const onError = (error: unknown) => showToast({ kind: 'error', message: mailErrorText(error, t) });

  const save = useMutation({
    mutationFn: () => (saved ? updateEmail(campaignId, saved.id, draft()) : createEmail(campaignId, draft())),
    onSuccess: async () => {
      await refresh();
      showToast({ kind: 'success', message: t('mail.editor.saved') });
    },
    onError,
  });
  const showPreview = useMutation({
    mutationFn: () => previewEmail(campaignId, draft()),
    onSuccess: setPreview,
    onError,
  });
  const test = useMutation({
    mutationFn: (email: CampaignEmail) => sendTestEmail(campaignId, email.id),
    onSuccess: ({ to }) => showToast({ kind: 'success', message: t('mail.test.sent', { to }) }),
    onError,
  });
  const attach = useMutation({
    mutationFn: ({ email, file }: { email: CampaignEmail; file: File }) => uploadAttachment(campaignId, email.id, file),
    onSuccess: async () => {
      await refresh();
      showToast({ kind: 'success', message: t('mail.attachment.uploaded') });
    },
    onError,
  });
  const detach = useMutation({
    mutationFn: (email: CampaignEmail) => removeAttachment(campaignId, email.id),
    onSuccess: refresh,
    onError,
  });

  function insert(name: string) {
    const { field, at } = caret.current;
    if (field === 'subject') {
      const next = insertPlaceholder(subject, at, name);
      setSubject(next.value);
      caret.current = { field, at: next.caret };
      return;
    }
    const [index, key] = field.split('.');
    setBlocks((current) =>
      current.map((block, i) => {
        if (i !== Number(index) || !(key in block)) return block;
        const value = (block as Record<string, string>)[key];
        const next = insertPlaceholder(value, at, name);
        caret.current = { field, at: next.caret };
        return { ...block, [key]: next.value } as EmailBlock;
      }),
    );
  }

  const outcomeLabel = (value: string) => {
    if (value === ALL_OUTCOMES) return t('mail.editor.allOutcomes');
    const title = document.outcomes.find((o) => o.kind === value)?.content[language]?.title;
    return title ? `${title} (${value})` : value;
  };
  const isBusy = save.isPending || !canEdit;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="mail-editor-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="mail-editor-title">
          {t('mail.editor.title')}
        </Title>
        <TemplateGenerator campaignId={campaignId} canEdit={canEdit} onGenerated={refresh} />
        <Group grow align="flex-start">
          <Select
            label={t('mail.editor.outcome')}
            data={outcomes.map((value) => ({ value, label: outcomeLabel(value) }))}
            value={outcome}
            onChange={(value) => value && setOutcome(value)}
            allowDeselect={false}
          />
          <Select
            label={t('mail.editor.language')}
            data={languages.map((value) => ({ value, label: languageName(campaign, value) }))}
            value={language}
            onChange={(value) => value && setLanguage(value as LanguageCode)}
            allowDeselect={false}
          />
        </Group>
        {!saved && emails.isSuccess && <Text size="sm">{t('mail.editor.missing')}</Text>}
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('mail.editor.subject')}
            value={subject}
            onChange={(event) => setSubject(event.currentTarget.value)}
            onFocus={(event) => (caret.current = { field: 'subject', at: event.currentTarget.selectionStart ?? 0 })}
            onSelect={(event) =>
              (caret.current = { field: 'subject', at: event.currentTarget.selectionStart ?? subject.length })
            }
            disabled={isBusy}
          />
          <Select
            label={t('mail.placeholders.insert')}
            placeholder={t('mail.placeholders.insert')}
            leftSection={<IconBraces size={16} />}
            data={EMAIL_PLACEHOLDERS.map((name) => ({ value: name, label: t(`mail.placeholders.${name}`) }))}
            value={null}
            onChange={(name) => name && insert(name)}
            disabled={isBusy}
            w={220}
          />
        </Group>
        <BlockEditor
          campaignId={campaignId}
          blocks={blocks}
          onChange={setBlocks}
          onCaret={(field, at) => (caret.current = { field, at })}
          disabled={isBusy}
        />
        {saved && (
          <Group gap="xs" role="group" aria-label={t('mail.attachment.label')}>
            <IconPaperclip size={16} aria-hidden />
            <Text size="sm" data-testid="mail-attachment-name">
              {saved.attachment?.fileName ?? t('mail.attachment.none')}
            </Text>
            <FileButton
              accept="application/pdf,image/png,image/jpeg,image/gif,image/webp"
              onChange={(file) => file && attach.mutate({ email: saved, file })}
            >
              {(props) => (
                <Button {...props} size="xs" variant="light" loading={attach.isPending} disabled={!canEdit}>
                  {t('mail.attachment.upload')}
                </Button>
              )}
            </FileButton>
            {saved.attachment && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconX size={14} />}
                onClick={() => detach.mutate(saved)}
                disabled={!canEdit}
              >
                {t('mail.attachment.remove')}
              </Button>
            )}
            <Text size="xs">{t('mail.attachment.help')}</Text>
          </Group>
        )}
        <Group>
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!canEdit}>
            {t('mail.editor.save')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconEye size={16} />}
            onClick={() => showPreview.mutate()}
            loading={showPreview.isPending}
          >
            {t('mail.preview.show')}
          </Button>
          {saved && (
            <Button
              variant="default"
              leftSection={<IconSend size={16} />}
              onClick={() => test.mutate(saved)}
              loading={test.isPending}
              disabled={!canEdit}
            >
              {t('mail.test.send')}
            </Button>
          )}
        </Group>
        {preview && <EmailPreview email={preview} />}
      </Stack>
    </Paper>
  );
}
