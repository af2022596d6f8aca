import type { ImportCodesResult, PrizePool } from '@gc/contracts/prizes';
import { Divider, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { IconFileImport, IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodesGenerate } from './CodesGenerate.tsx';
import { CodesImport } from './CodesImport.tsx';
import { CodesList } from './CodesList.tsx';
import { ImportResultAlert } from './ImportResultAlert.tsx';
import { StockCell } from './StockCell.tsx';

/**
 * The voucher codes of one prize: add them from a file or by pattern, and see them page by page.
 * `pool` is the live row of the table, so the stock shown follows each import.
 */
export function CodesDialog({ pool, onClose }: { pool: PrizePool | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<ImportCodesResult | null>(null);
  const close = () => {
    setResult(null);
    onClose();
  };
  return (
    <Modal
      opened={pool !== null}
      onClose={close}
      title={t('prizes.codes.title', { name: pool?.name ?? '' })}
      size="xl"
      centered
    >
      {pool && (
        <Stack>
          <Group justify="space-between" align="flex-start">
            <Text size="sm" c="dimmed" maw={420}>
              {t('prizes.codes.intro')}
            </Text>
            <StockCell pool={pool} />
          </Group>
          <Tabs defaultValue="import" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="import" leftSection={<IconFileImport size={16} />}>
                {t('prizes.codes.importTitle')}
              </Tabs.Tab>
              <Tabs.Tab value="generate" leftSection={<IconWand size={16} />}>
                {t('prizes.codes.generateTitle')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="import" pt="sm">
              <CodesImport poolId={pool.id} onResult={setResult} />
            </Tabs.Panel>
            <Tabs.Panel value="generate" pt="sm">
              <CodesGenerate poolId={pool.id} onResult={setResult} />
            </Tabs.Panel>
          </Tabs>
          {result && <ImportResultAlert result={result} onClose={() => setResult(null)} />}
          <Divider label={t('prizes.codes.listTitle')} labelPosition="left" />
          <CodesList poolId={pool.id} />
        </Stack>
      )}
    </Modal>
  );
}
