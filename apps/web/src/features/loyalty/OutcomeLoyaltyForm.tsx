import type { LoyaltyIntegration, LoyaltyOutcomeSetting } from '@gc/contracts/loyalty';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast.ts';
import { submitLoyaltyForm } from './loyalty-api.ts';
import { outcomeSettingsKey } from './loyalty-queries.ts';
import { WholeNumberInput } from './WholeNumberInput.tsx';

/** The select's value for "no loyalty": the form sends '' for it, which deletes the setting (§4). */
const NONE = 'none';

type Props = {
  campaignId: string;
  outcomeId: string;
  outcomeTitle: string;
  integrations: readonly LoyaltyIntegration[];
  setting: LoyaltyOutcomeSetting | null;
  canEdit: boolean;
  onDraftChanged: () => void;
};

/**
 * Spec §4 Loyalty form for one outcome: no integration deletes its setting, an integration creates or
 * updates it, an untouched choice (null) does nothing. The identifier is required (§5).
 */
export function OutcomeLoyaltyForm({
  campaignId,
  outcomeId,
  outcomeTitle,
  integrations,
  setting,
  canEdit,
  onDraftChanged,
}: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  // null until the user chooses: the form then sends null, which changes nothing.
  const [choice, setChoice] = useState<string | null>(setting?.companyIntegrationId ?? null);
  const [identifier, setIdentifier] = useState(setting?.identifier ?? '');
  const [points, setPoints] = useState<number | undefined>(setting?.points ?? undefined);
  const [identifierError, setIdentifierError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      submitLoyaltyForm(campaignId, outcomeId, {
        companyIntegrationId: choice === null ? null : choice === NONE ? '' : choice,
        identifier: identifier.trim(),
        points: points ?? null,
      }),
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: outcomeSettingsKey(campaignId) });
      if (result.action === 'deleted') {
        setIdentifier('');
        setPoints(undefined);
      }
      onDraftChanged();
      showToast({ kind: 'success', message: t(`loyalty.result.${result.action}`) });
    },
    onError: () => showToast({ kind: 'error', message: t('loyalty.failed') }),
  });
  const isAwarding = choice !== null && choice !== NONE;
  const submit = () => {
    if (isAwarding && !identifier.trim()) {
      setIdentifierError(t('loyalty.identifierRequired'));
      return;
    }
    setIdentifierError(null);
    save.mutate();
  };
  const options = [
    { value: NONE, label: t('loyalty.noLoyalty') },
    ...integrations.map((integration) => ({
      value: integration.id,
      label: `${integration.name} (${integration.key})`,
    })),
  ];

  return (
    <form
      aria-label={t('loyalty.formLabel', { title: outcomeTitle })}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Select
          label={t('loyalty.integration')}
          placeholder={t('loyalty.choose')}
          data={options}
          value={choice}
          onChange={setChoice}
          disabled={!canEdit}
          w={240}
        />
        <TextInput
          label={t('loyalty.identifier')}
          withAsterisk={isAwarding}
          aria-required={isAwarding}
          value={identifier}
          error={identifierError}
          onChange={(event) => setIdentifier(event.currentTarget.value)}
          disabled={!canEdit || choice === NONE}
          w={200}
        />
        <WholeNumberInput
          label={t('loyalty.points')}
          description={t('loyalty.pointsHelp')}
          value={points}
          onChange={setPoints}
          disabled={!canEdit || choice === NONE}
          w={160}
        />
        {canEdit && (
          <Button type="submit" variant="light" loading={save.isPending}>
            {t('loyalty.save')}
          </Button>
        )}
      </Group>
    </form>
  );
}
