import type { RandomBelow } from '../core/game-server.ts';
import { drawWeighted } from '../core/prize-draw.ts';
import { type QuestionFlow, questionsPerPlay } from './question-schemas.ts';

/** A question as a play asks it: its id and its answers' ids in the order shown. */
export type AskedQuestion = { questionId: string; answerIds: string[] };

type Question = { id: string; orderNumber: number; answers: readonly { id: string }[] };

/** Fisher–Yates over a copy, drawing each swap from `randomBelow`. */
function shuffled<T>(items: readonly T[], randomBelow: RandomBelow): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

/**
 * The questions of one play, in the order asked: by orderNumber (then list order), shuffled when
 * shuffleQuestions is on; with the limit on, a uniformly random subset of questionsLimit distinct
 * questions, kept in that order; each question's answers in list order, shuffled when shuffleAnswers is on.
 */
export function chooseQuestions(
  settings: QuestionFlow & { questions: readonly Question[] },
  randomBelow: RandomBelow,
): AskedQuestion[] {
  const ordered = settings.questions
    .map((question, index) => ({ question, index }))
    .sort((a, b) => a.question.orderNumber - b.question.orderNumber || a.index - b.index)
    .map(({ question }) => question);
  const count = questionsPerPlay(settings);
  let asked = settings.shuffleQuestions ? shuffled(ordered, randomBelow) : ordered;
  if (count < asked.length) {
    const subset = new Set(shuffled(asked, randomBelow).slice(0, count));
    asked = asked.filter((question) => subset.has(question));
  }
  return asked.map((question) => {
    const answerIds = question.answers.map((answer) => answer.id);
    return {
      questionId: question.id,
      answerIds: settings.shuffleAnswers ? shuffled(answerIds, randomBelow) : answerIds,
    };
  });
}

/** The number of picks that name their question's correct answer (`picks[i]` answers `asked[i]`). */
export function scoreOf(
  questions: readonly { id: string; correctAnswerId: string | null }[],
  asked: readonly AskedQuestion[],
  picks: readonly string[],
): number {
  const correct = new Map(questions.map((question) => [question.id, question.correctAnswerId]));
  return picks.filter((pick, index) => index < asked.length && correct.get(asked[index].questionId) === pick).length;
}

type Thresholds = { id: string; downThreshold: number; upThreshold: number };

/**
 * The outcome of a score: the first outcome in list order whose thresholds hold it, both bounds
 * inclusive (downThreshold ≤ score ≤ upThreshold); null when none does (the publish checklist refuses
 * such gaps).
 */
export function outcomeForScore<T extends Thresholds>(outcomes: readonly T[], score: number): T | null {
  return outcomes.find((outcome) => outcome.downThreshold <= score && score <= outcome.upThreshold) ?? null;
}

/** The scores 0…outOf that no outcome covers, as ranges ({ from: 2, to: 3 }). */
export function uncoveredScores(outcomes: readonly Thresholds[], outOf: number): { from: number; to: number }[] {
  const gaps: { from: number; to: number }[] = [];
  for (let score = 0; score <= outOf; score++) {
    if (outcomeForScore(outcomes, score) !== null) continue;
    const last = gaps.at(-1);
    if (last && last.to === score - 1) last.to = score;
    else gaps.push({ from: score, to: score });
  }
  return gaps;
}

/**
 * The personality chosen most. Tie rule: among the personalities chosen equally often, the one
 * first chosen earliest in the play wins (the player's first answers break ties). Picks for no
 * personality (null) count for none; null when no pick names one.
 */
export function personalityOf(picks: readonly (string | null)[]): string | null {
  const counts = new Map<string, { count: number; first: number }>();
  picks.forEach((personalityId, index) => {
    if (personalityId === null) return;
    const seen = counts.get(personalityId);
    if (seen) seen.count++;
    else counts.set(personalityId, { count: 1, first: index });
  });
  let best: { id: string; count: number; first: number } | null = null;
  for (const [id, { count, first }] of counts) {
    if (!best || count > best.count || (count === best.count && first < best.first)) best = { id, count, first };
  }
  return best?.id ?? null;
}

/**
 * The prize an outcome (or personality) gives: its pool, drawn at its odds with drawWeighted; null
 * for no pool or a losing draw. Draws nothing (touches no randomness) without a pool.
 */
export function drawOutcomePrize(
  outcome: { poolId: string | null; oddsBp: number } | null,
  randomBelow: RandomBelow,
): string | null {
  if (!outcome || outcome.poolId === null || outcome.oddsBp <= 0) return null;
  const drawn = drawWeighted([{ id: outcome.poolId, oddsBp: outcome.oddsBp }], randomBelow);
  return drawn.kind === 'option' ? drawn.id : null;
}
