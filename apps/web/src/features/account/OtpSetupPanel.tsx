import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkOtp } from './api.ts';
import { OtpCodeForm } from './OtpCodeForm.tsx';
import { OtpQrCode } from './OtpQrCode.tsx';

type Props = { setup: { secret: string; uri: string }; onConfirmed: () => void; onCancel: () => void };

/** Shows the new secret (QR, text, otpauth URI) and confirms it with a first code. */
export function OtpSetupPanel({ setup, onConfirmed, onCancel }: Props) {
  const { t } = useTranslation();
  const confirm = useMutation({
    mutationFn: checkOtp,
    onSuccess: (isValid) => {
      if (isValid) onConfirmed();
    },
  });
  return (
    <Stack>
      <Text size="sm">{t('account.otpScan')}</Text>
      <Group align="flex-start" wrap="nowrap">
        <OtpQrCode uri={setup.uri} label={t('account.otpQrAlt')} />
        <Stack gap="xs" style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {t('account.otpSecret')}
          </Text>
          <Group gap="xs">
            <Code data-testid="otp-secret">{setup.secret}</Code>
            <CopyButton value={setup.secret}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="subtle" onClick={copy}>
                  {t(copied ? 'common.copied' : 'common.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="xs" c="dimmed">
            {t('account.otpUri')}
          </Text>
          <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {setup.uri}
          </Code>
        </Stack>
      </Group>
      {confirm.data === false && (
        <Text c="red" size="sm">
          {t('account.otpWrongCode')}
        </Text>
      )}
      <OtpCodeForm
        submitLabel={t('account.otpConfirm')}
        loading={confirm.isPending}
        error={confirm.error}
        onSubmit={(code) => confirm.mutate(code)}
        onCancel={onCancel}
      />
    </Stack>
  );
}
