import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  isSaving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onStay: () => void;
};

/** Leaving the builder with unsaved changes (§5 Unsaved changes): save them, drop them, or stay. */
export function UnsavedChangesDialog({ opened, isSaving, onSave, onDiscard, onStay }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onStay} title={t('builder.unsavedDialog.title')} centered>
      <Text size="sm">{t('builder.unsavedDialog.message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay} disabled={isSaving}>
          {t('builder.unsavedDialog.stay')}
        </Button>
        <Button variant="light" color="red" onClick={onDiscard} disabled={isSaving}>
          {t('builder.unsavedDialog.discard')}
        </Button>
        <Button onClick={onSave} loading={isSaving}>
          {t('builder.unsavedDialog.save')}
        </Button>
      </Group>
    </Modal>
  );
}
