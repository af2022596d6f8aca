import type { DemoOfferForm } from '@gc/contracts/offers';
import { landingPathFor } from '@gc/contracts/roles';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { rule } from '../../components/forms/rules.ts';
import { ServerViolations } from '../../components/forms/ServerViolations.tsx';
import { maxChars, required } from '../../components/forms/validators.ts';
import { isApiError } from '../../lib/api-error.ts';
import { decodeJwt } from '../../lib/jwt.ts';
import { storeTokens } from '../../lib/session.ts';
import { PasswordChecklist } from '../auth/PasswordChecklist.tsx';
import { passwordRule, repeatRule } from '../auth/password-rule.ts';
import { fetchDemoOffer, registerDemo } from './api.ts';
import { signupErrorInLanguage } from './signup-errors.ts';

type DemoForm = { companyName: string; firstName: string; lastName: string; password: string; repeat: string };

const text = rule(required, maxChars());
const PLAIN_PATH = '/register-demo';

/**
 * Spec §2 /register-demo: with `?uuid=` the offer is fetched and fills the form; a missing or COMPLETED
 * offer sends the visitor to /register-demo without it, which tells them what the page needs. The
 * e-mail is the offer's (the link was sent there): registering opens the demo and logs them in.
 */
export function RegisterDemoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const uuid = params.get('uuid');
  const [offer, setOffer] = useState<DemoOfferForm | null>(null);
  const [error, setError] = useState<unknown>(null);
  const { register, handleSubmit, formState, watch, getValues, reset } = useForm<DemoForm>({
    mode: 'onTouched',
    defaultValues: { companyName: '', firstName: '', lastName: '', password: '', repeat: '' },
  });

  useEffect(() => {
    setOffer(null);
    if (!uuid) return;
    let isCurrent = true;
    fetchDemoOffer(uuid)
      .then((found) => {
        if (!isCurrent) return;
        if (found.status === 'COMPLETED') {
          navigate(PLAIN_PATH, { replace: true });
          return;
        }
        setOffer(found);
        reset({
          companyName: found.companyName,
          firstName: found.firstName,
          lastName: found.lastName,
          password: '',
          repeat: '',
        });
      })
      // Missing (404), malformed (400) or refused: the plain page.
      .catch(() => isCurrent && navigate(PLAIN_PATH, { replace: true }));
    return () => {
      isCurrent = false;
    };
  }, [uuid, navigate, reset]);

  const onSubmit = handleSubmit(async ({ repeat: _repeat, ...values }) => {
    if (!offer) return;
    setError(null);
    try {
      const pair = await registerDemo({ ...values, offerUuid: offer.uuid });
      storeTokens(pair);
      navigate(landingPathFor(decodeJwt(pair.accessToken)?.roles ?? []), { replace: true });
    } catch (caught) {
      if (isApiError(caught, 'OFFER_COMPLETED') || isApiError(caught, 'OFFER_NOT_FOUND')) {
        navigate(PLAIN_PATH, { replace: true });
        return;
      }
      setError(signupErrorInLanguage(caught, t));
    }
  });

  return (
    <Paper withBorder shadow="sm" radius="md" p="xl">
      <Stack>
        <div>
          <Title order={1} size="h2">
            {t('signup.demo.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {offer ? t('signup.demo.subtitle', { days: offer.demoDays }) : t('signup.demo.subtitleGeneric')}
          </Text>
        </div>
        {!uuid ? (
          <Alert color="blue" icon={<IconInfoCircle size={18} />} role="status">
            {t('signup.demo.noOffer')}
          </Alert>
        ) : !offer ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('signup.demo.loading')}</Text>
          </Group>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              <ServerViolations error={error} />
              <TextInput
                label={t('signup.register.companyName')}
                autoComplete="organization"
                required
                error={formState.errors.companyName?.message}
                {...register('companyName', { validate: text })}
              />
              <Group grow align="flex-start">
                <TextInput
                  label={t('signup.register.firstName')}
                  autoComplete="given-name"
                  required
                  error={formState.errors.firstName?.message}
                  {...register('firstName', { validate: text })}
                />
                <TextInput
                  label={t('signup.register.lastName')}
                  autoComplete="family-name"
                  required
                  error={formState.errors.lastName?.message}
                  {...register('lastName', { validate: text })}
                />
              </Group>
              <TextInput
                label={t('signup.register.email')}
                description={t('signup.demo.emailHelp')}
                type="email"
                autoComplete="email"
                value={offer.email}
                readOnly
              />
              <PasswordInput
                label={t('signup.register.password')}
                description={t('signup.register.passwordHelp')}
                autoComplete="new-password"
                required
                error={formState.errors.password?.message}
                {...register('password', { validate: passwordRule(true) })}
              />
              <PasswordChecklist password={watch('password')} strong />
              <PasswordInput
                label={t('signup.register.repeat')}
                autoComplete="new-password"
                required
                error={formState.errors.repeat?.message}
                {...register('repeat', { validate: repeatRule(() => getValues('password')) })}
              />
              <Button type="submit" loading={formState.isSubmitting}>
                {t('signup.demo.submit')}
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
