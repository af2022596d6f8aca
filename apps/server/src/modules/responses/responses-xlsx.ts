import type { Readable } from 'node:stream';
import type { UiLanguage } from '@gc/contracts/ui-languages';
import type { ResponseQuestion } from '@gc/games/core/game-definition';
import { xlsxStream } from '../../lib/xlsx-stream.ts';
import type { Response } from './responses.service.ts';
import { responseRow, responsesHeader } from './responses-table.ts';

const SHEET_NAME: Record<UiLanguage, string> = { en: 'Responses', sr: 'Odgovori' };

/** The responses as an XLSX workbook, one column per question, as the CSV. */
export function responsesXlsx(
  questions: readonly ResponseQuestion[],
  batches: AsyncIterable<Response[]>,
  language: UiLanguage,
  onError: (error: unknown) => void,
): Readable {
  return xlsxStream({
    sheetName: SHEET_NAME[language],
    header: responsesHeader(questions, language),
    batches,
    row: (response: Response) => responseRow(questions, response),
    onError,
  });
}
