import { Group, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rule } from './rules.ts';
import { maxChars, required } from './validators.ts';

export type PersonName = { firstName: string; lastName: string };

/**
 * First and last name side by side, required and at most 255 characters: the same pair in the invite
 * dialog, the edit dialog and the profile. Any form whose values include a PersonName can pass its own
 * register and errors.
 */
export function PersonNameFields<T extends PersonName>(props: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation();
  // The fields are PersonName's own keys, so narrowing the form's helpers to PersonName is safe.
  const register = props.register as unknown as UseFormRegister<PersonName>;
  const errors = props.errors as FieldErrors<PersonName>;
  return (
    <Group grow align="flex-start">
      <TextInput
        label={t('users.firstName')}
        required
        error={errors.firstName?.message}
        {...register('firstName', { validate: rule(required, maxChars()) })}
      />
      <TextInput
        label={t('users.lastName')}
        required
        error={errors.lastName?.message}
        {...register('lastName', { validate: rule(required, maxChars()) })}
      />
    </Group>
  );
}
