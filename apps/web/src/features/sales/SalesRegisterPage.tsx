import type { SalesRegistrationRequest } from '@gc/contracts/offers';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonNameFields } from '../../components/forms/PersonNameFields.tsx';
import { rule } from '../../components/forms/rules.ts';
import { ServerViolations } from '../../components/forms/ServerViolations.tsx';
import { email, maxChars, required } from '../../components/forms/validators.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { registerCustomer } from './api.ts';

const EMPTY: SalesRegistrationRequest = { companyName: '', firstName: '', lastName: '', email: '' };

/**
 * Spec §2 /sales-dashboard/register: sales opens a customer's company directly. Its person is invited
 * (the users page's invitation: a link to set a password), with the founder's roles of /register.
 */
export function SalesRegisterPage() {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, reset } = useForm<SalesRegistrationRequest>({
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const save = useMutation({
    mutationFn: (values: SalesRegistrationRequest) => registerCustomer({ ...values, email: values.email.trim() }),
    onSuccess: () => reset(EMPTY),
  });

  return (
    <Stack maw={640}>
      <PageTitle>{t('sales.register.title')}</PageTitle>
      <Text c="dimmed" size="sm">
        {t('sales.register.intro')}
      </Text>
      {save.data && (
        <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
          {t('sales.register.done', { company: save.data.companyName, email: save.data.email })}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={handleSubmit((values) => save.mutate(values))} noValidate>
          <Stack>
            <ServerViolations error={save.error} />
            <TextInput
              label={t('sales.register.companyName')}
              required
              error={formState.errors.companyName?.message}
              {...register('companyName', { validate: rule(required, maxChars()) })}
            />
            <PersonNameFields register={register} errors={formState.errors} />
            <TextInput
              label={t('sales.register.email')}
              type="email"
              required
              error={formState.errors.email?.message}
              {...register('email', { validate: rule(required, email, maxChars()) })}
            />
            <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('sales.register.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
      <Anchor component={Link} to="/sales-dashboard" size="sm">
        {t('sales.register.back')}
      </Anchor>
    </Stack>
  );
}
