import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rule } from '../../components/forms/rules.ts';
import { ServerViolations } from '../../components/forms/ServerViolations.tsx';
import { pattern, required } from '../../components/forms/validators.ts';

type Props = {
  submitLabel: string;
  color?: string;
  loading: boolean;
  error: unknown;
  onSubmit: (code: string) => void;
  onCancel: () => void;
};

/** A six-digit authenticator code with submit and cancel. */
export function OtpCodeForm({ submitLabel, color, loading, error, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<{ code: string }>({
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  return (
    <form onSubmit={handleSubmit(({ code }) => onSubmit(code.trim()))} noValidate>
      <Stack>
        <ServerViolations error={error} />
        <Group align="flex-end">
          <TextInput
            label={t('login.otpCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            w={160}
            error={formState.errors.code?.message}
            {...register('code', { validate: rule(required, pattern(/\d{6}/, 'validation.otpCode')) })}
          />
          <Button type="submit" color={color} loading={loading}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
