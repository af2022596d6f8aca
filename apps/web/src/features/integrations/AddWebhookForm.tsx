import { Alert, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { integrationErrorText } from './integration-errors.ts';
import { createWebhook, integrationsKey } from './integrations-api.ts';

/** Adds a webhook (name and URL); the signing secret the server generates is shown here once. */
export function AddWebhookForm({ onAdded }: { onAdded: (destinationId: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [isCopied, setIsCopied] = useState(false);
  const create = useMutation({
    mutationFn: () => createWebhook(name.trim(), url.trim()),
    onSuccess: async (created) => {
      setSecret(created.secret);
      setIsCopied(false);
      setName('');
      setUrl('');
      await queryClient.invalidateQueries({ queryKey: integrationsKey });
      onAdded(created.id);
    },
  });
  return (
    <Stack gap="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate();
        }}
      >
        <Group align="flex-end">
          <TextInput
            label={t('integrations.add.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            required
            maxLength={100}
          />
          <TextInput
            label={t('integrations.add.url')}
            placeholder="https://example.com/hooks/leads"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            required
            type="url"
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={create.isPending}>
            {t('integrations.add.save')}
          </Button>
        </Group>
      </form>
      {create.isError && (
        <Text c="red" size="sm" role="alert">
          {integrationErrorText(create.error, t)}
        </Text>
      )}
      {secret && (
        <Alert icon={<IconKey size={18} />} title={t('integrations.add.secretTitle')} data-testid="webhook-secret">
          <Stack gap="xs">
            <Text size="sm">{t('integrations.add.secretOnce')}</Text>
            <Group>
              <Code>{secret}</Code>
              {/* A plain button: Mantine's CopyButton would be a chunk of its own, named in the log-in page's preload map. */}
              <Button
                size="xs"
                variant="light"
                onClick={() => void navigator.clipboard?.writeText(secret).then(() => setIsCopied(true))}
              >
                {isCopied ? t('integrations.add.copied') : t('integrations.add.copy')}
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setSecret(null)}>
                {t('integrations.add.hide')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
