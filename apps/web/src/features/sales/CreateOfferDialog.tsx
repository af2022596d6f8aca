import { type CreateDemoOfferRequest, DEMO_DAYS_DEFAULT, DEMO_DAYS_MAX } from '@gc/contracts/offers';
import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PersonNameFields } from '../../components/forms/PersonNameFields.tsx';
import { rule } from '../../components/forms/rules.ts';
import { ServerViolations } from '../../components/forms/ServerViolations.tsx';
import { email, maxChars, maxValue, minValue, required } from '../../components/forms/validators.ts';
import { createOffer, sendOffer } from './api.ts';

type OfferForm = Required<CreateDemoOfferRequest>;

/** A new demo offer: made, and sent at once when the sales user says so (a sender may send it later). */
export function CreateOfferDialog(props: { opened: boolean; onClose(): void; onDone(company: string): void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, control, reset } = useForm<OfferForm>({
    mode: 'onTouched',
    defaultValues: { companyName: '', firstName: '', lastName: '', email: '', demoDays: DEMO_DAYS_DEFAULT },
  });
  const save = useMutation({
    mutationFn: async ({ values, isSending }: { values: OfferForm; isSending: boolean }) => {
      const offer = await createOffer({ ...values, email: values.email.trim() });
      if (isSending) await sendOffer(offer.uuid);
      return offer;
    },
    onSuccess: (offer) => {
      reset();
      props.onDone(offer.companyName);
    },
  });
  const submit = (isSending: boolean) => handleSubmit((values) => save.mutate({ values, isSending }));
  const close = () => {
    if (save.isPending) return;
    save.reset();
    props.onClose();
  };

  return (
    <Modal opened={props.opened} onClose={close} title={t('sales.dialog.title')} centered>
      <form onSubmit={submit(true)} noValidate>
        <Stack>
          <ServerViolations error={save.error} />
          <TextInput
            label={t('sales.dialog.companyName')}
            required
            error={formState.errors.companyName?.message}
            {...register('companyName', { validate: rule(required, maxChars()) })}
          />
          <PersonNameFields register={register} errors={formState.errors} />
          <TextInput
            label={t('sales.dialog.email')}
            type="email"
            required
            error={formState.errors.email?.message}
            {...register('email', { validate: rule(required, email, maxChars()) })}
          />
          <Controller
            control={control}
            name="demoDays"
            rules={{ validate: rule(required, minValue(1), maxValue(DEMO_DAYS_MAX)) }}
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('sales.dialog.demoDays')}
                description={t('sales.dialog.demoDaysHelp', { max: DEMO_DAYS_MAX })}
                required
                min={1}
                max={DEMO_DAYS_MAX}
                allowDecimal={false}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('sales.dialog.cancel')}
            </Button>
            <Button variant="light" onClick={submit(false)} loading={save.isPending && !save.variables?.isSending}>
              {t('sales.dialog.create')}
            </Button>
            <Button type="submit" loading={save.isPending && save.variables?.isSending}>
              {t('sales.dialog.createAndSend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
