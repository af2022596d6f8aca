import { MAX_CODES_PER_POOL } from '@gc/contracts/prizes';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../../lib/app-error.ts';
import { isValidVoucherCode } from './voucher-code-rules.ts';

export type ParsedCodes = {
  /** Valid codes in file order, each once. */
  codes: string[];
  /** Repeats of a code earlier in the file. */
  duplicates: number;
  invalid: number;
  /** More distinct codes than one pool may hold: the caller refuses the whole file. */
  isOverLimit: boolean;
};

const HEADER = 'code';

/**
 * Reads the first column of a CSV file as voucher codes: quoted fields, any line ending, a BOM and
 * further columns are fine; a first line "code" is a header; blank lines are skipped. Records are
 * handled one by one (`on_record` returns null so csv-parse keeps none of them), so a 5 MB file of
 * tiny lines costs the set of distinct codes, which is capped, rather than millions of arrays.
 */
export function parseCodeCsv(text: string): ParsedCodes {
  const seen = new Set<string>();
  let duplicates = 0;
  let invalid = 0;
  let isOverLimit = false;
  try {
    parse(text, {
      bom: true,
      trim: true,
      relax_column_count: true,
      skip_empty_lines: true,
      on_record: (record: string[], { records }) => {
        // csv-parse's trim leaves spaces inside quotes; a code never starts or ends with one.
        const code = (record[0] ?? '').trim();
        if (code === '' && record.every((field) => field.trim() === '')) return null;
        if (records === 1 && code.toLowerCase() === HEADER) return null;
        if (!isValidVoucherCode(code)) invalid++;
        else if (seen.has(code)) duplicates++;
        else if (seen.size >= MAX_CODES_PER_POOL) isOverLimit = true;
        else seen.add(code);
        return null;
      },
    });
  } catch (error) {
    if (error instanceof CsvError) {
      throw new AppError('VALIDATION_FAILED', 400, `The file is not valid CSV: ${error.message}`);
    }
    throw error;
  }
  return { codes: [...seen], duplicates, invalid, isOverLimit };
}
