import { defineMultiStepGameServer, type FinishAnswer, type RandomBelow } from '../core/game-server.ts';
import { drawOutcomePrize } from '../quiz/quiz-scoring.ts';
import type { SurveySettings } from './definition.ts';
import {
  openSurvey,
  type SurveyPlayState,
  type SurveyStep,
  surveyStepSchema,
  takeSurveyAnswer,
} from './survey-steps.ts';

/**
 * A finished survey: every question asked has its answer (or its skip), so the play ends on the
 * survey's outcome and, when the outcome gives a prize for taking part, a draw at its odds. A survey
 * not answered to the end is not decided: the answers so far stay, the play stays open.
 */
export function finishSurvey(
  settings: SurveySettings,
  state: SurveyPlayState,
  _elapsedMs: number,
  randomBelow: RandomBelow,
): FinishAnswer {
  if (state.answers.length < state.asked.length) return { kind: 'refused', reason: 'unanswered' };
  const outcome = settings.outcomes[0] ?? null;
  const result = { outcomeId: outcome?.id ?? null };
  const poolId = drawOutcomePrize(outcome, randomBelow);
  return poolId === null ? { kind: 'lose', result } : { kind: 'win', poolId, result, resultIfNoStock: result };
}

export const surveyServer = defineMultiStepGameServer<SurveySettings, SurveyPlayState, SurveyStep>({
  type: 'survey',
  steps: {
    stepSchema: surveyStepSchema,
    open: openSurvey,
    take: takeSurveyAnswer,
    finish: finishSurvey,
  },
});
