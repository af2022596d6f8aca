import type { RenderedEmail } from '@gc/contracts/mail';
import { Box, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const WIDTHS = { desktop: 640, phone: 375 } as const;
type Device = keyof typeof WIDTHS;

/** The rendered e-mail in a sandboxed frame (no scripts, no same origin) at a desktop's or a phone's width. */
export function EmailPreview({ email }: { email: RenderedEmail }) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<Device>('desktop');
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="mail-preview-title">
      <Stack gap="xs">
        <Text id="mail-preview-title" fw={600}>
          {t('mail.preview.title')}
        </Text>
        <SegmentedControl
          w="fit-content"
          value={device}
          onChange={(value) => setDevice(value as Device)}
          data={[
            { value: 'desktop', label: t('mail.preview.desktop') },
            { value: 'phone', label: t('mail.preview.phone') },
          ]}
        />
        <Text size="sm">{t('mail.preview.subject', { subject: email.subject })}</Text>
        <Box style={{ overflowX: 'auto' }}>
          <iframe
            title={t('mail.preview.frame')}
            sandbox=""
            srcDoc={email.html}
            data-device={device}
            style={{ width: WIDTHS[device], height: 560, border: '1px solid #ced4da', background: '#fff' }}
          />
        </Box>
      </Stack>
    </Paper>
  );
}
