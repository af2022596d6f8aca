import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerViolations } from '../../components/forms/ServerViolations.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { showToast } from '../../components/toast.ts';
import { useSession } from '../../lib/use-session.ts';
import { fetchIsOtpSet, removeOtp, setUpOtp } from './api.ts';
import { OtpCodeForm } from './OtpCodeForm.tsx';
import { OtpSetupPanel } from './OtpSetupPanel.tsx';

/** Two-factor sign-in: set up (secret, QR, confirm with a code) or remove (with a code). */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const userId = useSession()?.claims.sub ?? '';
  const queryClient = useQueryClient();
  const queryKey = ['otp-set', userId];
  const isSet = useQuery({ queryKey, queryFn: () => fetchIsOtpSet(userId), enabled: Boolean(userId) });
  const [isRemoving, setIsRemoving] = useState(false);
  const setup = useMutation({ mutationFn: setUpOtp });
  const remove = useMutation({
    mutationFn: removeOtp,
    onSuccess: () => {
      setIsRemoving(false);
      showToast({ kind: 'success', message: t('account.otpRemoved') });
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  const onConfirmed = () => {
    setup.reset();
    showToast({ kind: 'success', message: t('account.otpEnabled') });
    void queryClient.invalidateQueries({ queryKey });
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          {t('account.twoFactor')}
        </Title>
        {isSet.data !== undefined && (
          <Badge color={isSet.data ? 'teal' : 'gray'} variant="light" data-testid="otp-status">
            {t(isSet.data ? 'account.otpOn' : 'account.otpOff')}
          </Badge>
        )}
      </Group>
      {isSet.isPending ? (
        <LoadingScreen minHeight={80} />
      ) : isSet.data ? (
        <Stack>
          <Text size="sm" c="dimmed">
            {t('account.otpOnHelp')}
          </Text>
          {isRemoving ? (
            <OtpCodeForm
              submitLabel={t('common.remove')}
              color="red"
              loading={remove.isPending}
              error={remove.error}
              onSubmit={(code) => remove.mutate(code)}
              onCancel={() => setIsRemoving(false)}
            />
          ) : (
            <Group>
              <Button variant="light" color="red" onClick={() => setIsRemoving(true)}>
                {t('account.otpRemove')}
              </Button>
            </Group>
          )}
        </Stack>
      ) : setup.data ? (
        <OtpSetupPanel setup={setup.data} onConfirmed={onConfirmed} onCancel={() => setup.reset()} />
      ) : (
        <Stack>
          <Text size="sm" c="dimmed">
            {t('account.otpOffHelp')}
          </Text>
          <ServerViolations error={setup.error} />
          <Group>
            <Button onClick={() => setup.mutate()} loading={setup.isPending}>
              {t('account.otpSetUp')}
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
