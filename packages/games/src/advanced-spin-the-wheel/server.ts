import { defineGameServer } from '../core/game-server.ts';
import { decideWheelSpin } from '../spin-the-wheel/server.ts';
import type { AdvancedWheelSettings } from './definition.ts';

/** The advanced wheel differs in registration and limits, not in how a spin is decided. */
export const advancedSpinTheWheelServer = defineGameServer<AdvancedWheelSettings>({
  type: 'advanced-spin-the-wheel',
  decide: (settings, _input, randomBelow) => decideWheelSpin(settings, randomBelow),
});
