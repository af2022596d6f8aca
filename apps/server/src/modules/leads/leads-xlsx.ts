import type { Readable } from 'node:stream';
import type { UiLanguage } from '@gc/contracts/ui-languages';
import { xlsxStream } from '../../lib/xlsx-stream.ts';
import type { ExportLead } from './latest-result.ts';
import { leadCells } from './leads-csv.ts';
import { leadsCsvHeader } from './leads-csv-headers.ts';

const SHEET_NAME: Record<UiLanguage, string> = { en: 'Leads', sr: 'Kontakti' };

/** The leads as an XLSX workbook with the CSV's header and columns (without the CSV's `'` before "=…"). */
export function leadsXlsx(
  batches: AsyncIterable<ExportLead[]>,
  language: UiLanguage,
  onError: (error: unknown) => void,
): Readable {
  return xlsxStream({
    sheetName: SHEET_NAME[language],
    header: leadsCsvHeader(language),
    batches,
    row: (lead: ExportLead) => leadCells(lead),
    onError,
  });
}
