import type { ConnectorKind } from '@gc/contracts/integration-connectors';
import type { Destination } from '@gc/contracts/integrations';
import { Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { integrationErrorText } from '../integration-errors.ts';
import {
  createDestination,
  fetchCustomAttributeIdentifiers,
  integrationsKey,
  updateDestination,
} from '../integrations-api.ts';
import type { Submission } from './connector-form.ts';
import { DestinationCredentialsForm } from './DestinationCredentialsForm.tsx';
import { FieldMappingEditor } from './FieldMappingEditor.tsx';
import { defaultMappingRows, type MappingRow, mappingRowErrors } from './mapping-rows.ts';

type Props = {
  kind: ConnectorKind;
  /** The destination being edited; none when adding one. */
  destination?: Destination;
  onSaved(destination: Destination): void;
};

/**
 * A HubSpot, Mailchimp or Zapier destination (issue 15): its name, credentials (write-only: "Saved"
 * once stored, replaced only when typed again), settings and field mapping, saved in one request.
 * Adding and editing are the same form; editing starts from the saved name, settings and mapping.
 */
export function ConnectorDestinationForm({ kind, destination, onSaved }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(destination?.name ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const [mapping, setMapping] = useState<MappingRow[]>(() =>
    destination ? destination.mapping.map((row) => ({ ...row })) : defaultMappingRows(kind),
  );
  const [mappingError, setMappingError] = useState(false);
  const custom = useQuery({
    queryKey: [...integrationsKey, 'custom-attributes'],
    queryFn: fetchCustomAttributeIdentifiers,
    staleTime: 60_000,
  });
  const save = useMutation({
    mutationFn: (submission: Submission) => {
      const rows = mapping.map((row) => ({ from: row.from, to: row.to.trim() }));
      return destination
        ? updateDestination(destination.id, { name: name.trim(), ...submission, mapping: rows })
        : createDestination({ kind, name: name.trim(), ...submission, mapping: rows });
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: integrationsKey });
      onSaved(saved);
    },
  });

  const submit = (submission: Submission) => {
    const isNameMissing = name.trim() === '';
    const hasMappingErrors = mappingRowErrors(mapping).size > 0;
    setNameError(isNameMissing ? t('connectors.errors.required') : undefined);
    setMappingError(hasMappingErrors);
    if (isNameMissing || hasMappingErrors) return false;
    save.mutate(submission);
    return true;
  };

  return (
    <DestinationCredentialsForm
      kind={kind}
      settings={destination?.settings}
      hasSavedCredentials={destination?.hasCredentials ?? false}
      isSaving={save.isPending}
      onSubmit={submit}
      saveLabel={destination ? t('integrations.edit.save') : t('integrations.add.saveDestination')}
      before={
        <TextInput
          label={t('integrations.add.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          required
          maxLength={100}
          error={nameError}
        />
      }
      after={
        <>
          <FieldMappingEditor
            kind={kind}
            value={mapping}
            onChange={setMapping}
            customAttributeIdentifiers={custom.data ?? []}
          />
          {mappingError && (
            <Text c="red" size="sm" role="alert">
              {t('integrations.add.mappingInvalid')}
            </Text>
          )}
          {save.isError && (
            <Text c="red" size="sm" role="alert">
              {integrationErrorText(save.error, t)}
            </Text>
          )}
        </>
      }
    />
  );
}
