import { MAX_PLAYS_PER_DAY, type PrizeSimulation } from '@gc/contracts/prize-simulation';
import { EDITING_ROLES, hasAnyRole } from '@gc/contracts/roles';
import { Alert, Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/format-date.ts';
import { useSession } from '../../lib/use-session.ts';
import { useCampaignErrorMessage } from '../campaigns/use-campaign-error-message.ts';
import { useRunPrizeSimulation } from './prize-simulation-api.ts';

const DEFAULT_PLAYS_PER_DAY = 1000;

/**
 * The odds and stock simulator (issue 10): the saved draft's own game decision played over the
 * campaign's days at the expected plays per day, with each prize's stock of today; per prize the
 * winners a day and the day it runs out.
 */
export function PrizeSimulator({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const [playsPerDay, setPlaysPerDay] = useState<number | null>(DEFAULT_PLAYS_PER_DAY);
  const run = useRunPrizeSimulation(campaignId);
  const errorMessage = useCampaignErrorMessage();

  // The simulation, like the publish checklist, is for the roles that may publish.
  if (!hasAnyRole(session?.roles ?? [], EDITING_ROLES)) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="prize-simulator-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="prize-simulator-title">
          {t('publishing.simulator.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('publishing.simulator.help')}
        </Text>
        <Group align="flex-end">
          <NumberInput
            label={t('publishing.simulator.playsPerDay')}
            value={playsPerDay ?? ''}
            min={1}
            max={MAX_PLAYS_PER_DAY}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            thousandSeparator=" "
            onChange={(value) => setPlaysPerDay(typeof value === 'number' && value >= 1 ? value : null)}
            maw={240}
          />
          <Button
            onClick={() => playsPerDay !== null && run.mutate(playsPerDay)}
            loading={run.isPending}
            disabled={playsPerDay === null}
          >
            {t('publishing.simulator.run')}
          </Button>
        </Group>
        <div aria-live="polite" aria-busy={run.isPending}>
          {run.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('publishing.simulator.failed')}>
              {errorMessage(run.error)}
            </Alert>
          )}
          {run.data && <SimulationResult simulation={run.data} />}
        </div>
      </Stack>
    </Paper>
  );
}

function SimulationResult({ simulation }: { simulation: PrizeSimulation }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const notes = [
    t('publishing.simulator.period', {
      days: simulation.days,
      first: formatDay(simulation.firstDay),
      last: formatDay(simulation.lastDay),
      timeZone: simulation.timeZone,
    }),
    simulation.horizon === 'openEnded' ? t('publishing.simulator.openEnded', { days: simulation.days }) : null,
    simulation.horizon === 'capped' ? t('publishing.simulator.capped', { days: simulation.days }) : null,
    simulation.sampledPlaysPerDay < simulation.playsPerDay
      ? t('publishing.simulator.sampled', { sampled: number.format(simulation.sampledPlaysPerDay) })
      : null,
    simulation.method === 'prizeOdds' ? t('publishing.simulator.byOdds') : null,
  ].filter((note) => note !== null);

  if (simulation.pools.length === 0) {
    return <Text size="sm">{t('publishing.simulator.noPrizes')}</Text>;
  }
  const lasts =
    simulation.horizon === 'campaignEnd' ? t('publishing.simulator.lasts') : t('publishing.simulator.lastsSimulated');
  return (
    <Stack gap="xs">
      {notes.map((note) => (
        <Text key={note} size="sm">
          {note}
        </Text>
      ))}
      <Table.ScrollContainer minWidth={480}>
        <Table striped withTableBorder>
          <Table.Caption>
            {t('publishing.simulator.caption', { plays: number.format(simulation.playsPerDay) })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('publishing.simulator.pool')}</Table.Th>
              <Table.Th scope="col">{t('publishing.simulator.stock')}</Table.Th>
              <Table.Th scope="col">{t('publishing.simulator.winnersPerDay')}</Table.Th>
              <Table.Th scope="col">{t('publishing.simulator.runsOutOn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {simulation.pools.map((pool) => (
              <Table.Tr key={pool.poolId} data-testid="simulated-pool">
                <Table.Th scope="row" fw={500}>
                  {pool.name}
                </Table.Th>
                <Table.Td>
                  {pool.stock === null ? t('publishing.simulator.unlimited') : number.format(pool.stock)}
                </Table.Td>
                <Table.Td>{number.format(pool.winnersPerDay)}</Table.Td>
                <Table.Td>
                  {pool.runsOutOn === null ? (
                    lasts
                  ) : (
                    <Text span size="sm" fw={700}>
                      {formatDay(pool.runsOutOn)}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
