import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ServerViolations } from '../../components/forms/ServerViolations.tsx';
import { isApiError } from '../../lib/api-error.ts';
import type { AccountStatusNavigation } from './account-state.ts';
import { fetchRegistrationAvailability, registerCompany } from './api.ts';
import { EMPTY_FOUNDER, FounderFields, type FounderForm } from './FounderFields.tsx';
import { signupErrorInLanguage } from './signup-errors.ts';

/**
 * Spec §2 /register: a company signs itself up. The founder manages the company's users, so the
 * stronger §5 password rules apply (the server checks them again). Done, the page hands over to
 * /account-status, which tells that the confirmation link is on its way.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState<boolean | null>(null);
  const [error, setError] = useState<unknown>(null);
  const form = useForm<FounderForm>({ mode: 'onTouched', defaultValues: EMPTY_FOUNDER });
  const { handleSubmit, formState } = form;

  useEffect(() => {
    let isCurrent = true;
    fetchRegistrationAvailability()
      .then((answer) => isCurrent && setIsOpen(answer.isOpen))
      // Unknown: the form shows, and the server still refuses a closed sign-up.
      .catch(() => isCurrent && setIsOpen(true));
    return () => {
      isCurrent = false;
    };
  }, []);

  const onSubmit = handleSubmit(async ({ repeat: _repeat, ...values }) => {
    setError(null);
    try {
      const { email: registered } = await registerCompany({ ...values, email: values.email.trim() });
      const state: AccountStatusNavigation = { accountStatus: { state: 'PENDING', email: registered } };
      navigate('/account-status', { state });
    } catch (caught) {
      if (isApiError(caught, 'REGISTRATION_CLOSED')) setIsOpen(false);
      setError(signupErrorInLanguage(caught, t));
    }
  });

  return (
    <Paper withBorder shadow="sm" radius="md" p="xl">
      <Stack>
        <div>
          <Title order={1} size="h2">
            {t('signup.register.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('signup.register.subtitle')}
          </Text>
        </div>
        {isOpen === null ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('signup.register.checking')}</Text>
          </Group>
        ) : !isOpen ? (
          <Alert color="yellow" icon={<IconInfoCircle size={18} />} role="status">
            {t('signup.register.closed')}
          </Alert>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              <ServerViolations error={error} />
              <FounderFields form={form} />
              <Button type="submit" loading={formState.isSubmitting}>
                {t('signup.register.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <Group justify="center" gap={6}>
          <Text size="sm">{t('signup.register.haveAccount')}</Text>
          <Anchor component={Link} to="/login" size="sm">
            {t('signup.register.logIn')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
