import { Alert, Anchor, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ServerViolations } from '../../components/forms/ServerViolations.tsx';
import { resetPassword } from './api.ts';
import { PasswordChecklist } from './PasswordChecklist.tsx';
import { passwordRule, repeatRule } from './password-rule.ts';

type ResetForm = { password: string; repeat: string };

/**
 * Sets a new password from an e-mailed link (`?token=`); with `&invite=1` the same page welcomes an
 * invited user. The client checks the normal §5 rules; the server enforces the strong variant for
 * admins and its violations are shown.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const isInvite = params.get('invite') === '1';
  const [isDone, setIsDone] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { register, handleSubmit, formState, watch, getValues } = useForm<ResetForm>({
    mode: 'onTouched',
    defaultValues: { password: '', repeat: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await resetPassword(token, password);
      setIsDone(true);
    } catch (caught) {
      setError(caught);
    }
  });

  return (
    <Paper withBorder shadow="sm" radius="md" p="xl">
      <Stack>
        <div>
          <Title order={1} size="h2">
            {t(isInvite ? 'resetPassword.inviteTitle' : 'resetPassword.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t(isInvite ? 'resetPassword.inviteSubtitle' : 'resetPassword.subtitle')}
          </Text>
        </div>
        {!token ? (
          <Alert color="red">{t('resetPassword.missingToken')}</Alert>
        ) : isDone ? (
          <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
            {t('resetPassword.done')}
          </Alert>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              <ServerViolations error={error} />
              <PasswordInput
                label={t('resetPassword.newPassword')}
                autoComplete="new-password"
                required
                error={formState.errors.password?.message}
                {...register('password', { validate: passwordRule(false) })}
              />
              <PasswordChecklist password={watch('password')} />
              <PasswordInput
                label={t('resetPassword.repeat')}
                autoComplete="new-password"
                required
                error={formState.errors.repeat?.message}
                {...register('repeat', { validate: repeatRule(() => getValues('password')) })}
              />
              <Button type="submit" loading={formState.isSubmitting}>
                {t('resetPassword.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <Group justify="center">
          <Anchor component={Link} to="/login" size="sm">
            {t(isDone ? 'resetPassword.goToLogin' : 'forgotPassword.backToLogin')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
