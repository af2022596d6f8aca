import { requiresStrongPassword } from '@gc/contracts/roles';
import { Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rule } from '../../components/forms/rules.ts';
import { ServerViolations } from '../../components/forms/ServerViolations.tsx';
import { required } from '../../components/forms/validators.ts';
import { showToast } from '../../components/toast.ts';
import { storeTokens } from '../../lib/session.ts';
import { PasswordChecklist } from '../auth/PasswordChecklist.tsx';
import { passwordRule, repeatRule } from '../auth/password-rule.ts';
import { changePassword } from './api.ts';
import { useLoggedInUser } from './use-logged-in-user.ts';

type PasswordForm = { currentPassword: string; newPassword: string; repeat: string };

/** Changing the password issues new tokens; the old ones stop working, so they are replaced at once. */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const me = useLoggedInUser();
  const isStrong = me.data ? requiresStrongPassword(me.data.roles, me.data.type) : false;
  const { register, handleSubmit, formState, watch, getValues, reset } = useForm<PasswordForm>({
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', repeat: '' },
  });
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: (pair) => {
      storeTokens(pair);
      reset();
      showToast({ kind: 'success', message: t('account.passwordChanged') });
    },
  });

  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="md">
        {t('account.changePassword')}
      </Title>
      <form
        onSubmit={handleSubmit(({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword }))}
        noValidate
      >
        <Stack>
          <ServerViolations error={change.error} />
          <PasswordInput
            label={t('account.currentPassword')}
            autoComplete="current-password"
            required
            error={formState.errors.currentPassword?.message}
            {...register('currentPassword', { validate: rule(required) })}
          />
          <PasswordInput
            label={t('resetPassword.newPassword')}
            autoComplete="new-password"
            required
            error={formState.errors.newPassword?.message}
            {...register('newPassword', { validate: passwordRule(isStrong) })}
          />
          <PasswordChecklist password={watch('newPassword')} strong={isStrong} />
          <PasswordInput
            label={t('resetPassword.repeat')}
            autoComplete="new-password"
            required
            error={formState.errors.repeat?.message}
            {...register('repeat', { validate: repeatRule(() => getValues('newPassword')) })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('account.changePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
