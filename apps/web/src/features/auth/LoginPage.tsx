import { landingPathFor } from '@gc/contracts/roles';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LightPasswordInput } from '../../components/forms/LightPasswordInput.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { decodeJwt } from '../../lib/jwt.ts';
import { storeTokens, takeEndReason } from '../../lib/session.ts';
import type { AccountStatusNavigation } from '../signup/account-state.ts';
import { formatWait } from './format-wait.ts';
import { logInWithProof, ProofOfWorkFailed } from './log-in-with-proof.ts';
import { useLoginFields } from './use-login-fields.ts';

/**
 * Log-in (spec §2, §8): on failure the server's first violation message is shown as is, except for the
 * answers of the brute-force protection, which the page handles itself: a proof of work is solved
 * ("Checking your browser…") and the log-in sent again; a wait is told in the user's language.
 * Its three fields are kept by useLoginFields, not react-hook-form: the page is what every user loads
 * first, and the form library was 13 KB gzip of its start-up bundle (issue 18).
 */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [endReason] = useState(takeEndReason);
  const [error, setError] = useState<string | null>(null);
  const [needsOtp, setNeedsOtp] = useState(false);
  const [isCheckingBrowser, setIsCheckingBrowser] = useState(false);
  const { register, handleSubmit, errors, isSubmitting, setFocus } = useLoginFields(needsOtp);

  const onSubmit = handleSubmit(async ({ username, password, otpCode }) => {
    setError(null);
    try {
      const body = { username: username.trim(), password, otpCode: needsOtp ? otpCode.trim() : undefined };
      const pair = await logInWithProof(body, setIsCheckingBrowser);
      storeTokens(pair);
      navigate(landingPathFor(decodeJwt(pair.accessToken)?.roles ?? []), { replace: true });
    } catch (caught) {
      // Refused for where the account stands (ACCOUNT_PENDING, _EXPIRED, _DEACTIVATED: the password was
      // right): /account-status tells it and what to do (features/signup/account-state.ts).
      if (isApiError(caught) && caught.code?.startsWith('ACCOUNT_')) {
        const state: AccountStatusNavigation = { refusal: caught.problem, email: username.trim().toLowerCase() };
        return navigate('/account-status', { state });
      }
      if (isApiError(caught, 'OTP_REQUIRED')) {
        setNeedsOtp(true);
        setTimeout(() => setFocus('otpCode'), 0);
      }
      setError(messageFor(caught));
    }
  });

  function messageFor(caught: unknown): string {
    if (caught instanceof ProofOfWorkFailed || isApiError(caught, 'PROOF_OF_WORK_REQUIRED'))
      return t('login.proofFailed');
    if (isApiError(caught) && caught.status === 429 && caught.retryAfterSeconds !== null) {
      return t('login.slowedDown', { when: formatWait(caught.retryAfterSeconds, i18n.language) });
    }
    return isApiError(caught) ? (caught.firstViolation ?? t('errors.generic')) : t('errors.network');
  }

  return (
    <Paper withBorder shadow="sm" radius="md" p="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <div>
            <Title order={1} size="h2">
              {t('login.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('login.subtitle')}
            </Text>
          </div>
          {endReason && endReason !== 'logout' && (
            <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
              {t(endReason === 'roles-changed' ? 'login.rolesChanged' : 'login.sessionEnded')}
            </Alert>
          )}
          {isCheckingBrowser && (
            <Group gap="xs" role="status" data-testid="login-checking">
              <Loader size="xs" />
              <Text size="sm">{t('login.checkingBrowser')}</Text>
            </Group>
          )}
          {error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
              {error}
            </Alert>
          )}
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="username"
            required
            error={errors.username}
            {...register('username')}
          />
          <LightPasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            required
            error={errors.password}
            {...register('password')}
          />
          {needsOtp && (
            <TextInput
              label={t('login.otpCode')}
              description={t('login.otpHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={16}
              error={errors.otpCode}
              {...register('otpCode')}
            />
          )}
          <Group justify="space-between" mt="xs">
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('login.forgotPassword')}
            </Anchor>
            <Button type="submit" loading={isSubmitting}>
              {t('login.submit')}
            </Button>
          </Group>
          <Anchor component={Link} to="/register" size="sm" ta="center">
            {t('login.signUp')}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
