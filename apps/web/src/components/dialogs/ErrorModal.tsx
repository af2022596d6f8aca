import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

type Props = {
  opened: boolean;
  title: ReactNode;
  message: ReactNode;
  /** Where the dashboard button goes (spec §2: /dashboard, or a campaign's analytics for some types). */
  dashboardPath?: string;
  onClose: () => void;
};

/** Error modal with a title, a message and a button back to the dashboard. */
export function ErrorModal({ opened, title, message, dashboardPath = '/dashboard', onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button
          onClick={() => {
            onClose();
            navigate(dashboardPath);
          }}
        >
          {t('dialogs.goToDashboard')}
        </Button>
      </Group>
    </Modal>
  );
}
