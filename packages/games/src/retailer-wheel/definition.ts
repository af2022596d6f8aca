import { defineGame } from '../core/game-definition.ts';
import {
  WHEEL_DEFAULTS,
  type WheelSettings,
  wheelCapabilities,
  wheelSettingsSchema,
} from '../spin-the-wheel/definition.ts';

/**
 * The two retailers' wheels (spec §1) are the wheel with the common game settings (§3), which a
 * retailer's campaign uses to the full: ads after a win, the prize wallet, the country. One folder,
 * two type names (core/game-folders.ts SHARED_GAME_FOLDERS): they differ only in their defaults.
 */
export type RetailerWheelSettings = WheelSettings;

/** §9: the first retailer's wheel keeps the wheel's one play a day. */
const RETAILER_WHEEL_DEFAULTS: RetailerWheelSettings = { ...WHEEL_DEFAULTS };

/** §9: the second retailer's wheel allows 10,000 plays a day, so its players register more than once. */
const RETAILER2_WHEEL_DEFAULTS: RetailerWheelSettings = {
  ...WHEEL_DEFAULTS,
  multiRegistration: true,
  playsPerDay: 10_000,
};

export const retailerWheel = defineGame<RetailerWheelSettings>({
  type: 'retailer-wheel',
  settingsVersion: 1,
  settingsSchema: wheelSettingsSchema,
  defaults: RETAILER_WHEEL_DEFAULTS,
  ...wheelCapabilities(RETAILER_WHEEL_DEFAULTS),
});

export const retailer2Wheel = defineGame<RetailerWheelSettings>({
  type: 'retailer2-wheel',
  settingsVersion: 1,
  settingsSchema: wheelSettingsSchema,
  defaults: RETAILER2_WHEEL_DEFAULTS,
  ...wheelCapabilities(RETAILER2_WHEEL_DEFAULTS),
});
