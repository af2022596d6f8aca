import type { PrizePool } from '@gc/contracts/prizes';
import type { NewPrizeButtonProps } from '@gc/games/editor-types';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PoolDialog } from '../../prizes/PoolDialog.tsx';
import { usePrizePoolsKey } from './use-prize-pools.ts';

/**
 * "New prize" under a sector's prize select: the prize page's dialog with the pool's essential fields
 * (same checks and texts). The new pool joins the select's list at once and becomes the sector's.
 */
export function NewPrizeButton({ onCreated, disabled }: NewPrizeButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const poolsKey = usePrizePoolsKey();
  const [isOpen, setOpen] = useState(false);

  const created = (pool: PrizePool) => {
    queryClient.setQueryData<PrizePool[]>(poolsKey, (pools) => [
      pool,
      ...(pools ?? []).filter((p) => p.id !== pool.id),
    ]);
    onCreated(pool);
  };

  return (
    <>
      <Button
        variant="subtle"
        size="compact-xs"
        mt={4}
        leftSection={<IconPlus size={14} />}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {t('game.pools.create')}
      </Button>
      {/* Mounted only while open: a wheel has up to 24 sectors, each with this button. */}
      {isOpen && <PoolDialog target="new" fields="essential" onClose={() => setOpen(false)} onCreated={created} />}
    </>
  );
}
