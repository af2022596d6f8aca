import { defineMultiStepGameServer, type PlayDecision, type RandomBelow } from '../core/game-server.ts';
import {
  type AnswerStep,
  answerStepSchema,
  openQuestions,
  type QuestionPlayState,
  takeAnswer,
} from '../quiz/question-steps.ts';
import { drawOutcomePrize, personalityOf } from '../quiz/quiz-scoring.ts';
import type { PersonalityTestSettings } from './definition.ts';

/**
 * The personality a play ends on, from the settings and the state alone: each pick counts for its
 * answer's personality, and the one counted most wins (tie rule in quiz-scoring's personalityOf).
 */
export function finishPersonalityTest(
  settings: PersonalityTestSettings,
  state: QuestionPlayState,
  _elapsedMs: number,
  randomBelow: RandomBelow,
): PlayDecision {
  const questions = new Map(settings.questions.map((question) => [question.id, question]));
  const chosen = state.picks.map((answerId, index) => {
    const question = questions.get(state.asked[index]?.questionId ?? '');
    return question?.answers.find((answer) => answer.id === answerId)?.personalityId ?? null;
  });
  const personalityId = personalityOf(chosen);
  const personality = settings.personalities.find((candidate) => candidate.id === personalityId) ?? null;
  const result = { personalityId: personality?.id ?? null };
  const poolId = drawOutcomePrize(personality, randomBelow);
  return poolId === null ? { kind: 'lose', result } : { kind: 'win', poolId, result, resultIfNoStock: result };
}

/** A personality test's step says nothing of where the answer counts: that stays on the server. */
export const personalityTestServer = defineMultiStepGameServer<PersonalityTestSettings, QuestionPlayState, AnswerStep>({
  type: 'personality-test',
  steps: {
    stepSchema: answerStepSchema,
    open: openQuestions,
    take: (settings, state, index, step) =>
      takeAnswer(settings, state, index, step, (question, answerId) => ({ questionId: question.id, answerId })),
    finish: finishPersonalityTest,
  },
});
