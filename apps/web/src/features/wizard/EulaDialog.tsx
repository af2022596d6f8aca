import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerViolations } from '../../components/forms/ServerViolations.tsx';

/**
 * The licence agreement a demo company accepts before its first campaign (issue 17). Accept stays
 * disabled until the box is ticked; accepting records it for the company and creates the campaign.
 */
export function EulaDialog(props: {
  opened: boolean;
  isAccepting: boolean;
  error: unknown;
  onCancel(): void;
  onAccept(): void;
}) {
  const { t } = useTranslation();
  const [isChecked, setIsChecked] = useState(false);
  const paragraphs = t('wizard.eula.body', { returnObjects: true }) as string[];
  return (
    <Modal
      opened={props.opened}
      onClose={() => !props.isAccepting && props.onCancel()}
      title={t('wizard.eula.title')}
      size="lg"
      centered
    >
      <Stack>
        <Text size="sm">{t('wizard.eula.intro')}</Text>
        <ScrollArea.Autosize mah={260} type="auto" tabIndex={0} role="region" aria-label={t('wizard.eula.title')}>
          <Stack gap="xs">
            {paragraphs.map((paragraph) => (
              <Text key={paragraph} size="sm">
                {paragraph}
              </Text>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <ServerViolations error={props.error} />
        <Checkbox
          label={t('wizard.eula.checkbox')}
          checked={isChecked}
          onChange={(event) => setIsChecked(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={props.isAccepting}>
            {t('wizard.eula.cancel')}
          </Button>
          <Button onClick={props.onAccept} disabled={!isChecked} loading={props.isAccepting}>
            {t('wizard.eula.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
