import type { RegistrationType } from '@gc/contracts/campaign-document';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerViolations } from '../../components/forms/ServerViolations.tsx';
import { CHOOSE_VALUE, deliveryOptions, registrationTypeFrom } from './delivery-options.ts';

/** Spec §2: the delivery-method dialog is 564 px wide. */
export const DELIVERY_DIALOG_WIDTH = 564;

type Props = {
  opened: boolean;
  /** The chosen type's registration types (GET /resources/campaign-types). */
  registrationTypes: readonly RegistrationType[];
  isSubmitting: boolean;
  error: unknown;
  /** Closes the dialog; nothing is emitted. */
  onCancel: () => void;
  /** Emits the chosen registration type. */
  onContinue: (registrationType: RegistrationType) => void;
};

/**
 * The delivery-method dialog (spec §2, §4 Registration type): the disabled "Please choose delivery
 * method" first, Continue only once a real option is chosen.
 */
export function DeliveryMethodDialog({ opened, registrationTypes, isSubmitting, error, onCancel, onContinue }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(CHOOSE_VALUE);
  // Every opening starts from the placeholder again.
  useEffect(() => {
    if (opened) setValue(CHOOSE_VALUE);
  }, [opened]);
  const chosen = registrationTypeFrom(value, registrationTypes);
  const options = deliveryOptions(registrationTypes).map((option) => ({
    value: option.value,
    label: t(`campaign.registrationTypes.${option.labelKey}`),
    disabled: option.disabled,
  }));

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('wizard.delivery.title')}
      size={DELIVERY_DIALOG_WIDTH}
      centered
      closeOnClickOutside={!isSubmitting}
      closeOnEscape={!isSubmitting}
      withCloseButton={!isSubmitting}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t('wizard.delivery.help')}
        </Text>
        <NativeSelect
          label={t('wizard.delivery.label')}
          data={options}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          disabled={isSubmitting}
          data-autofocus
        />
        <ServerViolations error={error} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={chosen === null}
            loading={isSubmitting}
            onClick={() => chosen !== null && onContinue(chosen)}
          >
            {t('wizard.delivery.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
