import { ROLES } from '@gc/contracts/roles';
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { value: string[]; onChange: (roles: string[]) => void; onBlur: () => void; error?: string };

/** All roles of §6; the server refuses what the acting user may not grant. */
export function RoleSelect({ value, onChange, onBlur, error }: Props) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={t('users.roles')}
      required
      data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      searchable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
