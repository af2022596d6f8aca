import { z } from 'zod';
import type { GameResult, RandomBelow } from '../core/game-server.ts';
import type { Answer, QuestionFlow, Texts } from './question-schemas.ts';
import { type AskedQuestion, chooseQuestions } from './quiz-scoring.ts';

/**
 * The steps of a question game's play, shared by the three games: open chooses the questions, each
 * step answers the next one, in order. The state is plain JSON the platform keeps between steps.
 */
export type QuestionPlayState = {
  /** The questions asked, in order, with their answers in the order shown. */
  readonly asked: readonly AskedQuestion[];
  /** The answer ids picked so far: picks[i] answers asked[i]. */
  readonly picks: readonly string[];
};

/** One step: the answer the player picked for the question at the step's index. */
export const answerStepSchema = z.strictObject({ answerId: z.string().min(1).max(64) });
export type AnswerStep = z.infer<typeof answerStepSchema>;

/** Why a step is refused: a stable code the platform passes on. */
export type StepRefusal = 'outOfOrder' | 'alreadyAnswered' | 'afterLast' | 'unknownQuestion' | 'unknownAnswer';

type Question = {
  id: string;
  orderNumber: number;
  text: Texts;
  imageUrl: Texts;
  answers: readonly Answer[];
};
type Settings<Q extends Question> = QuestionFlow & { questions: readonly Q[] };

/**
 * Opens a play: the chosen questions in order with their answers as shown, and nothing that says
 * which answer scores or counts for whom (only the listed fields are copied).
 */
export function openQuestions<Q extends Question>(settings: Settings<Q>, randomBelow: RandomBelow) {
  const asked = chooseQuestions(settings, randomBelow);
  const byId = new Map(settings.questions.map((question) => [question.id, question]));
  const questions = asked.map(({ questionId, answerIds }) => {
    const question = byId.get(questionId) as Q;
    const answers = new Map(question.answers.map((answer) => [answer.id, answer]));
    return {
      id: question.id,
      text: question.text,
      imageUrl: question.imageUrl,
      answers: answerIds.map((id) => {
        const { text, imageUrl } = answers.get(id) as Answer;
        return { id, text, imageUrl };
      }),
    };
  });
  const state: QuestionPlayState = { asked, picks: [] };
  return { state, view: { questions, outOf: asked.length } satisfies GameResult };
}

export type TakenStep =
  | { ok: true; state: QuestionPlayState; feedback: GameResult; isLast: boolean }
  | { ok: false; reason: StepRefusal };

/**
 * Takes the answer to the question at `index`: only the next unanswered one, with one of its shown
 * answers. Sending the same answer again for an answered question is a replay: the same feedback
 * and an unchanged state (steps are idempotent); a different answer is refused.
 */
export function takeAnswer<Q extends Question>(
  settings: Settings<Q>,
  state: QuestionPlayState,
  index: number,
  step: AnswerStep,
  feedbackOf: (question: Q, answerId: string) => GameResult,
): TakenStep {
  const { asked, picks } = state;
  if (!Number.isInteger(index) || index < 0 || index > picks.length) return { ok: false, reason: 'outOfOrder' };
  if (index >= asked.length) return { ok: false, reason: 'afterLast' };
  const isReplay = index < picks.length;
  if (isReplay && picks[index] !== step.answerId) return { ok: false, reason: 'alreadyAnswered' };
  const question = settings.questions.find((candidate) => candidate.id === asked[index].questionId);
  if (!question) return { ok: false, reason: 'unknownQuestion' };
  if (!asked[index].answerIds.includes(step.answerId)) return { ok: false, reason: 'unknownAnswer' };
  return {
    ok: true,
    state: isReplay ? state : { asked, picks: [...picks, step.answerId] },
    feedback: feedbackOf(question, step.answerId),
    isLast: index === asked.length - 1,
  };
}
