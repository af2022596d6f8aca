import type { SettledUpdate } from '../core/game-definition.ts';

type SentQuestions = { questions?: unknown; questionsLimit?: unknown; questionsLimitEnabled?: unknown };

/**
 * Spec §7: a quiz's update says whether the number of questions changed, and lowers a question limit
 * that is on and above the questions to their number (each play then asks them all), saying so; a
 * limit above the questions is never stored. A limit that is off is left as it is: it asks nothing.
 * Settings too broken to read go on as sent, for the schema to refuse.
 */
export function settleQuestionsUpdate(sent: unknown, before: { questions: readonly unknown[] }): SettledUpdate {
  const record = (typeof sent === 'object' && sent !== null ? sent : {}) as SentQuestions;
  if (!Array.isArray(record.questions)) return { settings: sent, changes: {} };
  const count = record.questions.length;
  const { questionsLimit, questionsLimitEnabled } = record;
  const isLimitAbove =
    questionsLimitEnabled === true && Number.isInteger(questionsLimit) && count >= 1 && Number(questionsLimit) > count;
  return {
    settings: isLimitAbove ? { ...record, questionsLimit: count } : sent,
    changes: { numOfQuestionsChanged: count !== before.questions.length, questionsLimitChanged: isLimitAbove },
  };
}
