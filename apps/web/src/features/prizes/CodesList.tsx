import { Badge, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyDates } from '../../app/use-company-dates.ts';
import { PagePicker } from '../../components/PagePicker.tsx';
import { useCodes } from './prize-queries.ts';

const PAGE_SIZE = 20;

/** The pool's codes, a page at a time, with who has one already (claimed) and a search by code. */
export function CodesList({ poolId }: { poolId: string }) {
  const { t } = useTranslation();
  const dates = useCompanyDates();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const codes = useCodes(poolId, { page, size: PAGE_SIZE, search: debouncedSearch });
  const total = codes.data?.total ?? 0;
  const rows = codes.data?.items ?? [];

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <TextInput
          leftSection={<IconSearch size={14} />}
          placeholder={t('prizes.codes.search')}
          aria-label={t('prizes.codes.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(0);
          }}
          size="xs"
        />
        <Text size="sm" c="dimmed" data-testid="codes-total">
          {t('prizes.codes.total', { n: total })}
        </Text>
      </Group>
      <Table striped verticalSpacing={4} aria-label={t('prizes.codes.listTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('prizes.codes.code')}</Table.Th>
            <Table.Th>{t('prizes.codes.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={2}>
                <Text ta="center" c={codes.isError ? 'red' : 'dimmed'} size="sm" py="sm">
                  {codes.isPending
                    ? t('common.loading')
                    : codes.isError
                      ? t('prizes.codes.loadFailed')
                      : t('prizes.codes.none')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((code) => (
              <Table.Tr key={code.code}>
                <Table.Td ff="monospace">{code.code}</Table.Td>
                <Table.Td>
                  {code.claimedAt ? (
                    <Badge color="gray" variant="light" size="sm">
                      {t('prizes.codes.claimedOn', { date: dates.dateTimeNamed(code.claimedAt) })}
                    </Badge>
                  ) : (
                    <Badge color="teal" variant="light" size="sm">
                      {t('prizes.codes.unclaimed')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      <PagePicker total={total} pageSize={PAGE_SIZE} page={page} onPage={setPage} />
    </Stack>
  );
}
