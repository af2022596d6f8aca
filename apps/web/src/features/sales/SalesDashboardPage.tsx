import type { DemoOffer } from '@gc/contracts/offers';
import { hasAnyRole, SALES_ROLES } from '@gc/contracts/roles';
import { Alert, Badge, Button, Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { IconBuildingPlus, IconMailForward, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { showToast } from '../../components/toast.ts';
import { useSession } from '../../lib/use-session.ts';
import { fetchOffers, OFFERS_KEY, sendOffer } from './api.ts';
import { CreateOfferDialog } from './CreateOfferDialog.tsx';

const PAGE_SIZE = 20;
const STATUS_COLORS = { CREATED: 'gray', SENT: 'blue', COMPLETED: 'teal' } as const;

/**
 * Spec §2 /sales-dashboard: the demo offers, newest first. A sales manager (or super admin) makes
 * offers and registers customers; a SALES_OFFER_SENDER only sends them (docs/decisions.md, issue 17).
 */
export function SalesDashboardPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const roles = useSession()?.roles ?? [];
  const canMake = hasAnyRole(roles, SALES_ROLES);
  const [page, setPage] = useState(0);
  const [isCreating, setIsCreating] = useState(false);
  const offers = useQuery({
    queryKey: [OFFERS_KEY, page],
    queryFn: () => fetchOffers(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const send = useMutation({
    mutationFn: (offer: DemoOffer) => sendOffer(offer.uuid),
    onSuccess: (offer) => {
      showToast({ kind: 'success', message: t('sales.sent', { email: offer.email }) });
      void queryClient.invalidateQueries({ queryKey: [OFFERS_KEY] });
    },
    onError: (error) => showToast({ kind: 'error', message: error.message }),
  });
  const dateOf = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  const pages = Math.max(1, Math.ceil((offers.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>{t('sales.offersTitle')}</PageTitle>
        {canMake && (
          <Group>
            <Button
              variant="default"
              component={Link}
              to="/sales-dashboard/register"
              leftSection={<IconBuildingPlus size={16} />}
            >
              {t('sales.registerCompany')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setIsCreating(true)}>
              {t('sales.newOffer')}
            </Button>
          </Group>
        )}
      </Group>
      <Text c="dimmed" size="sm">
        {t('sales.offersIntro')}
      </Text>
      {offers.isPending ? (
        <Loader size="sm" role="progressbar" aria-label={t('common.loading')} />
      ) : offers.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            {t('sales.loadError')}
            <Button size="xs" variant="white" onClick={() => void offers.refetch()}>
              {t('sales.retry')}
            </Button>
          </Group>
        </Alert>
      ) : offers.data.items.length === 0 ? (
        <Text>{t('sales.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={800}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sales.columns.company')}</Table.Th>
                <Table.Th>{t('sales.columns.person')}</Table.Th>
                <Table.Th>{t('sales.columns.email')}</Table.Th>
                <Table.Th>{t('sales.columns.days')}</Table.Th>
                <Table.Th>{t('sales.columns.status')}</Table.Th>
                <Table.Th>{t('sales.columns.created')}</Table.Th>
                <Table.Th>{t('sales.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {offers.data.items.map((offer) => (
                <Table.Tr key={offer.uuid}>
                  <Table.Td>{offer.companyName}</Table.Td>
                  <Table.Td>
                    {offer.firstName} {offer.lastName}
                  </Table.Td>
                  <Table.Td>{offer.email}</Table.Td>
                  <Table.Td>{offer.demoDays}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[offer.status]} variant="light">
                      {t(`sales.status.${offer.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{dateOf(offer.createdAt)}</Table.Td>
                  <Table.Td>
                    {offer.status !== 'COMPLETED' && (
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconMailForward size={14} />}
                        loading={send.isPending && send.variables?.uuid === offer.uuid}
                        onClick={() => send.mutate(offer)}
                      >
                        {offer.status === 'SENT' ? t('sales.resend') : t('sales.send')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination total={pages} value={page + 1} onChange={(value) => setPage(value - 1)} />}
      {canMake && (
        <CreateOfferDialog
          opened={isCreating}
          onClose={() => setIsCreating(false)}
          onDone={(company) => {
            setIsCreating(false);
            showToast({ kind: 'success', message: t('sales.created', { company }) });
            void queryClient.invalidateQueries({ queryKey: [OFFERS_KEY] });
          }}
        />
      )}
    </Stack>
  );
}
