import type { SettingsLayout } from '../core/settings-layout.ts';
import { WHEEL_SETTINGS_LAYOUT } from '../spin-the-wheel/editor-layout.ts';
import type { AdvancedWheelSettings } from './definition.ts';

/**
 * The wheel's form. The advanced wheel's own registrationType (spec §3) is not offered: the campaign's
 * registration type (the builder's Registration section, document.registrationType) is the one the
 * page and the server follow, and a second select beside it only let the two disagree.
 */
export const ADVANCED_WHEEL_SETTINGS_LAYOUT: SettingsLayout = {
  sections: WHEEL_SETTINGS_LAYOUT.sections,
  notInForm: {
    ...WHEEL_SETTINGS_LAYOUT.notInForm,
    registrationType:
      "Stored documents carry it; the campaign's registration type (Registration section) is the one that counts.",
  } satisfies Partial<Record<keyof AdvancedWheelSettings, string>>,
};
