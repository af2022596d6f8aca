import type { LoyaltyIntegration } from '@gc/contracts/loyalty';
import { Button, Group, Select, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast.ts';
import { deleteSpendingPoints, saveSpendingPoints } from './loyalty-api.ts';
import { spendingPointsKey, useSpendingPoints } from './loyalty-queries.ts';
import { WholeNumberInput } from './WholeNumberInput.tsx';

type Props = {
  campaignId: string;
  integrations: readonly LoyaltyIntegration[];
  canEdit: boolean;
  onDraftChanged: () => void;
};

/** Spec §3 Spending points: what a play costs in which program; none, and plays are free. */
export function SpendingPointsForm({ campaignId, integrations, canEdit, onDraftChanged }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const current = useSpendingPoints(campaignId);
  const [integrationId, setIntegrationId] = useState<string | null>(null);
  const [points, setPoints] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (current.data) {
      setIntegrationId(current.data.companyIntegrationId);
      setPoints(current.data.pointsPerPlay);
    }
  }, [current.data]);
  const done = () => {
    void client.invalidateQueries({ queryKey: spendingPointsKey(campaignId) });
    onDraftChanged();
    showToast({ kind: 'success', message: t('loyalty.spendingSaved') });
  };
  const save = useMutation({
    mutationFn: () =>
      saveSpendingPoints(campaignId, { companyIntegrationId: integrationId ?? '', pointsPerPlay: Number(points) }),
    onSuccess: done,
    onError: () => showToast({ kind: 'error', message: t('loyalty.spendingInvalid') }),
  });
  const remove = useMutation({
    mutationFn: () => deleteSpendingPoints(campaignId),
    onSuccess: () => {
      setIntegrationId(null);
      setPoints(undefined);
      done();
    },
  });

  return (
    <form
      aria-label={t('loyalty.spendingTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Text size="sm" fw={600} mb={4}>
        {t('loyalty.spendingTitle')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('loyalty.integration')}
          placeholder={t('loyalty.choose')}
          data={integrations.map((integration) => ({
            value: integration.id,
            label: `${integration.name} (${integration.key})`,
          }))}
          value={integrationId}
          onChange={setIntegrationId}
          disabled={!canEdit}
          w={240}
        />
        <WholeNumberInput
          label={t('loyalty.pointsPerPlay')}
          value={points}
          onChange={setPoints}
          disabled={!canEdit}
          w={160}
        />
        {canEdit && (
          <>
            <Button
              type="submit"
              variant="light"
              loading={save.isPending}
              disabled={!integrationId || points === undefined}
            >
              {t('loyalty.save')}
            </Button>
            {current.data && (
              <Button variant="subtle" color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
                {t('loyalty.spendingRemove')}
              </Button>
            )}
          </>
        )}
      </Group>
    </form>
  );
}
