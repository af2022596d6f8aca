import { Readable } from 'node:stream';
import type { UiLanguage } from '@gc/contracts/ui-languages';
import { csvCell, csvLine } from './csv-line.ts';
import type { ExportLead } from './latest-result.ts';
import { LEADS_CSV_COLUMNS, type LeadsCsvColumn, leadsCsvHeader } from './leads-csv-headers.ts';

/** A lead of the general export: with the name of the campaign it registered in. */
export type CsvLead = ExportLead & { campaignName?: string };

/**
 * Each column's value, one row per lead: its registration, how often it played, how many prizes it
 * won, its latest prize with the voucher code (the same prize the leads table shows) and what its
 * latest decided play showed (a quiz's outcome and score). One row per
 * lead keeps the file importable into a CRM as it is; "Prizes won" tells when a lead won more than once.
 */
const VALUES: Record<LeadsCsvColumn, (row: CsvLead) => string | number | null> = {
  campaign: (row) => row.campaignName ?? null,
  id: (row) => row.id,
  email: (row) => row.email,
  firstName: (row) => row.firstName,
  lastName: (row) => row.lastName,
  phone: (row) => row.phone,
  userId: (row) => row.externalUserId,
  address: (row) => row.address,
  postalCode: (row) => row.postalCode,
  city: (row) => row.city,
  birthDate: (row) => row.birthDate,
  jobTitle: (row) => row.jobTitle,
  company: (row) => row.companyName,
  language: (row) => row.language,
  source: (row) => row.source,
  registeredAt: (row) => row.registeredAt,
  plays: (row) => row.plays ?? 0,
  prizesWon: (row) => row.wins ?? 0,
  latestPrize: (row) => row.prizeName,
  voucherCode: (row) => row.voucherCode,
  latestResult: (row) => row.latestResult,
  // The consent the registration form asked for (isNewsletterSubscriptionEnabled); a CRM imports yes/no.
  newsletter: (row) => (row.newsletter ? 'yes' : 'no'),
};

/** The lead's cells as they are: text, numbers, or null for an empty cell (the XLSX writes them so). */
export function leadCells(
  row: CsvLead,
  columns: readonly LeadsCsvColumn[] = LEADS_CSV_COLUMNS,
): (string | number | null)[] {
  return columns.map((column) => VALUES[column](row));
}

/**
 * The file's first bytes: a UTF-8 BOM, so that Excel reads "č" and "ü" correctly, and the header row in
 * `language` (csvSafe too, whatever a translation starts with).
 */
export function leadsCsvStart(language: UiLanguage, columns: readonly LeadsCsvColumn[] = LEADS_CSV_COLUMNS): string {
  return `\ufeff${csvLine(leadsCsvHeader(language, columns))}`;
}

/**
 * A batch of leads as CSV rows (RFC 4180 as Excel reads it: CRLF line ends, quotes only where a value
 * needs them), in one string: the response writes one chunk per batch. Built cell by cell from the
 * columns' getters rather than through csv-stringify, whose per-field option handling and per-record
 * arrays were a quarter of the server's time in a download (docs/decisions.md, "Leads CSV lines").
 */
export function leadsCsvRows(
  batch: readonly CsvLead[],
  columns: readonly LeadsCsvColumn[] = LEADS_CSV_COLUMNS,
): string {
  const getters = columns.map((column) => VALUES[column]);
  let text = '';
  for (const row of batch) {
    let line = csvCell(getters[0](row));
    for (let index = 1; index < getters.length; index++) line += `,${csvCell(getters[index](row))}`;
    text += `${line}\r\n`;
  }
  return text;
}

/**
 * The CSV of the rows `batches` yields, as a stream of one chunk per batch. Readable.from asks for
 * the next chunk only when the response has room (it holds at most one chunk ahead), and the next
 * batch is queried only then, so at most a batch or two is in memory whatever the number of leads.
 * UTF-8 with a BOM first, so that Excel reads "č" and "ü" correctly. The header is in `language`,
 * the exporting user's builder language; the values are the leads' own.
 */
export function leadsCsv(
  batches: AsyncIterable<CsvLead[]>,
  language: UiLanguage,
  onError: (error: unknown) => void,
  columns: readonly LeadsCsvColumn[] = LEADS_CSV_COLUMNS,
): Readable {
  async function* chunks() {
    try {
      yield leadsCsvStart(language, columns);
      for await (const batch of batches) yield leadsCsvRows(batch, columns);
    } catch (error) {
      // The response is under way: the stream is destroyed and the download fails visibly in the
      // browser rather than ending as a file that looks complete.
      onError(error);
      throw error;
    }
  }
  return Readable.from(chunks(), { highWaterMark: 1 });
}
