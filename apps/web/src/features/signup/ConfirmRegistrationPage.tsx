import { landingPathFor } from '@gc/contracts/roles';
import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { decodeJwt } from '../../lib/jwt.ts';
import { storeTokens } from '../../lib/session.ts';
import { confirmRegistration } from './api.ts';

type Failure = 'missing' | 'invalid' | 'other';

/**
 * The confirmation link of the sign-up e-mail (`/register/confirm?token=`): confirms the address once
 * and lands the founder, logged in, in their (empty) dashboard. The link is spent by this page's call,
 * not by opening the URL, so a mail scanner that only fetches the link does not use it up.
 */
export function ConfirmRegistrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [failure, setFailure] = useState<Failure | null>(token ? null : 'missing');
  // The token works once: React's development double effect (or a re-render) must not send it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmRegistration(token)
      .then((pair) => {
        storeTokens(pair);
        navigate(landingPathFor(decodeJwt(pair.accessToken)?.roles ?? []), { replace: true });
      })
      .catch((caught: unknown) => setFailure(isApiError(caught, 'INVALID_CONFIRMATION_TOKEN') ? 'invalid' : 'other'));
  }, [token, navigate]);

  return (
    <Paper withBorder shadow="sm" radius="md" p="xl">
      <Stack>
        <Title order={1} size="h2">
          {t('signup.confirm.title')}
        </Title>
        {failure === null ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('signup.confirm.working')}</Text>
          </Group>
        ) : (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {failure === 'missing'
              ? t('signup.confirm.missingToken')
              : failure === 'invalid'
                ? `${t('signup.confirm.invalid')} ${t('signup.confirm.invalidHelp')}`
                : t('errors.generic')}
          </Alert>
        )}
        {failure !== null && (
          <Group justify="center" gap="lg">
            <Anchor component={Link} to="/login" size="sm">
              {t('signup.confirm.logIn')}
            </Anchor>
            <Anchor component={Link} to="/account-status" size="sm">
              {t('signup.confirm.accountStatus')}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
