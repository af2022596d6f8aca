import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { csvSafe } from './csv-safe.ts';
import type { ExportRow } from './leads.repo.ts';

/**
 * The export's columns, one row per lead: its registration, how often it played, how many prizes it
 * won and its latest prize with the voucher code (the same prize the leads table shows). One row per
 * lead keeps the file importable into a CRM as it is; "Prizes won" tells when a lead won more than once.
 */
const COLUMNS: { header: string; value(row: ExportRow): string | number | null }[] = [
  { header: 'Lead ID', value: (row) => row.id },
  { header: 'Email', value: (row) => row.email },
  { header: 'First name', value: (row) => row.firstName },
  { header: 'Last name', value: (row) => row.lastName },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'User ID', value: (row) => row.externalUserId },
  { header: 'Address', value: (row) => row.address },
  { header: 'Postal code', value: (row) => row.postalCode },
  { header: 'City', value: (row) => row.city },
  { header: 'Birth date', value: (row) => row.birthDate },
  { header: 'Job title', value: (row) => row.jobTitle },
  { header: 'Company', value: (row) => row.companyName },
  { header: 'Language', value: (row) => row.language },
  { header: 'Source', value: (row) => row.source },
  { header: 'Registered at', value: (row) => row.createdAt.toISOString() },
  { header: 'Plays', value: (row) => row.plays ?? 0 },
  { header: 'Prizes won', value: (row) => row.wins ?? 0 },
  { header: 'Latest prize', value: (row) => row.prizeName },
  { header: 'Voucher code', value: (row) => row.voucherCode },
];

export const LEADS_CSV_HEADER = COLUMNS.map((column) => column.header);

function toRecord(row: ExportRow): (string | number)[] {
  return COLUMNS.map((column) => {
    const value = column.value(row);
    return typeof value === 'string' ? csvSafe(value) : (value ?? '');
  });
}

/** RFC 4180 as Excel reads it: CRLF line ends, quotes only where a value needs them. */
const toCsv = (records: (string | number)[][]) => stringify(records, { record_delimiter: 'windows' });

/**
 * The CSV of the rows `batches` yields, as a stream of one chunk per batch. Readable.from asks for
 * the next chunk only when the response has room (it holds at most one chunk ahead), and the next
 * batch is queried only then, so at most a batch or two is in memory whatever the number of leads.
 * UTF-8 with a BOM first, so that Excel reads "č" and "ü" correctly.
 */
export function leadsCsv(batches: AsyncIterable<ExportRow[]>, onError: (error: unknown) => void): Readable {
  async function* chunks() {
    try {
      yield `\ufeff${toCsv([LEADS_CSV_HEADER])}`;
      for await (const batch of batches) yield toCsv(batch.map(toRecord));
    } catch (error) {
      // The response is under way: the stream is destroyed and the download fails visibly in the
      // browser rather than ending as a file that looks complete.
      onError(error);
      throw error;
    }
  }
  return Readable.from(chunks(), { highWaterMark: 1 });
}
