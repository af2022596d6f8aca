import { defineMultiStepGameServer, type PlayDecision, type RandomBelow } from '../core/game-server.ts';
import type { QuizSettings } from './definition.ts';
import type { QuizQuestion } from './question-schemas.ts';
import {
  type AnswerStep,
  answerStepSchema,
  openQuestions,
  type QuestionPlayState,
  takeAnswer,
} from './question-steps.ts';
import { drawOutcomePrize, outcomeForScore, scoreOf } from './quiz-scoring.ts';

/**
 * What the player learns after answering a question, and only then: whether it was right, which
 * answer was, and the popup for that case when popups are on.
 */
function quizFeedback(settings: QuizSettings, question: QuizQuestion, answerId: string) {
  const isCorrect = question.correctAnswerId === answerId;
  const popup = isCorrect ? question.correctPopup : question.incorrectPopup;
  return {
    questionId: question.id,
    answerId,
    isCorrect,
    correctAnswerId: question.correctAnswerId,
    ...(settings.popupsEnabled ? { popup: { title: popup.title, text: popup.text } } : {}),
  };
}

/**
 * The quiz's play, computed from the released settings and the play's state alone: the score is the
 * number of correct picks, the outcome the first whose thresholds hold it, and a prize its pool at
 * its odds. Time plays no part in a quiz's score.
 */
export function finishQuiz(
  settings: QuizSettings,
  state: QuestionPlayState,
  _elapsedMs: number,
  randomBelow: RandomBelow,
): PlayDecision {
  const score = scoreOf(settings.questions, state.asked, state.picks);
  const outcome = outcomeForScore(settings.outcomes, score);
  const result = { score, outOf: state.asked.length, outcomeId: outcome?.id ?? null };
  const poolId = drawOutcomePrize(outcome, randomBelow);
  return poolId === null ? { kind: 'lose', result } : { kind: 'win', poolId, result, resultIfNoStock: result };
}

/** The quiz's server part; guess-the-picture plays by the same rules under its own type. */
export function quizGameServer(type: string) {
  return defineMultiStepGameServer<QuizSettings, QuestionPlayState, AnswerStep>({
    type,
    steps: {
      stepSchema: answerStepSchema,
      open: openQuestions,
      take: (settings, state, index, step) =>
        takeAnswer(settings, state, index, step, (question, answerId) => quizFeedback(settings, question, answerId)),
      finish: finishQuiz,
    },
  });
}

export const quizServer = quizGameServer('quiz');
