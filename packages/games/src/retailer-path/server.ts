import { defineMultiStepGameServer } from '../core/game-server.ts';
import type { RetailerPathSettings } from './definition.ts';
import { finishPath, openPath, type PathPlayState, type RollStep, rollStepSchema, takeRoll } from './path-steps.ts';

/** The path's plays: the server draws the outcome and its rolls at the opening, reveals one roll a step. */
export const retailerPathServer = defineMultiStepGameServer<RetailerPathSettings, PathPlayState, RollStep>({
  type: 'retailer-path',
  steps: {
    stepSchema: rollStepSchema,
    open: openPath,
    take: takeRoll,
    finish: (settings, state) => finishPath(settings, state),
  },
});
