import { Button } from '@mantine/core';
import { IconGift, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';

/** What a company without prizes sees instead of an empty table. */
export function PoolsEmptyState({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="prizes-empty"
      icon={<IconGift size={32} stroke={1.5} />}
      title={t('prizes.empty.title')}
      message={t('prizes.empty.message')}
      action={
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
          {t('prizes.create')}
        </Button>
      }
    />
  );
}
