import { defineGameServer } from '../core/game-server.ts';
import { decideWheelSpin } from '../spin-the-wheel/server.ts';
import type { RetailerWheelSettings } from './definition.ts';

/** The retailers' wheels are decided as the wheel is: one weighted draw over the sectors. */
export const retailerWheelServer = defineGameServer<RetailerWheelSettings>({
  type: 'retailer-wheel',
  decide: (settings, _input, randomBelow) => decideWheelSpin(settings, randomBelow),
});

export const retailer2WheelServer = defineGameServer<RetailerWheelSettings>({
  type: 'retailer2-wheel',
  decide: (settings, _input, randomBelow) => decideWheelSpin(settings, randomBelow),
});
