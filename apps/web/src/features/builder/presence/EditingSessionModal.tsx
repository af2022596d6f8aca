import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PresencePhase } from './use-editing-presence.ts';

type Props = {
  phase: PresencePhase;
  onGoBack: () => void;
  onTakeOver: () => void;
  onDismiss: () => void;
};

/**
 * The editing-session modal of spec §4 and §8: "Simultaneous sessions detected" (Go back / Take over),
 * the takeover notice for the editor being replaced, "You Now Have Control" for the one taking over.
 * Mantine's Modal is a labelled role="dialog" with aria-modal and a focus trap; the text is its
 * description, so a screen reader reads it on opening.
 */
export function EditingSessionModal({ phase, onGoBack, onTakeOver, onDismiss }: Props) {
  const { t } = useTranslation();
  const kind = phase.kind;
  const isWarning = kind === 'others' || kind === 'takingOver';
  const isNotice = kind === 'evicted' || kind === 'left';
  const opened = isWarning || isNotice || kind === 'confirmed';
  const title = isWarning
    ? t('presence.simultaneous.title')
    : isNotice
      ? t('presence.notice.title')
      : t('presence.confirmed.title');
  const text = isWarning
    ? t('presence.simultaneous.text')
    : isNotice
      ? t('presence.notice.text')
      : t('presence.confirmed.text');
  // Only the confirmation may be closed in place; the others end by a choice or by leaving.
  const canClose = kind === 'confirmed';

  return (
    <Modal
      opened={opened}
      onClose={canClose ? onDismiss : () => {}}
      title={title}
      centered
      withCloseButton={canClose}
      closeOnClickOutside={canClose}
      closeOnEscape={canClose}
      trapFocus
      aria-describedby="editing-session-text"
    >
      <Stack gap="sm">
        <Text size="sm" id="editing-session-text">
          {text}
        </Text>
        {phase.kind === 'others' && (
          <Text size="sm" c="dimmed">
            {t('presence.simultaneous.editing', { names: phase.others.map((editor) => editor.name).join(', ') })}
          </Text>
        )}
        {kind === 'takingOver' && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('presence.simultaneous.waiting')}</Text>
          </Group>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        {isWarning && (
          <>
            <Button variant="default" onClick={onGoBack}>
              {t('presence.simultaneous.goBack')}
            </Button>
            <Button color="red" onClick={onTakeOver} loading={kind === 'takingOver'}>
              {t('presence.simultaneous.takeOver')}
            </Button>
          </>
        )}
        {isNotice && (
          <Button onClick={onGoBack} loading={kind === 'evicted'}>
            {t('presence.notice.understood')}
          </Button>
        )}
        {kind === 'confirmed' && <Button onClick={onDismiss}>{t('presence.confirmed.close')}</Button>}
      </Group>
    </Modal>
  );
}
