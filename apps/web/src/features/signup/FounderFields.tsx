import { Group, PasswordInput, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rule } from '../../components/forms/rules.ts';
import { email, maxChars, required } from '../../components/forms/validators.ts';
import { PasswordChecklist } from '../auth/PasswordChecklist.tsx';
import { passwordRule, repeatRule } from '../auth/password-rule.ts';

/** What a company's founder types to sign the company up (/register and /register-demo). */
export type FounderForm = {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  repeat: string;
};

export const EMPTY_FOUNDER: FounderForm = {
  companyName: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  repeat: '',
};

const text = rule(required, maxChars());

/**
 * The company and its founder: company name, first and last name, e-mail, and a password under the
 * stronger §5 rules (the founder manages the company's users), repeated. On /register-demo the e-mail
 * is the offer's (`isEmailFixed`): shown, read-only, with why.
 */
export function FounderFields({
  form: { register, formState, watch, getValues },
  isEmailFixed = false,
}: {
  form: UseFormReturn<FounderForm>;
  isEmailFixed?: boolean;
}) {
  const { t } = useTranslation();
  const { errors } = formState;
  return (
    <>
      <TextInput
        label={t('signup.register.companyName')}
        autoComplete="organization"
        required
        error={errors.companyName?.message}
        {...register('companyName', { validate: text })}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('signup.register.firstName')}
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName', { validate: text })}
        />
        <TextInput
          label={t('signup.register.lastName')}
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName', { validate: text })}
        />
      </Group>
      {isEmailFixed ? (
        <TextInput
          label={t('signup.register.email')}
          description={t('signup.demo.emailHelp')}
          type="email"
          autoComplete="email"
          readOnly
          {...register('email')}
        />
      ) : (
        <TextInput
          label={t('signup.register.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email', { validate: rule(required, email, maxChars()) })}
        />
      )}
      <PasswordInput
        label={t('signup.register.password')}
        description={t('signup.register.passwordHelp')}
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register('password', { validate: passwordRule(true) })}
      />
      <PasswordChecklist password={watch('password')} strong />
      <PasswordInput
        label={t('signup.register.repeat')}
        autoComplete="new-password"
        required
        error={errors.repeat?.message}
        {...register('repeat', { validate: repeatRule(() => getValues('password')) })}
      />
    </>
  );
}
