import type { UiLanguage } from '@gc/contracts/ui-languages';
import type { ResponseQuestion } from '@gc/games/core/game-definition';
import type { Response } from './responses.service.ts';
import { answerCell } from './responses-tally.ts';

/** The columns before the questions, in each of the builder's languages (the exporting user's). */
const FIXED_HEADERS: Record<UiLanguage, readonly string[]> = {
  en: ['Response ID', 'Answered at', 'Email', 'First name', 'Last name'],
  sr: ['ID odgovora', 'Vreme odgovora', 'E-pošta', 'Ime', 'Prezime'],
};

/** The header row: the fixed columns, then one column per question, named by its text. */
export function responsesHeader(questions: readonly ResponseQuestion[], language: UiLanguage): string[] {
  return [...FIXED_HEADERS[language], ...questions.map((question) => question.text)];
}

/** One response as a row of the export: one cell per header column. */
export function responseRow(questions: readonly ResponseQuestion[], response: Response): string[] {
  return [
    response.id,
    response.createdAt.toISOString(),
    response.email ?? '',
    response.firstName ?? '',
    response.lastName ?? '',
    ...questions.map((question) => answerCell(question, response.answers)),
  ];
}
