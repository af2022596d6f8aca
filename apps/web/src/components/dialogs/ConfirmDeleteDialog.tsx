import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  title?: ReactNode;
  message: ReactNode;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Confirmation for a delete, with Cancel and Delete (spec §2). */
export function ConfirmDeleteDialog({ opened, title, message, loading, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title ?? t('dialogs.confirmTitle')} centered>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm}>
          {t('common.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
