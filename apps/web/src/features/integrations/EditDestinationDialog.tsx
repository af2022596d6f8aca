import { CONNECTOR_KINDS, type ConnectorKind } from '@gc/contracts/integration-connectors';
import type { Destination } from '@gc/contracts/integrations';
import { Badge, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast.ts';
import { ConnectorDestinationForm } from './connectors/ConnectorDestinationForm.tsx';
import { integrationErrorText } from './integration-errors.ts';
import { integrationsKey, updateDestination } from './integrations-api.ts';

const isConnectorKind = (kind: string): kind is ConnectorKind => (CONNECTOR_KINDS as readonly string[]).includes(kind);

/**
 * Editing a destination (issue 15): its name, its URL or settings, its field mapping, and new
 * credentials typed in place of the saved ones, which are never shown (only "Saved").
 */
export function EditDestinationDialog({ destination, onClose }: { destination: Destination | null; onClose(): void }) {
  const { t } = useTranslation();
  const saved = () => {
    showToast({ kind: 'success', message: t('integrations.edit.saved') });
    onClose();
  };
  return (
    <Modal
      opened={destination !== null}
      onClose={onClose}
      title={destination ? t('integrations.edit.title', { name: destination.name }) : ''}
      size="lg"
    >
      {destination &&
        (isConnectorKind(destination.kind) ? (
          <ConnectorDestinationForm
            key={destination.id}
            kind={destination.kind}
            destination={destination}
            onSaved={saved}
          />
        ) : (
          <EditWebhookForm key={destination.id} destination={destination} onSaved={saved} />
        ))}
    </Modal>
  );
}

/** A webhook's name, URL and (optionally) a new signing secret; blank keeps the saved one. */
function EditWebhookForm({ destination, onSaved }: { destination: Destination; onSaved(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(destination.name);
  const [url, setUrl] = useState(String(destination.settings.url ?? ''));
  const [secret, setSecret] = useState('');
  const save = useMutation({
    mutationFn: () =>
      updateDestination(destination.id, {
        name: name.trim(),
        settings: { url: url.trim() },
        ...(secret.trim() ? { credentials: { secret: secret.trim() } } : {}),
      }),
    onSuccess: async () => {
      setSecret('');
      await queryClient.invalidateQueries({ queryKey: integrationsKey });
      onSaved();
    },
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('integrations.add.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          required
          maxLength={100}
        />
        <TextInput
          label={t('integrations.add.url')}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          required
          type="url"
        />
        <PasswordInput
          label={
            <Group gap={6} component="span">
              {t('integrations.edit.secret')}
              {destination.hasCredentials && (
                <Badge size="sm" color="green" variant="light" component="span">
                  {t('connectors.credentials.saved')}
                </Badge>
              )}
            </Group>
          }
          description={t('integrations.edit.secretHint')}
          value={secret}
          onChange={(event) => setSecret(event.currentTarget.value)}
          autoComplete="off"
          minLength={16}
        />
        {save.isError && (
          <Text c="red" size="sm" role="alert">
            {integrationErrorText(save.error, t)}
          </Text>
        )}
        <Button type="submit" w="fit-content" loading={save.isPending}>
          {t('integrations.edit.save')}
        </Button>
      </Stack>
    </form>
  );
}
