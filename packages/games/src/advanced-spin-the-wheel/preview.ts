import { defineGameServer } from '../core/game-server.ts';
import { previewWheelSpin } from '../spin-the-wheel/preview.ts';

/** The advanced wheel previews as the wheel does (spin-the-wheel/preview.ts). */
export default defineGameServer({
  type: 'advanced-spin-the-wheel',
  decide: (settings: unknown, _input, randomBelow) => previewWheelSpin(settings, randomBelow),
});
