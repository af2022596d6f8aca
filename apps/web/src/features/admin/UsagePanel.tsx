import type { InternalEventCount } from '@gc/contracts/internal-analytics';
import { Alert, Stack, Table, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { failureTextKey } from '../../lib/api-error.ts';
import { formatDay } from '../../lib/format-date.ts';
import { fetchInternalEventCounts } from './api.ts';

const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** The last 30 UTC days, today included. */
function lastDays(days: number): [string, string] {
  const now = Date.now();
  return [utcDay(new Date(now - (days - 1) * DAY_MS)), utcDay(new Date(now))];
}

/**
 * The internal analytics counts for super admins (spec §6 INTERNAL_ANALYTICS, issue 17): a date range
 * (the last 30 days at first, never past today) and, per day and event, how many were sent by how many users.
 */
export function UsagePanel() {
  const { t } = useTranslation();
  const [range, setRange] = useState<[string | null, string | null]>(() => lastDays(30));
  const [from, to] = range;
  const counts = useQuery({
    queryKey: ['internal-analytics-counts', from, to],
    queryFn: () => fetchInternalEventCounts(from ?? '', to ?? ''),
    enabled: Boolean(from && to),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack>
      <Text size="sm">{t('adminArea.usageHelp')}</Text>
      <DatePickerInput
        type="range"
        label={t('adminArea.usageRange')}
        valueFormat="DD.MM.YYYY"
        value={range}
        onChange={(value) => setRange(value)}
        maxDate={utcDay(new Date())}
        numberOfColumns={2}
        allowSingleDateInRange
        w="fit-content"
        miw={260}
      />
      {counts.isError ? (
        <Alert color="red" role="alert">
          {t(failureTextKey(counts.error))}
        </Alert>
      ) : !counts.data ? (
        <LoadingScreen minHeight={80} />
      ) : (
        <CountsTable rows={counts.data} />
      )}
    </Stack>
  );
}

function CountsTable({ rows }: { rows: InternalEventCount[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('adminArea.usageNone')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing="xs" aria-label={t('adminArea.usageTable')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('adminArea.usageDay')}</Table.Th>
            <Table.Th scope="col">{t('adminArea.usageEvent')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('adminArea.usageEvents')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('adminArea.usageUsers')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.day}-${row.eventName}`}>
              <Table.Td>{formatDay(row.day)}</Table.Td>
              <Table.Td>{t(`adminArea.eventNames.${row.eventName}`)}</Table.Td>
              <Table.Td ta="right">{row.events}</Table.Td>
              <Table.Td ta="right">{row.users}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
