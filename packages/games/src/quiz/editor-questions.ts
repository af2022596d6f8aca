import { newItemId } from './editor-lists.ts';
import type { Answer, Personality, PersonalityQuestion, QuizQuestion, ScoreOutcome } from './question-schemas.ts';
import { ANSWERS_MIN } from './question-schemas.ts';

/**
 * What the question editors add: empty items with NEWID_ ids (the marketer fills the texts). A new
 * question has ANSWERS_MIN answers, the first one correct until the marketer chooses, as §9's defaults.
 */

export function newAnswer(makeId: () => string = newItemId): Answer {
  return { id: makeId(), text: {}, imageUrl: null };
}

export function newQuizQuestion(orderNumber: number, makeId: () => string = newItemId): QuizQuestion {
  const answers = Array.from({ length: ANSWERS_MIN }, () => newAnswer(makeId));
  return {
    id: makeId(),
    orderNumber,
    text: {},
    imageUrl: {},
    answers,
    correctAnswerId: answers[0].id,
    correctPopup: { title: {}, text: {} },
    incorrectPopup: { title: {}, text: {} },
  };
}

export function newPersonalityQuestion(orderNumber: number, makeId: () => string = newItemId): PersonalityQuestion {
  return {
    id: makeId(),
    orderNumber,
    text: {},
    imageUrl: {},
    answers: Array.from({ length: ANSWERS_MIN }, () => ({ ...newAnswer(makeId), personalityId: null })),
  };
}

/** A new outcome covering every score up to `questionCount`, to be narrowed by the marketer. */
export function newScoreOutcome(questionCount: number, makeId: () => string = newItemId): ScoreOutcome {
  return {
    id: makeId(),
    downThreshold: 0,
    upThreshold: questionCount,
    poolId: null,
    oddsBp: 0,
    title: {},
    text: {},
    imageUrl: {},
  };
}

export function newPersonality(makeId: () => string = newItemId): Personality {
  return { id: makeId(), name: {}, poolId: null, oddsBp: 0, title: {}, text: {}, imageUrl: {} };
}

/** A quiz question without one answer; removing the correct one leaves none chosen (publishing asks). */
export function withoutAnswer(question: QuizQuestion, answerId: string): QuizQuestion {
  return {
    ...question,
    answers: question.answers.filter((answer) => answer.id !== answerId),
    correctAnswerId: question.correctAnswerId === answerId ? null : question.correctAnswerId,
  };
}

/** The questions with no answer counting for a removed personality any more. */
export function withoutPersonality(
  questions: readonly PersonalityQuestion[],
  personalityId: string,
): PersonalityQuestion[] {
  return questions.map((question) =>
    question.answers.some((answer) => answer.personalityId === personalityId)
      ? {
          ...question,
          answers: question.answers.map((answer) =>
            answer.personalityId === personalityId ? { ...answer, personalityId: null } : answer,
          ),
        }
      : question,
  );
}

/** The pools the outcomes (or personalities) give away, once each: the common setting poolIds is derived. */
export function poolIdsOf(items: readonly { poolId: string | null }[]): string[] {
  return [...new Set(items.flatMap((item) => (item.poolId ? [item.poolId] : [])))];
}

/** Score ranges as the marketer reads them: "2", "4–5". */
export function formatRanges(ranges: readonly { from: number; to: number }[]): string {
  return ranges.map(({ from, to }) => (from === to ? String(from) : `${from}–${to}`)).join(', ');
}
