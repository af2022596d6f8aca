import type { Role } from '@gc/contracts/roles';
import type { User } from '@gc/contracts/users';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PersonNameFields } from '../../components/forms/PersonNameFields.tsx';
import { ServerViolations } from '../../components/forms/ServerViolations.tsx';
import { showToast } from '../../components/toast.ts';
import { updateUser } from './api.ts';
import { RoleSelect } from './RoleSelect.tsx';
import { useGrantRules } from './use-grant-rules.ts';

type EditForm = { firstName: string; lastName: string; roles: string[] };

/** Edits a user's name and roles (a role change ends that user's sessions on the server). */
export function EditUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const grants = useGrantRules();
  const { register, control, handleSubmit, formState, reset } = useForm<EditForm>({ mode: 'onTouched' });
  useEffect(() => {
    if (user) reset({ firstName: user.firstName, lastName: user.lastName, roles: [...user.roles] });
  }, [user, reset]);
  const save = useMutation({
    mutationFn: (values: EditForm) => updateUser(user?.id ?? '', { ...values, roles: values.roles as Role[] }),
    onSuccess: () => {
      showToast({ kind: 'success', message: t('users.saved') });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      close();
    },
  });
  const close = () => {
    save.reset();
    onClose();
  };

  return (
    <Modal opened={user !== null} onClose={close} title={t('users.editTitle')} centered size="lg">
      <form onSubmit={handleSubmit((values) => save.mutate(values))} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {user?.email}
          </Text>
          <ServerViolations error={save.error} />
          <PersonNameFields register={register} errors={formState.errors} />
          <RoleSelect control={control} roles={grants.roles} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
