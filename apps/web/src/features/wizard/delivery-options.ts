import type { RegistrationType } from '@gc/contracts/campaign-document';

/**
 * The options of the delivery-method dialog (spec §2, §4 Registration type). A native select
 * cannot tell "nothing chosen" from the registration type '' (the registration form), so the
 * placeholder owns the empty value and the form is carried as 'default'.
 */
export const CHOOSE_VALUE = '';
const FORM_VALUE = 'default';

/** Keys under campaign.registrationTypes. */
export type DeliveryLabelKey = 'choose' | 'default' | Exclude<RegistrationType, ''>;

export type DeliveryOption = { value: string; labelKey: DeliveryLabelKey; disabled: boolean };

export function deliveryOptionValue(type: RegistrationType): string {
  return type === '' ? FORM_VALUE : type;
}

/** The disabled "Please choose delivery method" first, then the type's registration types once each. */
export function deliveryOptions(types: readonly RegistrationType[]): DeliveryOption[] {
  const unique = [...new Set(types)];
  return [
    { value: CHOOSE_VALUE, labelKey: 'choose', disabled: true },
    ...unique.map((type) => ({
      value: deliveryOptionValue(type),
      labelKey: (type === '' ? 'default' : type) as DeliveryLabelKey,
      disabled: false,
    })),
  ];
}

/** The registration type behind a select value, or null for the placeholder or a type not offered. */
export function registrationTypeFrom(value: string, types: readonly RegistrationType[]): RegistrationType | null {
  if (value === CHOOSE_VALUE) return null;
  return types.find((type) => deliveryOptionValue(type) === value) ?? null;
}
