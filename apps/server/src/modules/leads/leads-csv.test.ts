import { describe, expect, it, vi } from 'vitest';
import { csvSafe } from './csv-safe.ts';
import type { ExportLead } from './latest-result.ts';
import { leadsCsv } from './leads-csv.ts';
import { leadsCsvHeader } from './leads-csv-headers.ts';

const row = (email: string): ExportLead => ({
  id: '00000000-0000-4000-8000-000000000001',
  email,
  firstName: null,
  lastName: null,
  phone: null,
  externalUserId: null,
  language: 'en',
  registeredAt: '2025-01-01T00:00:00.000Z',
  cursorAt: '2025-01-01 00:00:00+00',
  address: null,
  postalCode: null,
  city: null,
  birthDate: null,
  jobTitle: null,
  companyName: null,
  source: 'form',
  newsletter: false,
  plays: 0,
  wins: 0,
  prizeName: null,
  voucherCode: null,
  result: null,
  resultReleaseId: null,
  latestResult: null,
});

async function read(stream: NodeJS.ReadableStream) {
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text;
}

describe('csvSafe', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+41791234567', "'+41791234567"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
  ])('prefixes %j', (value, expected) => {
    expect(csvSafe(value)).toBe(expected);
  });

  it.each(['ana@example.com', 'a=b', 'x-y', '', "'quoted"])('leaves %j alone', (value) => {
    expect(csvSafe(value)).toBe(value);
  });
});

describe('leadsCsv', () => {
  it('writes the BOM and header, then one CRLF line per row', async () => {
    async function* batches() {
      yield [row('a@example.com')];
      yield [row('b@example.com')];
    }
    const text = await read(leadsCsv(batches(), 'en', () => {}));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(`\ufeff${leadsCsvHeader('en').join(',')}`);
    expect(lines.slice(1, 3).map((line) => line.split(',')[1])).toEqual(['a@example.com', 'b@example.com']);
    expect(lines[3]).toBe('');
  });

  it('fails the stream (not a clean end) when a batch fails, and reports it', async () => {
    const onError = vi.fn();
    async function* batches() {
      yield [row('a@example.com')];
      throw new Error('connection lost');
    }
    await expect(read(leadsCsv(batches(), 'en', onError))).rejects.toThrow('connection lost');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'connection lost' }));
  });

  it('stops reading batches when the download is abandoned', async () => {
    let batchesRead = 0;
    async function* batches() {
      for (;;) {
        batchesRead++;
        yield [row('a@example.com')];
      }
    }
    const stream = leadsCsv(batches(), 'en', () => {});
    for await (const _chunk of stream) {
      if (batchesRead >= 3) break;
    }
    expect(stream.destroyed).toBe(true);
    const seen = batchesRead;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(batchesRead).toBe(seen);
  });
});
