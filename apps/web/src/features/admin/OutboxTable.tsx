import type { OutboxMail } from '@gc/contracts/outbox';
import { Badge, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyDates } from '../../app/use-company-dates.ts';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { DataTableColumn } from '../../components/data-table/types.ts';
import { useTableState } from '../../components/data-table/use-table-state.ts';
import { fetchOutbox } from './api.ts';
import { OutboxMailDialog } from './OutboxMailDialog.tsx';

export const OUTBOX_STATUS_COLORS = {
  PENDING: 'yellow',
  SENDING: 'yellow',
  SENT: 'teal',
  FAILED: 'red',
  KEPT: 'blue',
} as const satisfies Record<OutboxMail['status'], string>;

/**
 * The e-mail outbox: how a super admin follows the mails, and hands an invitation over when no SMTP is
 * configured. Reset and invitation links are hidden here; the mail dialog shows one in full, recorded.
 */
export function OutboxTable() {
  const { t } = useTranslation();
  const dates = useCompanyDates();
  const [state, setState] = useTableState();
  const [open, setOpen] = useState<OutboxMail | null>(null);
  const outbox = useQuery({
    queryKey: ['outbox', state.page, state.size],
    queryFn: () => fetchOutbox(state.page, state.size),
    placeholderData: keepPreviousData,
  });

  const columns: DataTableColumn<OutboxMail>[] = [
    {
      key: 'createdAt',
      title: dates.titleInZone(t('admin.createdAt')),
      render: (mail) => dates.dateTime(mail.createdAt),
    },
    { key: 'to', title: t('admin.to'), render: (mail) => mail.to },
    {
      key: 'subject',
      title: t('admin.subject'),
      render: (mail) => (
        <Text size="sm" fw={500}>
          {mail.subject}
        </Text>
      ),
    },
    {
      key: 'status',
      title: t('users.status'),
      render: (mail) => (
        <Badge size="sm" variant="dot" color={OUTBOX_STATUS_COLORS[mail.status]}>
          {t(`admin.mailStatus.${mail.status}`)}
        </Badge>
      ),
    },
    { key: 'attempts', title: t('admin.attempts'), render: (mail) => mail.attempts },
  ];

  return (
    <>
      <DataTable
        label={t('admin.outbox')}
        columns={columns}
        rows={outbox.data?.items ?? []}
        total={outbox.data?.total ?? 0}
        state={state}
        onStateChange={setState}
        rowKey={(mail) => mail.id}
        loading={outbox.isFetching}
        onRowClick={setOpen}
      />
      <OutboxMailDialog mail={open} onClose={() => setOpen(null)} />
    </>
  );
}
