import type { LoyaltyAward } from '@gc/contracts/loyalty';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast.ts';
import { AwardAttempts } from './AwardAttempts.tsx';
import { fetchLoyaltyAwards, retryLoyaltyAward } from './loyalty-api.ts';
import { useLoyaltyIntegrations } from './loyalty-queries.ts';

const awardsKey = (integrationId: string) => ['loyalty-awards', integrationId] as const;
const STATUS_KEY = {
  pending: 'loyalty.statusPending',
  delivered: 'loyalty.statusDelivered',
  dead: 'loyalty.statusDead',
} as const;
const STATUS_COLOR = {
  pending: 'inherit',
  delivered: 'var(--mantine-color-green-8)',
  dead: 'var(--mantine-color-red-8)',
};

/**
 * A program's latest awarded points and where each delivery to its endpoint stands (issue 15):
 * pending (waiting or being retried), delivered, or failed (given up after the retries; sent again on
 * request), each with every attempt's request and answer on demand. Refreshed every 10 s while shown.
 */
export function LoyaltyAwardsCard() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const selectId = useId();
  const integrations = useLoyaltyIntegrations();
  const [chosen, setChosen] = useState<string | null>(null);
  /** The award whose attempts are shown (one at a time). */
  const [opened, setOpened] = useState<string | null>(null);
  const program = integrations.data?.find((i) => i.id === chosen) ?? integrations.data?.[0];
  const awards = useQuery({
    queryKey: awardsKey(program?.id ?? ''),
    queryFn: () => fetchLoyaltyAwards(program?.id ?? ''),
    enabled: program !== undefined,
    refetchInterval: 10_000,
  });
  const retry = useMutation({
    mutationFn: (award: LoyaltyAward) => retryLoyaltyAward(program?.id ?? '', award.id),
    onSuccess: () => {
      showToast({ kind: 'success', message: t('loyalty.sentAgain') });
      void client.invalidateQueries({ queryKey: awardsKey(program?.id ?? '') });
    },
    onError: () => showToast({ kind: 'error', message: t('loyalty.failed') }),
  });
  if (!program) return null;
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="loyalty-awards-title">
      <Stack>
        <Title order={2} size="h4" id="loyalty-awards-title">
          {t('loyalty.awardsTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('loyalty.awardsIntro')}
        </Text>
        {(integrations.data?.length ?? 0) > 1 && (
          <div>
            <label htmlFor={selectId} style={{ display: 'block', fontWeight: 500, fontSize: 14 }}>
              {t('loyalty.awardsProgram')}
            </label>
            <select id={selectId} value={program.id} onChange={(event) => setChosen(event.currentTarget.value)}>
              {integrations.data?.map((integration) => (
                <option key={integration.id} value={integration.id}>
                  {integration.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {!program.endpointUrl && <Alert color="yellow">{t('loyalty.noEndpoint')}</Alert>}
        {awards.isError && <Alert color="red">{t('loyalty.awardsLoadFailed')}</Alert>}
        {awards.data?.length === 0 && <Text c="dimmed">{t('loyalty.noAwards')}</Text>}
        {(awards.data?.length ?? 0) > 0 && (
          <div style={{ overflowX: 'auto' }}>
            <table style={{ width: '100%', borderCollapse: 'collapse', textAlign: 'left' }}>
              <thead>
                <tr>
                  <th>{t('loyalty.awardedAt')}</th>
                  <th>{t('loyalty.clientUserId')}</th>
                  <th>{t('loyalty.points')}</th>
                  <th>{t('loyalty.identifier')}</th>
                  <th>{t('loyalty.deliveryStatus')}</th>
                  <th>{t('loyalty.attempts')}</th>
                  <th>{t('loyalty.lastError')}</th>
                  <th>
                    <span
                      style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                    >
                      {t('loyalty.actions')}
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {awards.data?.map((award) => (
                  <Fragment key={award.id}>
                    <tr data-status={award.status}>
                      <td>{when(award.createdAt)}</td>
                      <td>{award.clientUserId}</td>
                      <td>{award.points}</td>
                      <td>{award.identifier ?? '—'}</td>
                      <td style={{ color: STATUS_COLOR[award.status], fontWeight: 500 }}>
                        {t(STATUS_KEY[award.status])}
                      </td>
                      <td>{award.attempts}</td>
                      <td>{award.status === 'delivered' ? '' : (award.lastError ?? '')}</td>
                      <td>
                        <Button
                          variant="subtle"
                          size="xs"
                          aria-expanded={opened === award.id}
                          aria-controls={`${selectId}-attempts-${award.id}`}
                          aria-label={t('loyalty.showAttemptsLabel', {
                            points: award.points,
                            clientUserId: award.clientUserId,
                          })}
                          onClick={() => setOpened(opened === award.id ? null : award.id)}
                        >
                          {t('loyalty.showAttempts')}
                        </Button>
                        {award.status === 'dead' && (
                          <Button
                            variant="subtle"
                            size="xs"
                            loading={retry.isPending && retry.variables?.id === award.id}
                            aria-label={t('loyalty.sendAgainLabel', {
                              points: award.points,
                              clientUserId: award.clientUserId,
                            })}
                            onClick={() => retry.mutate(award)}
                          >
                            {t('loyalty.sendAgain')}
                          </Button>
                        )}
                      </td>
                    </tr>
                    {opened === award.id && (
                      <tr id={`${selectId}-attempts-${award.id}`}>
                        <td colSpan={8}>
                          <AwardAttempts integrationId={program.id} awardId={award.id} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
