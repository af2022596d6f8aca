import type { DemoOfferForm } from '@gc/contracts/offers';
import { landingPathFor } from '@gc/contracts/roles';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ServerViolations } from '../../components/forms/ServerViolations.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { decodeJwt } from '../../lib/jwt.ts';
import { storeTokens } from '../../lib/session.ts';
import { fetchDemoOffer, registerDemo } from './api.ts';
import { EMPTY_FOUNDER, FounderFields, type FounderForm } from './FounderFields.tsx';
import { signupErrorInLanguage } from './signup-errors.ts';

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
  const form = useForm<FounderForm>({ mode: 'onTouched', defaultValues: EMPTY_FOUNDER });
  const { handleSubmit, formState, reset } = form;

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
        const { companyName, firstName, lastName, email } = found;
        reset({ ...EMPTY_FOUNDER, companyName, firstName, lastName, email });
      })
      // Missing (404), malformed (400) or refused: the plain page.
      .catch(() => isCurrent && navigate(PLAIN_PATH, { replace: true }));
    return () => {
      isCurrent = false;
    };
  }, [uuid, navigate, reset]);

  // The e-mail is the offer's: the server takes it from there.
  const onSubmit = handleSubmit(async ({ repeat: _repeat, email: _email, ...values }) => {
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
              <FounderFields form={form} isEmailFixed />
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
