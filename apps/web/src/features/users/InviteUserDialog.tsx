import type { Role, UserType } from '@gc/contracts/roles';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PersonNameFields } from '../../components/forms/PersonNameFields.tsx';
import { rule } from '../../components/forms/rules.ts';
import { ServerViolations } from '../../components/forms/ServerViolations.tsx';
import { email, required } from '../../components/forms/validators.ts';
import { showToast } from '../../components/toast.ts';
import { inviteUser } from './api.ts';
import { RoleSelect } from './RoleSelect.tsx';
import { useGrantRules } from './use-grant-rules.ts';

type InviteForm = { email: string; firstName: string; lastName: string; roles: string[]; type: UserType };
const EMPTY: InviteForm = { email: '', firstName: '', lastName: '', roles: [], type: 'USER' };

/** Invites a user: the server e-mails a link to set a password (409 EMAIL_TAKEN shows as a violation). */
export function InviteUserDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const grants = useGrantRules();
  const { register, control, handleSubmit, formState, reset } = useForm<InviteForm>({
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const invite = useMutation({
    mutationFn: inviteUser,
    onSuccess: (user) => {
      showToast({ kind: 'success', message: t('users.invited', { email: user.email }) });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      close();
    },
  });
  const close = () => {
    reset(EMPTY);
    invite.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('users.inviteTitle')} centered size="lg">
      <form
        onSubmit={handleSubmit((values) =>
          invite.mutate({ ...values, email: values.email.trim(), roles: values.roles as Role[] }),
        )}
        noValidate
      >
        <Stack>
          <ServerViolations error={invite.error} />
          <TextInput
            label={t('users.email')}
            type="email"
            required
            data-autofocus
            error={formState.errors.email?.message}
            {...register('email', { validate: rule(required, email) })}
          />
          <PersonNameFields register={register} errors={formState.errors} />
          <RoleSelect control={control} roles={grants.roles} />
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Select
                label={t('users.type')}
                data={grants.types.map((type) => ({ value: type, label: t(`users.types.${type}`) }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'USER')}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('users.sendInvite')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
