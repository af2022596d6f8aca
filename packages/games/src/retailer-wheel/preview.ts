import { defineGameServer } from '../core/game-server.ts';
import { previewWheelSpin } from '../spin-the-wheel/preview.ts';

/** Both retailers' wheels preview as the wheel does (spin-the-wheel/preview.ts). */
export const retailerWheelPreviews = {
  'retailer-wheel': defineGameServer({
    type: 'retailer-wheel',
    decide: (settings: unknown, _input, randomBelow) => previewWheelSpin(settings, randomBelow),
  }),
  'retailer2-wheel': defineGameServer({
    type: 'retailer2-wheel',
    decide: (settings: unknown, _input, randomBelow) => previewWheelSpin(settings, randomBelow),
  }),
};
