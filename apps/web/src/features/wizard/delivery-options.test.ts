import { describe, expect, it } from 'vitest';
import { CHOOSE_VALUE, deliveryOptions, registrationTypeFrom } from './delivery-options.ts';

describe('delivery options', () => {
  it('starts with the disabled placeholder, then the type’s registration types in order', () => {
    expect(deliveryOptions(['', 'appSolution', 'urlParameters', 'noDelivery'])).toEqual([
      { value: CHOOSE_VALUE, labelKey: 'choose', disabled: true },
      { value: 'default', labelKey: 'default', disabled: false },
      { value: 'appSolution', labelKey: 'appSolution', disabled: false },
      { value: 'urlParameters', labelKey: 'urlParameters', disabled: false },
      { value: 'noDelivery', labelKey: 'noDelivery', disabled: false },
    ]);
  });

  it('offers only what the type allows, once each', () => {
    const values = deliveryOptions(['', 'urlParameters', 'urlParameters']).map((option) => option.value);
    expect(values).toEqual([CHOOSE_VALUE, 'default', 'urlParameters']);
    expect(deliveryOptions([])).toHaveLength(1);
  });

  it('maps a chosen value back to its registration type', () => {
    const types = ['', 'appSolution'] as const;
    expect(registrationTypeFrom(CHOOSE_VALUE, types)).toBeNull();
    expect(registrationTypeFrom('default', types)).toBe('');
    expect(registrationTypeFrom('appSolution', types)).toBe('appSolution');
    expect(registrationTypeFrom('noDelivery', types)).toBeNull();
    expect(registrationTypeFrom('default', ['appSolution'])).toBeNull();
  });
});
