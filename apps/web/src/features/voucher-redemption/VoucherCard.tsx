import type { Voucher } from '@gc/contracts/prizes';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyDates } from '../../app/use-company-dates.ts';
import { STATUS_COLORS } from './voucher-texts.ts';

type Props = { voucher: Voucher; onRedeem: (voucher: Voucher) => void; children?: ReactNode };

/** One pool's voucher as the till sees it: what it is, whether it may be redeemed, and why not. */
export function VoucherCard({ voucher, onRedeem, children }: Props) {
  const { t } = useTranslation();
  const dates = useCompanyDates();
  const none = t('prizes.redeem.none');
  const rows: [string, ReactNode][] = [
    [t('prizes.redeem.fields.code'), <code key="code">{voucher.code}</code>],
    [t('prizes.redeem.fields.campaign'), voucher.campaign?.name ?? none],
    [t('prizes.redeem.fields.issuedAt'), voucher.issuedAt ? dates.dateTimeNamed(voucher.issuedAt) : none],
    [t('prizes.redeem.fields.expiresAt'), voucher.expiresAt ? dates.dateTimeNamed(voucher.expiresAt) : none],
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={voucher.poolName}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {voucher.poolName}
          </Title>
          <Badge color={STATUS_COLORS[voucher.status]} variant="light" size="lg">
            {t(`prizes.redeem.status.${voucher.status}`)}
          </Badge>
        </Group>
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w="40%" fw={500}>
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" fw={500}>
          {statusText(voucher, t, dates.dateTimeNamed)}
        </Text>
        {children}
        {voucher.status === 'issued' && (
          <Group>
            <Button
              color="teal"
              size="md"
              leftSection={<IconCircleCheck size={18} />}
              onClick={() => onRedeem(voucher)}
            >
              {t('prizes.redeem.action')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function statusText(voucher: Voucher, t: TFunction, dateTime: (iso: string | null) => string): string {
  switch (voucher.status) {
    case 'issued':
      return t('prizes.redeem.explain.issued');
    case 'redeemed':
      return t('prizes.redeem.explain.redeemed', {
        when: dateTime(voucher.redeemedAt),
        who: voucher.redeemedByEmail ?? t('prizes.redeem.someone'),
      });
    case 'expired':
      return t('prizes.redeem.explain.expired', { when: dateTime(voucher.expiresAt) });
    case 'not-issued':
      return t('prizes.redeem.explain.notIssued');
  }
}
