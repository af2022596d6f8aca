import { landingPathFor } from '@gc/contracts/roles';
import { Alert, Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { rule } from '../../components/forms/rules.ts';
import { email, required } from '../../components/forms/validators.ts';
import { isApiError } from '../../lib/api-error.ts';
import { decodeJwt } from '../../lib/jwt.ts';
import { storeTokens } from '../../lib/session.ts';
import { logInWithProof } from '../auth/log-in-with-proof.ts';
import { AccountStatusCard } from './AccountStatusCard.tsx';
import { type AccountStatusView, accountStatusOf, handedOverView } from './account-state.ts';

type CheckForm = { email: string; password: string };

/**
 * Spec §2 /account-status: where an account stands and what to do next. The sign-up and log-in pages
 * hand their answer over; opened directly, the person checks with their e-mail and password, through
 * the log-in and its brute-force protection (a status is told only to whoever knows the password).
 */
export function AccountStatusPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [view, setView] = useState<(AccountStatusView & { landing?: string }) | undefined>(() =>
    handedOverView(location.state),
  );
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<CheckForm>({
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const username = values.email.trim().toLowerCase();
    try {
      const pair = await logInWithProof({ username, password: values.password }, () => {});
      storeTokens(pair);
      setView({ state: 'ACTIVE', email: username, landing: landingPathFor(decodeJwt(pair.accessToken)?.roles ?? []) });
    } catch (caught) {
      // The password was right and only the second factor is missing: the account is active.
      if (isApiError(caught, 'OTP_REQUIRED')) return setView({ state: 'ACTIVE', email: username, landing: '/login' });
      const found = accountStatusOf(caught, username);
      if (found) return setView(found);
      setError(isApiError(caught) ? (caught.firstViolation ?? t('errors.generic')) : t('errors.network'));
    }
  });

  const checkAnother = () => {
    reset();
    setView(undefined);
  };

  return (
    <Paper withBorder shadow="sm" radius="md" p="xl">
      <Stack>
        <div>
          <Title order={1} size="h2">
            {t('signup.status.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('signup.status.subtitle')}
          </Text>
        </div>
        {view ? (
          <>
            <AccountStatusCard view={view} landing={view.landing ?? '/login'} />
            <Group justify="center">
              <Button variant="subtle" size="sm" onClick={checkAnother}>
                {t('signup.status.checkAnother')}
              </Button>
            </Group>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              {error && (
                <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                  {error}
                </Alert>
              )}
              <TextInput
                label={t('signup.status.email')}
                type="email"
                autoComplete="username"
                required
                error={formState.errors.email?.message}
                {...register('email', { validate: rule(required, email) })}
              />
              <PasswordInput
                label={t('signup.status.password')}
                autoComplete="current-password"
                required
                error={formState.errors.password?.message}
                {...register('password', { validate: rule(required) })}
              />
              <Button type="submit" loading={formState.isSubmitting}>
                {t('signup.status.check')}
              </Button>
            </Stack>
          </form>
        )}
        <Group justify="center" gap="lg">
          <Anchor component={Link} to="/login" size="sm">
            {t('signup.status.backToLogin')}
          </Anchor>
          <Anchor component={Link} to="/register" size="sm">
            {t('signup.status.signUp')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
