import { ROLES } from '@gc/contracts/roles';
import { MultiSelect } from '@mantine/core';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rule } from '../../components/forms/rules.ts';
import { required } from '../../components/forms/validators.ts';

type FormWithRoles = { roles: string[] };

/**
 * The required roles field of the invite and edit dialogs: all roles of §6; the server refuses what
 * the acting user may not grant.
 */
export function RoleSelect<T extends FormWithRoles>(props: { control: Control<T> }) {
  const { t } = useTranslation();
  // `roles` is FormWithRoles' own key, so narrowing the form's control to it is safe.
  const control = props.control as unknown as Control<FormWithRoles>;
  const { field, fieldState } = useController({ control, name: 'roles', rules: { validate: rule(required) } });
  return (
    <MultiSelect
      label={t('users.roles')}
      required
      data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      value={field.value ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      searchable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
