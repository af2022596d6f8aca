import { type SettingsLayout, type SettingsSection, settingTexts } from '../core/settings-layout.ts';
import { WHEEL_SETTINGS_LAYOUT } from '../spin-the-wheel/editor-layout.ts';
import { type AdvancedWheelSettings, advancedWheelSettingsSchema } from './definition.ts';

/** Option labels reuse the campaign's registration-type names; '' is the registration form. */
const REGISTRATION_LABEL_KEYS: Record<AdvancedWheelSettings['registrationType'], string> = {
  '': 'campaign.registrationTypes.default',
  appSolution: 'campaign.registrationTypes.appSolution',
  urlParameters: 'campaign.registrationTypes.urlParameters',
};

/** Spec §3: the advanced wheel adds its registration type (never noDelivery, which its schema excludes). */
const ADVANCED_SECTION: SettingsSection = {
  titleKey: 'game.sections.advanced',
  fields: [
    {
      kind: 'select',
      key: 'registrationType',
      options: advancedWheelSettingsSchema.shape.registrationType.options.map((value) => ({
        value,
        labelKey: REGISTRATION_LABEL_KEYS[value],
      })),
      ...settingTexts('registrationType', true),
    },
  ],
};

/** The wheel's form plus the advanced section; disablePrizeRedemptionEmails is in the common prizes section. */
export const ADVANCED_WHEEL_SETTINGS_LAYOUT: SettingsLayout = {
  sections: [ADVANCED_SECTION, ...WHEEL_SETTINGS_LAYOUT.sections],
  notInForm: WHEEL_SETTINGS_LAYOUT.notInForm,
};
