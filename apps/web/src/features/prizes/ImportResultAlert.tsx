import type { ImportCodesResult } from '@gc/contracts/prizes';
import { Alert, Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What an import or a generation did: codes added, and those skipped as repeated or not valid. */
export function ImportResultAlert({ result, onClose }: { result: ImportCodesResult; onClose: () => void }) {
  const { t } = useTranslation();
  const skipped = result.duplicates + result.invalid;
  return (
    <Alert
      color={skipped > 0 ? 'orange' : 'teal'}
      icon={<IconCircleCheck size={18} />}
      role="status"
      withCloseButton
      closeButtonLabel={t('prizes.codes.dismiss')}
      onClose={onClose}
      data-testid="codes-result"
    >
      <Group gap="lg">
        <Text size="sm">{t('prizes.codes.added', { n: result.added })}</Text>
        <Text size="sm">{t('prizes.codes.duplicates', { n: result.duplicates })}</Text>
        <Text size="sm">{t('prizes.codes.invalid', { n: result.invalid })}</Text>
      </Group>
    </Alert>
  );
}
