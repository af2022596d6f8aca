import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rule } from '../../components/forms/rules.ts';
import { email, required } from '../../components/forms/validators.ts';
import { isApiError } from '../../lib/api-error.ts';
import { requestPasswordReset } from './api.ts';

/** Asks for a reset link; the answer never tells whether the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [isSent, setIsSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await requestPasswordReset(values.email.trim());
      setIsSent(true);
    } catch (caught) {
      setError(isApiError(caught) ? (caught.firstViolation ?? t('errors.generic')) : t('errors.network'));
    }
  });

  return (
    <Paper withBorder shadow="sm" radius="md" p="xl">
      <Stack>
        <div>
          <Title order={1} size="h2">
            {t('forgotPassword.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('forgotPassword.subtitle')}
          </Text>
        </div>
        {isSent ? (
          <Alert color="teal" icon={<IconMailCheck size={18} />} role="status">
            {t('forgotPassword.sent')}
          </Alert>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              {error && (
                <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                  {error}
                </Alert>
              )}
              <TextInput
                label={t('login.email')}
                type="email"
                autoComplete="email"
                required
                error={formState.errors.email?.message}
                {...register('email', { validate: rule(required, email) })}
              />
              <Button type="submit" loading={formState.isSubmitting}>
                {t('forgotPassword.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <Group justify="center">
          <Anchor component={Link} to="/login" size="sm">
            {t('forgotPassword.backToLogin')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
