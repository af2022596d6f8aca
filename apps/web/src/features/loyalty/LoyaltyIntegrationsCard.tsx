import type { LoyaltyIntegration, LoyaltyIntegrationBody } from '@gc/contracts/loyalty';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast.ts';
import { ApiError } from '../../lib/api-error.ts';
import { createLoyaltyIntegration, deleteLoyaltyIntegration, updateLoyaltyIntegration } from './loyalty-api.ts';
import { LOYALTY_INTEGRATIONS_KEY, useLoyaltyIntegrations } from './loyalty-queries.ts';

const EMPTY: LoyaltyIntegrationBody = { key: '', name: '', endpointUrl: '' };

/** Field messages of a refused save, by field; the rest as one message. */
function problemsOf(error: unknown): { fields: Record<string, string>; message: string | null } {
  if (!(error instanceof ApiError) || !error.problem) return { fields: {}, message: error ? String(error) : null };
  const fields: Record<string, string> = {};
  for (const violation of error.problem.violations) if (violation.field) fields[violation.field] ??= violation.message;
  return { fields, message: Object.keys(fields).length === 0 ? error.message : null };
}

/** The company's loyalty programs (spec §3 Company integration): key, name, the endpoint of awarded points. */
export function LoyaltyIntegrationsCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const integrations = useLoyaltyIntegrations();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [form, setForm] = useState<LoyaltyIntegrationBody>(EMPTY);
  const save = useMutation({
    mutationFn: () => (editingId ? updateLoyaltyIntegration(editingId, form) : createLoyaltyIntegration(form)),
    onSuccess: () => {
      showToast({ kind: 'success', message: t('loyalty.integrationSaved') });
      setEditingId(null);
      setForm(EMPTY);
      void client.invalidateQueries({ queryKey: LOYALTY_INTEGRATIONS_KEY });
    },
  });
  const remove = useMutation({
    mutationFn: (integration: LoyaltyIntegration) => deleteLoyaltyIntegration(integration.id),
    onSuccess: () => void client.invalidateQueries({ queryKey: LOYALTY_INTEGRATIONS_KEY }),
    onError: (error) =>
      showToast({
        kind: 'error',
        message:
          error instanceof ApiError && error.code === 'INTEGRATION_IN_USE' ? t('loyalty.inUse') : t('loyalty.failed'),
      }),
  });
  const problems = problemsOf(save.error);
  const edit = (integration: LoyaltyIntegration) => {
    setEditingId(integration.id);
    setForm({ key: integration.key, name: integration.name, endpointUrl: integration.endpointUrl });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="loyalty-integrations-title">
      <Stack>
        <Title order={2} size="h4" id="loyalty-integrations-title">
          {t('loyalty.integrationsTitle')}
        </Title>
        {integrations.isError && <Alert color="red">{t('loyalty.loadFailed')}</Alert>}
        {integrations.data?.length === 0 && <Text c="dimmed">{t('loyalty.noIntegrations')}</Text>}
        {(integrations.data?.length ?? 0) > 0 && (
          <table style={{ width: '100%', borderCollapse: 'collapse', textAlign: 'left' }}>
            <thead>
              <tr>
                <th>{t('loyalty.key')}</th>
                <th>{t('loyalty.name')}</th>
                <th>{t('loyalty.endpoint')}</th>
                <th>
                  <VisuallyHidden>{t('loyalty.actions')}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {integrations.data?.map((integration) => (
                <tr key={integration.id}>
                  <td>{integration.key}</td>
                  <td>{integration.name}</td>
                  <td>{integration.endpointUrl || '—'}</td>
                  <td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button
                        variant="subtle"
                        size="xs"
                        aria-label={t('loyalty.editIntegration', { name: integration.name })}
                        onClick={() => edit(integration)}
                      >
                        {t('loyalty.edit')}
                      </Button>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('loyalty.deleteIntegration', { name: integration.name })}
                        onClick={() => remove.mutate(integration)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          <Stack gap="sm">
            <Title order={3} size="h5">
              {editingId ? t('loyalty.editTitle') : t('loyalty.addTitle')}
            </Title>
            <Group grow align="flex-start">
              <TextInput
                label={t('loyalty.key')}
                description={t('loyalty.keyHelp')}
                required
                value={form.key}
                error={problems.fields.key}
                onChange={(event) => setForm({ ...form, key: event.currentTarget.value })}
              />
              <TextInput
                label={t('loyalty.name')}
                required
                value={form.name}
                error={problems.fields.name}
                onChange={(event) => setForm({ ...form, name: event.currentTarget.value })}
              />
            </Group>
            <TextInput
              label={t('loyalty.endpoint')}
              description={t('loyalty.endpointHelp')}
              value={form.endpointUrl}
              error={problems.fields.endpointUrl}
              onChange={(event) => setForm({ ...form, endpointUrl: event.currentTarget.value })}
            />
            {problems.message && <Alert color="red">{problems.message}</Alert>}
            <Group>
              <Button type="submit" loading={save.isPending}>
                {editingId ? t('loyalty.save') : t('loyalty.add')}
              </Button>
              {editingId && (
                <Button
                  variant="subtle"
                  onClick={() => {
                    setEditingId(null);
                    setForm(EMPTY);
                  }}
                >
                  {t('loyalty.cancel')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
