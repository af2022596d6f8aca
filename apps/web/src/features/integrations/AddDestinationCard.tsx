import { CONNECTOR_KINDS, type ConnectorKind } from '@gc/contracts/integration-connectors';
import { Group, Paper, Radio, Stack, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddWebhookForm } from './AddWebhookForm.tsx';
import { ConnectorDestinationForm } from './connectors/ConnectorDestinationForm.tsx';

type Kind = 'webhook' | ConnectorKind;
const KINDS: readonly Kind[] = ['webhook', ...CONNECTOR_KINDS];

/**
 * "Add a destination" (issue 15): the editor chooses the kind, then fills its form: a webhook's name
 * and URL (its secret shown once), or a service's name, credentials, settings and field mapping.
 */
export function AddDestinationCard({ onAdded }: { onAdded: (destinationId: string) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [kind, setKind] = useState<Kind>('webhook');
  // A fresh form after each save: the typed credentials are gone, the mapping back to the defaults.
  const [round, setRound] = useState(0);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h5" id={titleId}>
          {t('integrations.add.title')}
        </Title>
        <Radio.Group label={t('integrations.add.kind')} value={kind} onChange={(value) => setKind(value as Kind)}>
          <Group mt="xs">
            {KINDS.map((value) => (
              <Radio
                key={value}
                value={value}
                label={value === 'webhook' ? t('integrations.kinds.webhook') : t(`connectors.kinds.${value}`)}
              />
            ))}
          </Group>
        </Radio.Group>
        {kind === 'webhook' ? (
          <AddWebhookForm onAdded={onAdded} />
        ) : (
          <ConnectorDestinationForm
            key={`${kind}-${round}`}
            kind={kind}
            onSaved={(saved) => {
              setRound((n) => n + 1);
              onAdded(saved.id);
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
