import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { UiLanguage } from '@gc/contracts/ui-languages';
import type { ResponseQuestion } from '@gc/games/core/game-definition';
import { loadOnce } from '../../lib/load-once.ts';
import type { Response } from './responses.service.ts';
import { responseRow, responsesHeader } from './responses-table.ts';

const SHEET_NAME: Record<UiLanguage, string> = { en: 'Responses', sr: 'Odgovori' };

/** exceljs and its zip libraries are about 500 modules: loaded on the first export, not at start. */
const loadExcelJs = loadOnce(async () => (await import('exceljs')).default);

/**
 * The responses as an XLSX workbook, written row by row through exceljs's streaming writer (no
 * shared strings, no styles: nothing that grows with the number of rows stays in memory). The next
 * batch is read only once the download has taken what was written, so memory stays about a batch
 * whatever the number of responses. Cells are strings, never formulas, so a typed "=…" stays text.
 */
export function responsesXlsx(
  questions: readonly ResponseQuestion[],
  batches: AsyncIterable<Response[]>,
  language: UiLanguage,
  onError: (error: unknown) => void,
): Readable {
  const output = new PassThrough();
  async function write() {
    const ExcelJS = await loadExcelJs();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(SHEET_NAME[language]);
    sheet.addRow(responsesHeader(questions, language)).commit();
    for await (const batch of batches) {
      for (const response of batch) sheet.addRow(responseRow(questions, response)).commit();
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  }
  write().catch((error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
