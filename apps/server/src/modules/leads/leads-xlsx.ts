import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { UiLanguage } from '@gc/contracts/ui-languages';
import { loadOnce } from '../../lib/load-once.ts';
import type { ExportLead } from './latest-result.ts';
import { leadCells } from './leads-csv.ts';
import { leadsCsvHeader } from './leads-csv-headers.ts';

const SHEET_NAME: Record<UiLanguage, string> = { en: 'Leads', sr: 'Kontakti' };

/** exceljs and its zip libraries are about 500 modules: loaded on the first export, not at start. */
const loadExcelJs = loadOnce(async () => (await import('exceljs')).default);

/**
 * The leads as an XLSX workbook with the CSV's header and columns, written row by row through
 * exceljs's streaming writer (no shared strings, no styles: nothing that grows with the number of
 * rows stays in memory). The next batch is read only once the output has taken what was written.
 * Cells are strings and numbers, never formulas: a lead's "=…" stays text without the CSV's `'`.
 */
export function leadsXlsx(
  batches: AsyncIterable<ExportLead[]>,
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
    sheet.addRow(leadsCsvHeader(language)).commit();
    for await (const batch of batches) {
      for (const lead of batch) sheet.addRow(leadCells(lead)).commit();
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
