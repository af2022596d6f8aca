import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefreshAlert } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** 409 DRAFT_CONFLICT: the save was refused because someone saved in between; reloading is the way on. */
export function ConflictAlert({ isReloading, onReload }: { isReloading: boolean; onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      icon={<IconRefreshAlert size={18} />}
      role="alert"
      title={t('builder.saveProblems.conflictTitle')}
    >
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Text size="sm">{t('builder.saveProblems.conflict')}</Text>
        <Button size="xs" color="orange" onClick={onReload} loading={isReloading} style={{ flexShrink: 0 }}>
          {t('builder.saveProblems.reload')}
        </Button>
      </Group>
    </Alert>
  );
}
