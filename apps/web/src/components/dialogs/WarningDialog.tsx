import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  message: ReactNode;
  /** `remove` shows a red Remove button instead of Confirm. */
  variant?: 'confirm' | 'remove';
  confirmLabel?: string;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The warning dialog of spec §2: title "Warning", Cancel plus Confirm or a red Remove. */
export function WarningDialog({
  opened,
  message,
  variant = 'confirm',
  confirmLabel,
  loading,
  onCancel,
  onConfirm,
}: Props) {
  const { t } = useTranslation();
  const isRemove = variant === 'remove';
  return (
    <Modal opened={opened} onClose={onCancel} title={t('dialogs.warningTitle')} centered>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button color={isRemove ? 'red' : undefined} loading={loading} onClick={onConfirm}>
          {confirmLabel ?? (isRemove ? t('common.remove') : t('common.confirm'))}
        </Button>
      </Group>
    </Modal>
  );
}
