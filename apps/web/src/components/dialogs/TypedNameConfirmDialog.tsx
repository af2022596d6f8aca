import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canConfirmTypedName } from './typed-name.ts';

type Props = {
  opened: boolean;
  name: string;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Deletion confirmation: Yes is enabled only once the typed text equals the name (spec §2). */
export function TypedNameConfirmDialog({ opened, name, loading, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onCancel();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('dialogs.typedNameTitle')} centered>
      <Text size="sm">{t('dialogs.typedNameMessage', { name })}</Text>
      <TextInput
        mt="md"
        aria-label={t('dialogs.typedNameLabel')}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        data-autofocus
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          {t('common.no')}
        </Button>
        <Button color="red" disabled={!canConfirmTypedName(typed, name)} loading={loading} onClick={onConfirm}>
          {t('common.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
