import type { ResponsesSummary } from '@gc/contracts/responses';
import type { ResponseAnswers, ResponseQuestion } from '@gc/games/core/game-definition';

/**
 * Counts responses as they stream past, one response at a time, so that a campaign of any size is
 * summarised in the memory of its questions: per question how many answered, how often each option was
 * picked, and a scale's mean (its first option counts 1). Answers to questions or options the survey no
 * longer has are left out (a question removed after publishing).
 */
export function createTally(questions: readonly ResponseQuestion[]) {
  let total = 0;
  const counts = questions.map((question) => ({
    answered: 0,
    options: new Map(question.options.map((option) => [option.id, 0])),
    pointSum: 0,
  }));

  function add(answers: ResponseAnswers | null) {
    if (!answers) return;
    total++;
    questions.forEach((question, q) => {
      const answer = answers[question.id];
      if (!answer) return;
      const count = counts[q];
      if (question.kind === 'text') {
        if (answer.text !== '') count.answered++;
        return;
      }
      const known = answer.optionIds.filter((id) => count.options.has(id));
      if (known.length === 0) return;
      count.answered++;
      for (const id of known) count.options.set(id, (count.options.get(id) ?? 0) + 1);
      if (question.kind === 'scale') count.pointSum += question.options.findIndex((o) => o.id === known[0]) + 1;
    });
  }

  function summary(): ResponsesSummary {
    return {
      keepsResponses: true,
      total,
      questions: questions.map((question, q) => {
        const count = counts[q];
        return {
          id: question.id,
          kind: question.kind,
          text: question.text,
          answered: count.answered,
          options: question.options.map((option) => ({ ...option, count: count.options.get(option.id) ?? 0 })),
          average:
            question.kind === 'scale' && count.answered > 0
              ? Math.round((count.pointSum / count.answered) * 100) / 100
              : null,
        };
      }),
    };
  }

  return { add, summary };
}

/**
 * One question's answer as an export cell: the picked options' texts (a multiple choice's joined by
 * "; ", in the survey's order), or the typed text; empty when skipped.
 */
export function answerCell(question: ResponseQuestion, answers: ResponseAnswers | null): string {
  const answer = answers?.[question.id];
  if (!answer) return '';
  if (question.kind === 'text') return answer.text;
  const picked = new Set(answer.optionIds);
  return question.options
    .filter((option) => picked.has(option.id))
    .map((option) => option.text)
    .join('; ');
}
