import { Readable } from 'node:stream';
import type { UiLanguage } from '@gc/contracts/ui-languages';
import type { ResponseQuestion } from '@gc/games/core/game-definition';
import { stringify } from 'csv-stringify/sync';
import { csvSafe } from '../leads/csv-safe.ts';
import type { Response } from './responses.service.ts';
import { responseRow, responsesHeader } from './responses-table.ts';

const toCsv = (records: string[][]) => stringify(records, { record_delimiter: 'windows' });

/**
 * The responses as CSV, one chunk per batch (as the leads export): Readable.from asks for the next
 * chunk only when the response has room, and the next batch is read only then. UTF-8 with a BOM, so
 * that Excel reads "č" and "ü"; every cell through csvSafe, since players typed the free texts.
 */
export function responsesCsv(
  questions: readonly ResponseQuestion[],
  batches: AsyncIterable<Response[]>,
  language: UiLanguage,
  onError: (error: unknown) => void,
): Readable {
  async function* chunks() {
    try {
      yield `\ufeff${toCsv([responsesHeader(questions, language).map(csvSafe)])}`;
      for await (const batch of batches) {
        yield toCsv(batch.map((response) => responseRow(questions, response).map(csvSafe)));
      }
    } catch (error) {
      // The download is under way: it fails visibly rather than ending as a file that looks complete.
      onError(error);
      throw error;
    }
  }
  return Readable.from(chunks(), { highWaterMark: 1 });
}
