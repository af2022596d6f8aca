import { csvSafe } from './csv-safe.ts';

/** A value that has to be quoted: it holds the delimiter, a quote or a line break (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field as RFC 4180 and Excel read it: quoted, with its quotes doubled, only where the value
 * holds a comma, a quote or a line break; as it is otherwise. The same bytes csv-stringify writes with
 * its default options (csv-line.test.ts compares the two), without its per-field option handling.
 */
export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A cell of an export: text made safe from formula injection (csvSafe), a number, or empty for null. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  return typeof value === 'string' ? csvField(csvSafe(value)) : String(value);
}

/** One record: its cells joined by commas, ended by CRLF (the line end Excel expects). */
export function csvLine(cells: readonly (string | number | null)[]): string {
  let line = '';
  for (let index = 0; index < cells.length; index++) {
    if (index > 0) line += ',';
    line += csvCell(cells[index]);
  }
  return `${line}\r\n`;
}
