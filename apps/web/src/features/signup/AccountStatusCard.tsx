import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_URL } from '../../app/app-config.ts';
import { browserTimeZone, formatDate } from '../../lib/format-date.ts';
import type { AccountStatusView } from './account-state.ts';
import { resendConfirmation } from './api.ts';

/** One account state with what to do next (spec §2 /account-status). */
export function AccountStatusCard({ view, landing }: { view: AccountStatusView; landing: string }) {
  const { t } = useTranslation();
  switch (view.state) {
    case 'PENDING':
      return (
        <Alert color="blue" icon={<IconClockHour4 size={18} />} title={t('signup.status.pendingTitle')} role="status">
          <Stack gap="sm">
            <Text size="sm">{t('signup.status.pendingText', { email: view.email })}</Text>
            <Text size="sm">{t('signup.status.pendingSpam')}</Text>
            <ResendLink email={view.email} />
          </Stack>
        </Alert>
      );
    case 'ACTIVE':
      return (
        <Alert color="teal" icon={<IconCircleCheck size={18} />} title={t('signup.status.activeTitle')} role="status">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('signup.status.activeText')}</Text>
            <Button component={Link} to={landing} size="sm">
              {t('signup.status.continue')}
            </Button>
          </Stack>
        </Alert>
      );
    case 'EXPIRED':
      return (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} />}
          title={t('signup.status.expiredTitle')}
          role="status"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {t('signup.status.expiredText', { date: formatDate(view.expirationDate, browserTimeZone()) })}
            </Text>
            <Anchor href={SUPPORT_URL} target="_blank" rel="noopener noreferrer" size="sm">
              {t('signup.status.contact')}
            </Anchor>
          </Stack>
        </Alert>
      );
    case 'DEACTIVATED':
      return (
        <Alert color="gray" icon={<IconUserOff size={18} />} title={t('signup.status.deactivatedTitle')} role="status">
          <Text size="sm">{t('signup.status.deactivatedText')}</Text>
        </Alert>
      );
  }
}

/** "Send the link again": the answer is the same whether or not a link went out (nothing to learn from it). */
function ResendLink({ email }: { email: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const send = async () => {
    setState('sending');
    try {
      await resendConfirmation(email);
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button size="xs" variant="light" onClick={send} loading={state === 'sending'} disabled={state === 'sent'}>
        {t('signup.status.resend')}
      </Button>
      <div aria-live="polite">
        {state === 'sent' && <Text size="sm">{t('signup.status.resent', { email })}</Text>}
        {state === 'failed' && (
          <Text size="sm" c="red.8">
            {t('errors.generic')}
          </Text>
        )}
      </div>
    </Stack>
  );
}
