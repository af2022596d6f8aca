import type { ChecklistItem } from '@gc/contracts/publish-checklist';
import type { GameCheckContext, LocalizedText, PrizeSlot } from '../core/game-definition.ts';
import { hasAnswers, type SurveyOutcome, type SurveyQuestion } from './survey-schemas.ts';

type SurveyLike = { questions: readonly SurveyQuestion[]; outcomes: readonly SurveyOutcome[] };

/** Every text players read: the questions, the answers they pick from, the outcome. */
export function surveyLocalizedTexts(settings: SurveyLike): LocalizedText[] {
  return [
    ...settings.questions.flatMap((question, q) => [
      { field: `questions.${q}.text`, values: question.text },
      ...(hasAnswers(question.type)
        ? question.answers.map((answer, a) => ({ field: `questions.${q}.answers.${a}.text`, values: answer.text }))
        : []),
    ]),
    ...settings.outcomes.flatMap((outcome, o) => [
      { field: `outcomes.${o}.title`, values: outcome.title },
      { field: `outcomes.${o}.text`, values: outcome.text },
    ]),
  ];
}

/** The outcome's prize for taking part, when it has one. */
export function surveyPrizeSlots(settings: { outcomes: readonly SurveyOutcome[] }): PrizeSlot[] {
  return settings.outcomes.flatMap((outcome, index) =>
    outcome.poolId === null
      ? []
      : [{ id: outcome.id, poolId: outcome.poolId, oddsBp: outcome.oddsBp, field: `outcomes.${index}.poolId` }],
  );
}

const label = (texts: Readonly<Record<string, string>>, context: GameCheckContext) =>
  texts[context.defaultLanguage] || (context.languages.map((language) => texts[language]).find(Boolean) ?? '');

/**
 * The survey's checks. Errors: a prize at 0 % odds (no player could win it). Warnings: a question
 * shows its picture but has none; every question optional (a player may finish having said nothing).
 */
export function surveyPublishChecks(settings: SurveyLike, context: GameCheckContext): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  settings.questions.forEach((question, index) => {
    const hasPicture = Object.values(question.imageUrl).some(Boolean);
    if (question.showImage && !hasPicture) {
      items.push({
        code: 'survey.pictureMissing',
        severity: 'warning',
        field: `questions.${index}.imageUrl`,
        params: { position: index + 1, label: label(question.text, context) },
        message: `Question ${index + 1} is set to show its picture but has none.`,
      });
    }
  });
  if (settings.questions.length > 0 && settings.questions.every((question) => !question.answerMandatory)) {
    items.push({
      code: 'survey.allOptional',
      severity: 'warning',
      field: 'questions',
      params: {},
      message: 'Every question is optional: a player can finish the survey without answering any.',
    });
  }
  settings.outcomes.forEach((outcome, index) => {
    if (outcome.poolId === null || outcome.oddsBp > 0) return;
    items.push({
      code: 'survey.prizeWithoutOdds',
      severity: 'error',
      field: `outcomes.${index}.oddsBp`,
      params: { position: index + 1, label: label(outcome.title, context) },
      message: 'The thank-you gives a prize at 0 % odds: no player can win it. Give it odds or remove the prize.',
    });
  });
  return items;
}

/** The settings the public may see: the outcome without its prize pool and odds. */
export function surveyPublicSettings<S extends SurveyLike>(settings: S) {
  const { outcomes, ...rest } = settings;
  return { ...rest, outcomes: outcomes.map(({ id, title, text, imageUrl }) => ({ id, title, text, imageUrl })) };
}
