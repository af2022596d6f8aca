import type { PrizeAuditEntry, PrizePool } from '@gc/contracts/prizes';
import { Alert, Box, Button, Group, LoadingOverlay, Select, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyDates } from '../../app/use-company-dates.ts';
import { PagePicker } from '../../components/PagePicker.tsx';
import { auditChanges, auditPoolName, auditValueText } from './audit-details.ts';
import { prizeErrorText } from './prize-error-text.ts';
import { useAudit } from './prize-queries.ts';

const PAGE_SIZE = 20;

/** Every change of prizes, codes and odds, newest first: who, when, what, and before → after. */
export function AuditLogTable({ pools }: { pools: PrizePool[] }) {
  const { t } = useTranslation();
  const dates = useCompanyDates();
  const [page, setPage] = useState(0);
  const [poolId, setPoolId] = useState<string | null>(null);
  const audit = useAudit({ page, size: PAGE_SIZE, poolId });
  const total = audit.data?.total ?? 0;
  const rows = audit.data?.items ?? [];
  const poolNames = new Map(pools.map((pool) => [pool.id, pool.name]));
  const nameOf = (entry: PrizeAuditEntry) =>
    (entry.poolId && poolNames.get(entry.poolId)) ?? auditPoolName(entry.details) ?? '—';

  return (
    <Stack>
      <Group>
        <Select
          label={t('prizes.audit.filterPool')}
          placeholder={t('prizes.audit.allPools')}
          clearable
          searchable
          data={pools.map((pool) => ({ value: pool.id, label: pool.name }))}
          value={poolId}
          onChange={(value) => {
            setPoolId(value);
            setPage(0);
          }}
          w={280}
        />
      </Group>
      {audit.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={t('prizes.audit.loadFailed')}>
          <Group justify="space-between">
            <Text size="sm">{prizeErrorText(audit.error, t)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void audit.refetch()}>
              {t('prizes.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      <Box pos="relative">
        <LoadingOverlay visible={audit.isFetching} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs" aria-label={t('prizes.audit.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{dates.titleInZone(t('prizes.audit.when'))}</Table.Th>
                <Table.Th>{t('prizes.audit.who')}</Table.Th>
                <Table.Th>{t('prizes.audit.prize')}</Table.Th>
                <Table.Th>{t('prizes.audit.what')}</Table.Th>
                <Table.Th>{t('prizes.audit.changes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text ta="center" c="dimmed" py="md">
                      {audit.isPending ? t('common.loading') : t('prizes.audit.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{dates.dateTime(entry.at)}</Table.Td>
                    <Table.Td>{entry.actorEmail}</Table.Td>
                    <Table.Td>{nameOf(entry)}</Table.Td>
                    <Table.Td>{t(`prizes.audit.actions.${entry.action}`)}</Table.Td>
                    <Table.Td>
                      <AuditChanges details={entry.details} />
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <PagePicker total={total} pageSize={PAGE_SIZE} page={page} onPage={setPage} />
    </Stack>
  );
}

function AuditChanges({ details }: { details: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const dates = useCompanyDates();
  const empty = t('prizes.audit.emptyValue');
  const text = (value: unknown) =>
    typeof value === 'boolean' ? t(value ? 'common.yes' : 'common.no') : auditValueText(value, dates.date, empty);
  // Known fields get a translated label; a field the builder does not know yet shows its own name.
  const label = (field: string) =>
    i18n.exists(`prizes.audit.fields.${field}`)
      ? t(`prizes.audit.fields.${field}` as 'prizes.audit.fields.name')
      : field;
  return (
    <Stack gap={2}>
      {auditChanges(details).map((change) => (
        <Group key={change.field} gap={6} wrap="nowrap">
          <Text size="xs" fw={600}>
            {label(change.field)}:
          </Text>
          {'before' in change && (
            <Text size="xs" c="dimmed" td={'after' in change ? 'line-through' : undefined}>
              {text(change.before)}
            </Text>
          )}
          {'before' in change && 'after' in change && <IconArrowRight size={12} aria-label={t('prizes.audit.to')} />}
          {'after' in change && <Text size="xs">{text(change.after)}</Text>}
        </Group>
      ))}
    </Stack>
  );
}
