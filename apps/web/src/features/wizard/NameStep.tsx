import { MAX_TEXT_LENGTH } from '@gc/contracts/validation';
import { Anchor, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { NameCheckState } from './name-check.ts';

type Props = {
  value: string;
  check: NameCheckState;
  onChange: (raw: string) => void;
  onRetry: () => void;
  /** Enter moves on when the name may be used. */
  onSubmit: () => void;
};

/** Step 3: the campaign name, checked for uniqueness as it is typed. */
export function NameStep({ value, check, onChange, onRetry, onSubmit }: Props) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  const error =
    check.status === 'taken'
      ? t('wizard.name.taken')
      : check.status === 'tooLong'
        ? t('wizard.name.tooLong', { max: MAX_TEXT_LENGTH })
        : undefined;
  const rightSection =
    check.status === 'checking' ? (
      <Loader size={16} />
    ) : check.status === 'available' ? (
      <IconCircleCheck size={20} color="var(--mantine-color-teal-6)" aria-hidden />
    ) : check.status === 'taken' ? (
      <IconCircleX size={20} color="var(--mantine-color-red-6)" aria-hidden />
    ) : null;

  return (
    <Stack gap="xs" maw={560}>
      <TextInput
        ref={inputRef}
        label={t('wizard.name.label')}
        description={t('wizard.name.help')}
        placeholder={t('wizard.name.placeholder')}
        required
        maxLength={MAX_TEXT_LENGTH}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSubmit();
        }}
        error={error}
        rightSection={rightSection}
        autoComplete="off"
      />
      {/* Announced to screen readers as the check progresses; errors show on the input itself. */}
      <div role="status" aria-live="polite">
        {check.status === 'checking' && (
          <Text size="sm" c="dimmed">
            {t('wizard.name.checking')}
          </Text>
        )}
        {check.status === 'available' && (
          <Text size="sm" c="teal">
            {t('wizard.name.available')}
          </Text>
        )}
        {check.status === 'failed' && (
          <Group gap="xs">
            <Text size="sm" c="red">
              {t('wizard.name.checkFailed')}
            </Text>
            <Anchor component="button" type="button" size="sm" onClick={onRetry}>
              {t('wizard.name.retry')}
            </Anchor>
          </Group>
        )}
      </div>
    </Stack>
  );
}
