import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTutorialsDialog } from './use-tutorials-dialog.ts';

/** Where Watch leads (spec §2): the user guides, opened at the video tutorials. */
export const VIDEO_TUTORIALS_PATH = '/support/user-guides?starting_guide=video_tutorials';

/** The tutorials dialog of spec §2, offered on the first log-in in the demo environment. */
export function TutorialsDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isOpen, close } = useTutorialsDialog();
  return (
    <Modal opened={isOpen} onClose={close} title={t('tutorials.title')} centered>
      <Text size="sm">{t('tutorials.message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          {t('tutorials.skip')}
        </Button>
        <Button
          onClick={() => {
            close();
            navigate(VIDEO_TUTORIALS_PATH);
          }}
        >
          {t('tutorials.watch')}
        </Button>
      </Group>
    </Modal>
  );
}
