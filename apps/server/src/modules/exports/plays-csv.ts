import { Readable } from 'node:stream';
import type { UiLanguage } from '@gc/contracts/ui-languages';
import { stringify } from 'csv-stringify/sync';
import { csvSafe } from '../leads/csv-safe.ts';
import type { ExportPlay } from './plays.repo.ts';

const COLUMNS = [
  'id',
  'leadId',
  'email',
  'startedAt',
  'finishedAt',
  'playDay',
  'outcome',
  'prize',
  'voucherCode',
] as const;
type PlaysCsvColumn = (typeof COLUMNS)[number];

const HEADERS: Record<UiLanguage, Record<PlaysCsvColumn, string>> = {
  en: {
    id: 'Play ID',
    leadId: 'Lead ID',
    email: 'Email',
    startedAt: 'Started at',
    finishedAt: 'Finished at',
    playDay: 'Play day',
    outcome: 'Outcome',
    prize: 'Prize',
    voucherCode: 'Voucher code',
  },
  sr: {
    id: 'ID igre',
    leadId: 'ID kontakta',
    email: 'E-pošta',
    startedAt: 'Početak',
    finishedAt: 'Kraj',
    playDay: 'Dan igre',
    outcome: 'Ishod',
    prize: 'Nagrada',
    voucherCode: 'Kod vaučera',
  },
};

export const playsCsvHeader = (language: UiLanguage) => COLUMNS.map((column) => HEADERS[language][column]);

function toRecord(play: ExportPlay): string[] {
  return [
    play.id,
    play.leadId,
    play.email,
    play.startedAt,
    play.finishedAt,
    play.playDay,
    // The page the play ended on: win, lose, open (a multi-step play not finished), no-more-plays…
    play.page,
    play.prizeName,
    play.voucherCode,
  ].map((value) => (value === null ? '' : csvSafe(value)));
}

/** The plays as CSV, one chunk per batch, as the leads CSV (UTF-8 with a BOM, CRLF, csvSafe). */
export function playsCsv(
  batches: AsyncIterable<ExportPlay[]>,
  language: UiLanguage,
  onError: (error: unknown) => void,
): Readable {
  const toCsv = (records: string[][]) => stringify(records, { record_delimiter: 'windows' });
  async function* chunks() {
    try {
      yield `\ufeff${toCsv([playsCsvHeader(language).map(csvSafe)])}`;
      for await (const batch of batches) yield toCsv(batch.map(toRecord));
    } catch (error) {
      onError(error);
      throw error;
    }
  }
  return Readable.from(chunks(), { highWaterMark: 1 });
}
