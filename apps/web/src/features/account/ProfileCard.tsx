import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PersonNameFields } from '../../components/forms/PersonNameFields.tsx';
import { ServerViolations } from '../../components/forms/ServerViolations.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { showToast } from '../../components/toast.ts';
import { failureTextKey } from '../../lib/api-error.ts';
import { updateProfile } from './api.ts';
import { loggedInUserKey, useLoggedInUser } from './use-logged-in-user.ts';

type ProfileForm = { firstName: string; lastName: string };

export function ProfileCard() {
  const { t } = useTranslation();
  const me = useLoggedInUser();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, reset } = useForm<ProfileForm>({ mode: 'onTouched' });
  useEffect(() => {
    if (me.data) reset({ firstName: me.data.firstName, lastName: me.data.lastName });
  }, [me.data, reset]);
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(loggedInUserKey(user.id), user);
      reset({ firstName: user.firstName, lastName: user.lastName });
      showToast({ kind: 'success', message: t('account.profileSaved') });
    },
  });

  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="md">
        {t('account.profile')}
      </Title>
      {me.isError ? (
        <Alert color="red" role="alert">
          {t(failureTextKey(me.error))}
        </Alert>
      ) : !me.data ? (
        <LoadingScreen minHeight={120} />
      ) : (
        <form onSubmit={handleSubmit((values) => save.mutate(values))} noValidate>
          <Stack>
            <ServerViolations error={save.error} />
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {me.data.email}
              </Text>
              {me.data.roles.map((role) => (
                <Badge key={role} variant="light" size="sm">
                  {t(`roles.${role}`)}
                </Badge>
              ))}
            </Group>
            <Text size="sm">
              {t('account.companyLine', { company: me.data.company.name, timeZone: me.data.company.timeZone })}
            </Text>
            <PersonNameFields register={register} errors={formState.errors} />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={!formState.isDirty}>
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
