import type { ChecklistItem } from '@gc/contracts/publish-checklist';
import type { GameCheckContext, LocalizedText, PrizeSlot } from '../core/game-definition.ts';
import {
  type Personality,
  type PersonalityQuestion,
  type QuestionFlow,
  type QuizQuestion,
  questionsPerPlay,
  type ScoreOutcome,
  type Texts,
} from './question-schemas.ts';
import { uncoveredScores } from './quiz-scoring.ts';

type QuizLike = QuestionFlow & { questions: readonly QuizQuestion[]; outcomes: readonly ScoreOutcome[] };
type PersonalityLike = QuestionFlow & {
  questions: readonly PersonalityQuestion[];
  personalities: readonly Personality[];
};

/** The text players of the default language read, else any text it has. */
function labelOf(text: Texts, context: GameCheckContext): string {
  return text[context.defaultLanguage] || (context.languages.map((language) => text[language]).find(Boolean) ?? '');
}

/** The questions' and answers' texts per language (shared by the three games). */
function questionTexts(questions: readonly { text: Texts; answers: readonly { text: Texts }[] }[]): LocalizedText[] {
  return questions.flatMap((question, q) => [
    { field: `questions.${q}.text`, values: question.text },
    ...question.answers.map((answer, a) => ({ field: `questions.${q}.answers.${a}.text`, values: answer.text })),
  ]);
}

export function quizLocalizedTexts(settings: QuizLike): LocalizedText[] {
  const popups = settings.questions.flatMap((question, q) =>
    (['correctPopup', 'incorrectPopup'] as const).flatMap((popup) => [
      { field: `questions.${q}.${popup}.title`, values: question[popup].title },
      { field: `questions.${q}.${popup}.text`, values: question[popup].text },
    ]),
  );
  const outcomes = settings.outcomes.flatMap((outcome, o) => [
    { field: `outcomes.${o}.title`, values: outcome.title },
    { field: `outcomes.${o}.text`, values: outcome.text },
  ]);
  return [...questionTexts(settings.questions), ...popups, ...outcomes];
}

export function personalityLocalizedTexts(settings: PersonalityLike): LocalizedText[] {
  const personalities = settings.personalities.flatMap((personality, p) => [
    { field: `personalities.${p}.name`, values: personality.name },
    { field: `personalities.${p}.title`, values: personality.title },
    { field: `personalities.${p}.text`, values: personality.text },
  ]);
  return [...questionTexts(settings.questions), ...personalities];
}

/** Every outcome (or personality) that gives a prize, with its odds. */
function prizeSlotsOf(
  items: readonly { id: string; poolId: string | null; oddsBp: number }[],
  key: string,
): PrizeSlot[] {
  return items.flatMap((item, index) =>
    item.poolId === null
      ? []
      : [{ id: item.id, poolId: item.poolId, oddsBp: item.oddsBp, field: `${key}.${index}.poolId` }],
  );
}
export const quizPrizeSlots = (settings: { outcomes: readonly ScoreOutcome[] }) =>
  prizeSlotsOf(settings.outcomes, 'outcomes');
export const personalityPrizeSlots = (settings: { personalities: readonly Personality[] }) =>
  prizeSlotsOf(settings.personalities, 'personalities');

/** A prize at 0 % odds, which no player can win (as the wheel's check). */
function prizesWithoutOdds(
  items: readonly { poolId: string | null; oddsBp: number; title: Texts }[],
  key: 'outcomes' | 'personalities',
  context: GameCheckContext,
): ChecklistItem[] {
  const [code, noun] = key === 'outcomes' ? ['quiz', 'Result'] : ['personality', 'Personality'];
  return items.flatMap((item, index) => {
    if (item.poolId === null || item.oddsBp > 0) return [];
    const label = labelOf(item.title, context);
    return [
      {
        code: `${code}.prizeWithoutOdds`,
        severity: 'error' as const,
        field: `${key}.${index}.oddsBp`,
        params: { position: index + 1, label },
        message: `${noun} ${index + 1} ("${label}") gives a prize at 0 % odds: no player can win it. Give it odds or remove the prize.`,
      },
    ];
  });
}

/**
 * The quiz's checks. Errors: a question without a correct answer; a score a play can reach that no
 * outcome covers (quiz.thresholdsGap); a prize at 0 % odds. Warning: an outcome above the most a
 * play can score (the question limit makes it unreachable).
 */
export function quizPublishChecks(settings: QuizLike, context: GameCheckContext): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  settings.questions.forEach((question, index) => {
    if (question.correctAnswerId !== null) return;
    const label = labelOf(question.text, context);
    items.push({
      code: 'quiz.noCorrectAnswer',
      severity: 'error',
      field: `questions.${index}.correctAnswerId`,
      params: { position: index + 1, label },
      message: `Question ${index + 1} ("${label}") has no correct answer: choose one.`,
    });
  });
  const outOf = questionsPerPlay(settings);
  for (const { from, to } of uncoveredScores(settings.outcomes, outOf)) {
    items.push({
      code: 'quiz.thresholdsGap',
      severity: 'error',
      field: 'outcomes',
      params: { from, to },
      message: `No result covers a score of ${from === to ? from : `${from} to ${to}`}: players who score it would see none.`,
    });
  }
  settings.outcomes.forEach((outcome, index) => {
    if (outcome.downThreshold <= outOf) return;
    const label = labelOf(outcome.title, context);
    items.push({
      code: 'quiz.unreachableOutcome',
      severity: 'warning',
      field: `outcomes.${index}.downThreshold`,
      params: { position: index + 1, label, outOf },
      message: `Result ${index + 1} ("${label}") needs more than ${outOf} correct answers, the most a play can score.`,
    });
  });
  return [...items, ...prizesWithoutOdds(settings.outcomes, 'outcomes', context)];
}

/** Guess-the-picture: the quiz's checks, and every question needs its picture (error). */
export function pictureQuizPublishChecks(settings: QuizLike, context: GameCheckContext): ChecklistItem[] {
  const missing = settings.questions.flatMap((question, index) => {
    if (Object.values(question.imageUrl).some(Boolean)) return [];
    const label = labelOf(question.text, context);
    return [
      {
        code: 'guessThePicture.noPicture',
        severity: 'error' as const,
        field: `questions.${index}.imageUrl`,
        params: { position: index + 1, label },
        message: `Question ${index + 1} ("${label}") has no picture to guess: choose one.`,
      },
    ];
  });
  return [...missing, ...quizPublishChecks(settings, context)];
}

/**
 * The personality test's checks. Warnings: a personality no answer counts for (no play can end on
 * it); an answer that counts for no personality. Error: a prize at 0 % odds.
 */
export function personalityPublishChecks(settings: PersonalityLike, context: GameCheckContext): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  const used = new Set(
    settings.questions.flatMap((question) => question.answers.map((answer) => answer.personalityId)),
  );
  settings.personalities.forEach((personality, index) => {
    if (used.has(personality.id)) return;
    const label = labelOf(personality.name, context);
    items.push({
      code: 'personality.unusedPersonality',
      severity: 'warning',
      field: `personalities.${index}`,
      params: { position: index + 1, label },
      message: `No answer counts for personality ${index + 1} ("${label}"): no player can get it.`,
    });
  });
  settings.questions.forEach((question, q) => {
    question.answers.forEach((answer, a) => {
      if (answer.personalityId !== null) return;
      const label = labelOf(answer.text, context);
      items.push({
        code: 'personality.answerWithoutPersonality',
        severity: 'warning',
        field: `questions.${q}.answers.${a}.personalityId`,
        params: { question: q + 1, position: a + 1, label },
        message: `Answer ${a + 1} ("${label}") of question ${q + 1} counts for no personality.`,
      });
    });
  });
  return [...items, ...prizesWithoutOdds(settings.personalities, 'personalities', context)];
}
