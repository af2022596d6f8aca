import type { Role } from '@gc/contracts/roles';
import { MultiSelect } from '@mantine/core';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rule } from '../../components/forms/rules.ts';
import { required } from '../../components/forms/validators.ts';

type FormWithRoles = { roles: string[] };

/** The required roles field of the invite and edit dialogs: only the roles the acting user may give. */
export function RoleSelect<T extends FormWithRoles>(props: { control: Control<T>; roles: readonly Role[] }) {
  const { t } = useTranslation();
  // `roles` is FormWithRoles' own key, so narrowing the form's control to it is safe.
  const control = props.control as unknown as Control<FormWithRoles>;
  const { field, fieldState } = useController({ control, name: 'roles', rules: { validate: rule(required) } });
  return (
    <MultiSelect
      label={t('users.roles')}
      required
      data={props.roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      value={field.value ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      searchable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
