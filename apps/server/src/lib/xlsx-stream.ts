import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { loadOnce } from './load-once.ts';

/** exceljs and its zip libraries are about 500 modules: loaded on the first export, not at start. */
const loadExcelJs = loadOnce(async () => (await import('exceljs')).default);

export interface XlsxSheet<T> {
  sheetName: string;
  header: readonly string[];
  batches: AsyncIterable<readonly T[]>;
  row: (item: T) => readonly (string | number | null)[];
  onError: (error: unknown) => void;
}

/**
 * One sheet written row by row through exceljs's streaming writer (no shared strings, no styles:
 * nothing that grows with the number of rows stays in memory). The next batch is read only once the
 * download has taken what was written, so memory stays about a batch whatever the number of rows.
 * Cells are strings and numbers, never formulas: a typed "=…" stays text.
 */
export function xlsxStream<T>({ sheetName, header, batches, row, onError }: XlsxSheet<T>): Readable {
  const output = new PassThrough();
  async function write() {
    const ExcelJS = await loadExcelJs();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(sheetName);
    sheet.addRow([...header]).commit();
    for await (const batch of batches) {
      for (const item of batch) sheet.addRow([...row(item)]).commit();
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
