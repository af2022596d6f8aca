import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { opened: boolean; title: ReactNode; message: ReactNode; onClose: () => void };

/** An alert with a single OK button. */
export function AlertDialog({ opened, title, message, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{t('common.ok')}</Button>
      </Group>
    </Modal>
  );
}
