import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvField, csvLine } from './csv-line.ts';
import { csvSafe } from './csv-safe.ts';

/**
 * What the export wrote through csv-stringify before, the bytes a user's CRM import already reads, with
 * one fix: a lone line break inside a value is quoted too (quote_record_delimiter; with the CRLF
 * record delimiter csv-stringify only quotes a whole CRLF, and a bare LF split the lead's row in Excel).
 */
const viaCsvStringify = (cells: (string | number | null)[]) =>
  stringify([cells.map((value) => (typeof value === 'string' ? csvSafe(value) : (value ?? '')))], {
    record_delimiter: 'windows',
    quote_record_delimiter: true,
  });

const TRICKY = [
  '',
  'plain',
  'Zürich',
  'a,b',
  'say "hi"',
  '"',
  '""',
  'line\nbreak',
  'carriage\rreturn',
  'windows\r\nline',
  ' leading and trailing ',
  '=HYPERLINK("http://x","y")',
  '+41791234567',
  '-5',
  '@SUM(A1)',
  '\tx',
  '\rx',
  "'already quoted",
  'semi;colon',
  '😀 emoji, with comma',
];

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['', ''],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('csvField and line breaks', () => {
  it('quotes a lone LF or CR, so that an address on two lines stays one record in a spreadsheet', () => {
    const line = csvLine(['Main street 1\nBuilding B', 'x']);
    expect(line).toBe('"Main street 1\nBuilding B",x\r\n');
    expect(csvLine(['a\rb'])).toBe('"a\rb"\r\n');
  });
});

describe('csvCell', () => {
  it('guards against formula injection and writes null as an empty cell, numbers as they are', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(-3)).toBe('-3');
  });
});

describe('csvLine', () => {
  it.each(TRICKY)('writes %j exactly as csv-stringify did', (value) => {
    expect(csvLine([value, 1, null, value])).toBe(viaCsvStringify([value, 1, null, value]));
  });

  it('writes a whole record of tricky values as csv-stringify did', () => {
    expect(csvLine([...TRICKY, 0, 42, null])).toBe(viaCsvStringify([...TRICKY, 0, 42, null]));
  });
});
