import { REGISTRATION_TYPES } from '@gc/contracts/campaign-document';
import { z } from 'zod';
import { defineGame } from '../core/game-definition.ts';
import { WHEEL_DEFAULTS, wheelCapabilities, wheelSettingsSchema } from '../spin-the-wheel/definition.ts';

/** Spec §3: the advanced wheel adds its own registration type and the redemption e-mail switch (§9: 10000 plays a day). */
export const advancedWheelSettingsSchema = wheelSettingsSchema.extend({
  registrationType: z.enum(
    REGISTRATION_TYPES.filter((type) => type !== 'noDelivery') as ['', 'appSolution', 'urlParameters'],
  ),
});
export type AdvancedWheelSettings = z.infer<typeof advancedWheelSettingsSchema>;

const ADVANCED_WHEEL_DEFAULTS: AdvancedWheelSettings = {
  ...WHEEL_DEFAULTS,
  multiRegistration: true,
  playsPerDay: 10_000,
  registrationType: '',
};

export const advancedSpinTheWheel = defineGame<AdvancedWheelSettings>({
  type: 'advanced-spin-the-wheel',
  settingsVersion: 1,
  settingsSchema: advancedWheelSettingsSchema,
  defaults: ADVANCED_WHEEL_DEFAULTS,
  excludedRegistrationTypes: ['noDelivery'],
  ...wheelCapabilities(ADVANCED_WHEEL_DEFAULTS),
});
