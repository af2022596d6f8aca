import type { PrizePool } from '@gc/contracts/prizes';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Input,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCompanyDates } from '../../app/use-company-dates.ts';
import { showToast } from '../../components/toast.ts';
import { PrizeImageField } from './PrizeImageField.tsx';
import {
  EMPTY_POOL_FORM,
  formValuesOf,
  MAX_STOCK,
  type PoolFormValues,
  parseDayInput,
  poolFormSchema,
  STOCK_TYPES,
  toCreateRequest,
  toUpdateRequest,
} from './pool-form.ts';
import { prizeErrorText } from './prize-error-text.ts';
import { PRIZES_KEY } from './prize-queries.ts';
import { createPool, updatePool } from './prizes-api.ts';

type Props = {
  /** Open for a new prize (`'new'`), for editing one, or closed (null). */
  target: 'new' | PrizePool | null;
  onClose: () => void;
  /** After a prize is created (the prize page opens the codes of a prize with voucher codes next). */
  onCreated?: (pool: PrizePool) => void;
  /**
   * `essential`: only the name and the stock, for creating a prize in place (the builder's prize
   * picker); description, image and expiry can be added on the prize page later.
   */
  fields?: 'all' | 'essential';
};

/**
 * Creates or edits a prize. The kind of stock is chosen once: the server cannot turn a prize with
 * codes into a counted one. A stock below what was given is refused here and again by the server
 * (409), whose message is shown as is.
 */
export function PoolDialog({ target, onClose, onCreated, fields = 'all' }: Props) {
  const { t } = useTranslation();
  const { timeZone } = useCompanyDates();
  const queryClient = useQueryClient();
  const editing = target !== null && target !== 'new' ? target : null;
  const schema = useMemo(() => poolFormSchema(editing?.issued ?? 0), [editing]);
  const { register, control, handleSubmit, formState, reset, watch } = useForm<PoolFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(schema),
    defaultValues: EMPTY_POOL_FORM,
  });
  useEffect(() => {
    if (target !== null) reset(editing ? formValuesOf(editing, timeZone) : EMPTY_POOL_FORM);
  }, [target, editing, reset, timeZone]);
  const save = useMutation({
    mutationFn: (values: PoolFormValues) =>
      editing
        ? updatePool(editing.id, toUpdateRequest(values, editing, timeZone))
        : createPool(toCreateRequest(values, timeZone)),
    onSuccess: (pool) => {
      showToast({
        kind: 'success',
        message: t(editing ? 'prizes.form.saved' : 'prizes.form.created', { name: pool.name }),
      });
      void queryClient.invalidateQueries({ queryKey: [PRIZES_KEY] });
      close();
      if (!editing) onCreated?.(pool);
    },
  });
  const close = () => {
    save.reset();
    onClose();
  };
  const stockType = watch('stockType');
  const [isLibraryOpen, setLibraryOpen] = useState(false);
  const isEssential = fields === 'essential';
  const errorText = (message: string | undefined) =>
    message ? t(message as 'prizes.form.errors.nameRequired') : undefined;

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      closeOnEscape={!isLibraryOpen}
      title={t(editing ? 'prizes.form.editTitle' : 'prizes.form.createTitle')}
      centered
      size={isEssential ? 'md' : 'lg'}
    >
      <form onSubmit={handleSubmit((values) => save.mutate(values))} noValidate>
        <Stack>
          {save.error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {prizeErrorText(save.error, t)}
            </Alert>
          )}
          <TextInput
            label={t('prizes.form.name')}
            required
            {...register('name')}
            error={errorText(formState.errors.name?.message)}
          />
          {!isEssential && (
            <>
              <Textarea
                label={t('prizes.form.description')}
                autosize
                minRows={2}
                maxRows={5}
                {...register('description')}
                error={errorText(formState.errors.description?.message)}
              />
              <Controller
                control={control}
                name="imageUrl"
                render={({ field }) => (
                  <PrizeImageField value={field.value} onChange={field.onChange} onLibraryOpenChange={setLibraryOpen} />
                )}
              />
            </>
          )}
          <Controller
            control={control}
            name="stockType"
            render={({ field }) => (
              <Input.Wrapper
                label={t('prizes.form.stockType')}
                description={editing ? t('prizes.form.stockTypeFixed') : t(`prizes.form.stockTypeHelp.${field.value}`)}
              >
                <SegmentedControl
                  mt={4}
                  fullWidth
                  disabled={editing !== null}
                  value={field.value}
                  onChange={field.onChange}
                  data={STOCK_TYPES.map((type) => ({ value: type, label: t(`prizes.form.stockTypes.${type}`) }))}
                />
              </Input.Wrapper>
            )}
          />
          {stockType === 'number' && (
            <Controller
              control={control}
              name="stock"
              render={({ field, fieldState }) => (
                <NumberInput
                  label={t('prizes.form.stock')}
                  description={
                    editing && editing.issued > 0 ? t('prizes.form.stockMin', { n: editing.issued }) : undefined
                  }
                  required
                  min={editing?.issued ?? 0}
                  max={MAX_STOCK}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator=" "
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                  onBlur={field.onBlur}
                  error={errorText(fieldState.error?.message)}
                />
              )}
            />
          )}
          {!isEssential && (
            <Controller
              control={control}
              name="expiresOn"
              render={({ field }) => (
                <DateInput
                  label={t('prizes.form.expiresOn')}
                  description={t('prizes.form.expiresOnHelp', { timeZone })}
                  valueFormat="DD.MM.YYYY"
                  dateParser={parseDayInput}
                  clearable
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t(editing ? 'common.save' : 'prizes.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
