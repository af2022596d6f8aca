import type { PrizePool } from '@gc/contracts/prizes';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconGift, IconHistory, IconPlus, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { AuditLogTable } from './AuditLogTable.tsx';
import { CodesDialog } from './CodesDialog.tsx';
import { DeletePoolDialog } from './DeletePoolDialog.tsx';
import { PoolDialog } from './PoolDialog.tsx';
import { PoolsPanel } from './PoolsPanel.tsx';
import { usePools } from './prize-queries.ts';

/** /prize-management (issue 4): the company's prizes, their stock and voucher codes, and the audit log. */
export function PrizeManagementPage() {
  const { t } = useTranslation();
  const pools = usePools();
  const [editing, setEditing] = useState<'new' | PrizePool | null>(null);
  // Ids, not rows: the dialogs read the live row, so stock follows imports and generations.
  const [codesPoolId, setCodesPoolId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PrizePool | null>(null);
  const codesPool = pools.data?.find((pool) => pool.id === codesPoolId) ?? null;
  const hasPools = (pools.data?.length ?? 0) > 0;

  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>{t('pages.prizeManagement')}</PageTitle>
        <Group gap="sm">
          <Button component={Link} to="/prizes/redeem" variant="light" leftSection={<IconTicket size={16} />}>
            {t('prizes.redeemLink')}
          </Button>
          {hasPools && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              {t('prizes.create')}
            </Button>
          )}
        </Group>
      </Group>
      <Tabs defaultValue="prizes" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="prizes" leftSection={<IconGift size={16} />}>
            {t('prizes.tabs.prizes')}
          </Tabs.Tab>
          <Tabs.Tab value="audit" leftSection={<IconHistory size={16} />}>
            {t('prizes.tabs.audit')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="prizes" pt="md">
          <PoolsPanel
            pools={pools}
            onCreate={() => setEditing('new')}
            onEdit={setEditing}
            onCodes={(pool) => setCodesPoolId(pool.id)}
            onDelete={setDeleting}
          />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          <AuditLogTable pools={pools.data ?? []} />
        </Tabs.Panel>
      </Tabs>
      <PoolDialog
        target={editing}
        onClose={() => setEditing(null)}
        onCreated={(pool) => pool.hasCodes && setCodesPoolId(pool.id)}
      />
      <CodesDialog pool={codesPool} onClose={() => setCodesPoolId(null)} />
      <DeletePoolDialog pool={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
