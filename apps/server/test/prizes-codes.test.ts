import { randomUUID } from 'node:crypto';
import { MAX_CODES_PER_POOL } from '@gc/contracts/prizes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATTERN_ALPHABET } from '../src/modules/prizes/code-pattern.ts';
import { claimPrize } from '../src/modules/prizes/prize-claim.ts';
import { PRIZES, type PrizesSeed, seedPrizes, UNKNOWN_POOL_ID } from './prizes-fixture.ts';
import { DIALECTS } from './test-app.ts';

describe.each(DIALECTS)('voucher codes on %s', (kind) => {
  let s = {} as PrizesSeed;
  beforeAll(async () => {
    s = await seedPrizes(kind);
  });
  afterAll(() => s.t.close());

  const codesUrl = (id: string, query = '') => `${PRIZES}/pools/${id}/codes${query}`;
  const codeList = async (poolId: string) => (await s.codesOf(poolId)).map((row) => [row.seq, row.code]);

  describe('import', () => {
    it('reads the first column of real CSV: quotes, a header, a BOM, blank lines, CRLF and extra columns', async () => {
      const pool = await s.newPool({ name: 'CSV', hasCodes: true });
      const csv = [
        '\uFEFFCode,Note',
        'PLAIN-1,first',
        '"QUOTED,2","with, comma"',
        '  "  SPACED-3  "  ',
        '',
        '   ',
        '"ESC""4"',
        'LAST-5\r',
      ].join('\r\n');
      const response = await s.importCsv(pool.id, csv);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ added: 5, duplicates: 0, invalid: 0 });
      expect(response.body.data.pool).toMatchObject({ stockTotal: 5, codeCount: 5, remaining: 5, issued: 0 });
      expect(await codeList(pool.id)).toEqual([
        [1, 'PLAIN-1'],
        [2, 'QUOTED,2'],
        [3, 'SPACED-3'],
        [4, 'ESC"4'],
        [5, 'LAST-5'],
      ]);
    });

    it('counts repeats in the file and codes already in the pool as duplicates, and numbers new codes on', async () => {
      const pool = await s.poolWithCodes('Duplicates', ['D-1', 'D-2']);
      const response = await s.importCsv(
        pool.id,
        'code\nD-2\nD-3\nD-3\nD-1\nD-4\n',
        s.tokens.SUPER_ADMIN,
        'text/plain',
      );
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ added: 2, duplicates: 3, invalid: 0 });
      expect(response.body.data.pool).toMatchObject({ stockTotal: 4, codeCount: 4 });
      expect(await codeList(pool.id)).toEqual([
        [1, 'D-1'],
        [2, 'D-2'],
        [3, 'D-3'],
        [4, 'D-4'],
      ]);
      // "code" is only a header on the first line; later it is a code like any other.
      const later = await s.importCsv(pool.id, 'D-5\ncode\n');
      expect(later.body.data).toMatchObject({ added: 2 });
    });

    it('counts codes that are too long or hold spaces or control characters as invalid', async () => {
      const pool = await s.newPool({ name: 'Invalid', hasCodes: true });
      const csv = [
        'OK-1',
        'x'.repeat(65),
        'y'.repeat(64),
        '"HAS SPACE"',
        'TAB\tIN',
        'BELL\u0007',
        '"TWO\nLINES"',
        ',other',
        'CAF\uFFFD',
      ].join('\n');
      const response = await s.importCsv(pool.id, csv);
      expect(response.body.data).toMatchObject({ added: 2, duplicates: 0, invalid: 7 });
      expect((await s.codesOf(pool.id)).map((row) => row.code)).toEqual(['OK-1', 'y'.repeat(64)]);
    });

    it('refuses broken CSV, other content types and pools without codes, adding nothing', async () => {
      const pool = await s.poolWithCodes('Refusals', ['R-1']);
      const broken = await s.importCsv(pool.id, 'A\n"unclosed\nB');
      expect(broken.status).toBe(400);
      expect(broken.body.detail).toMatch(/not valid CSV/);
      for (const type of ['application/json', 'application/octet-stream', 'multipart/form-data; boundary=x']) {
        const response = await s.importCsv(
          pool.id,
          type === 'application/json' ? '"R-2"' : 'R-2',
          s.tokens.EDITOR,
          type,
        );
        expect(response.status, type).toBe(415);
      }
      const noCodes = await s.newPool({ name: 'Stock only', stock: 5 });
      const wrongPool = await s.importCsv(noCodes.id, 'X-1');
      expect(wrongPool.status).toBe(409);
      expect(wrongPool.body.code).toBe('POOL_HAS_NO_CODES');
      expect(await codeList(pool.id)).toEqual([[1, 'R-1']]);
      expect(await s.codesOf(noCodes.id)).toEqual([]);
    });

    it('refuses a body over 5 MB with 413', async () => {
      const pool = await s.newPool({ name: 'Too big', hasCodes: true });
      const line = `${'Z'.repeat(63)}\n`;
      const csv = line.repeat(Math.ceil((5 * 1024 * 1024 + 1) / line.length));
      const response = await s.importCsv(pool.id, csv);
      expect(response.status).toBe(413);
      expect(response.body.code).toBe('PAYLOAD_TOO_LARGE');
      expect(await s.codesOf(pool.id)).toEqual([]);
    });

    it(`holds at most ${MAX_CODES_PER_POOL} codes: a larger file, or one that would overfill the pool, adds nothing`, async () => {
      const pool = await s.newPool({ name: 'Too many', hasCodes: true });
      const codes = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join('\n');
      const tooMany = await s.importCsv(pool.id, codes(MAX_CODES_PER_POOL + 1, 'M'));
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.code).toBe('TOO_MANY_CODES');
      expect(tooMany.body.detail).toContain('100,000');
      expect((await s.poolRow(pool.id)).stockTotal).toBe(0);

      const full = await s.importCsv(pool.id, codes(MAX_CODES_PER_POOL - 1, 'M'));
      expect(full.status).toBe(200);
      expect(full.body.data.pool).toMatchObject({
        stockTotal: MAX_CODES_PER_POOL - 1,
        codeCount: MAX_CODES_PER_POOL - 1,
      });
      // Duplicates do not count against the limit; two new codes would.
      const over = await s.importCsv(pool.id, 'M0\nM1\nNEW-1\nNEW-2');
      expect(over.status).toBe(400);
      expect(over.body.code).toBe('TOO_MANY_CODES');
      const last = await s.importCsv(pool.id, 'M0\nM1\nNEW-1');
      expect(last.body.data).toMatchObject({ added: 1, duplicates: 2 });
      expect(last.body.data.pool.codeCount).toBe(MAX_CODES_PER_POOL);
    }, 60_000);

    it('records the counts in the audit', async () => {
      const pool = await s.poolWithCodes('Import audit', ['I-1', 'I-1', 'bad code']);
      const entries = await s.auditOf(pool.id);
      expect(entries.map((entry) => entry.action)).toEqual(['pool.created', 'codes.imported']);
      expect(entries[1]).toMatchObject({ actorEmail: 'editor@demo.test' });
      expect(entries[1].details).toMatchObject({ added: 1, duplicates: 1, invalid: 1, stockBefore: 0, stockAfter: 1 });
    });
  });

  describe('generate', () => {
    const alphabet = `[${PATTERN_ALPHABET}]`;

    it('makes unique codes of the pattern and numbers them after the existing ones', async () => {
      const pool = await s.poolWithCodes('Generated', ['FIRST']);
      const response = await s.generate(pool.id, { pattern: 'WIN-XXXX-##', count: 500 });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ added: 500, duplicates: 0, invalid: 0 });
      expect(response.body.data.pool).toMatchObject({ stockTotal: 501, codeCount: 501 });
      const rows = await s.codesOf(pool.id);
      expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: 501 }, (_, i) => i + 1));
      const generated = rows.slice(1).map((row) => row.code);
      expect(new Set(generated).size).toBe(500);
      for (const code of generated) expect(code).toMatch(new RegExp(`^WIN-${alphabet}{4}-[0-9]{2}$`));
      // Every alphabet character is reachable and nothing else appears (2,000 draws of 32 characters).
      expect(new Set(generated.flatMap((code) => [...code.slice(4, 8)])).size).toBeGreaterThan(28);

      const more = await s.generate(pool.id, { pattern: 'WIN-XXXX-##', count: 100 });
      expect(more.body.data.pool.codeCount).toBe(601);
      expect(new Set((await s.codesOf(pool.id)).map((row) => row.code)).size).toBe(601);
      const [entry] = (await s.auditOf(pool.id)).filter((e) => e.action === 'codes.generated');
      expect(entry.details).toMatchObject({ pattern: 'WIN-XXXX-##', count: 500, added: 500 });
    });

    it('refuses a pattern whose space is too small for the count, with the numbers', async () => {
      const pool = await s.newPool({ name: 'Small space', hasCodes: true });
      for (const [pattern, count] of [
        ['AB##', 20],
        ['ABCD', 1],
        ['xxxx', 1],
        ['X#-#', 3_201],
      ] as const) {
        const response = await s.generate(pool.id, { pattern, count });
        expect(response.status, pattern).toBe(400);
        expect(response.body.code, pattern).toBe('CODE_PATTERN_TOO_SMALL');
      }
      const response = await s.generate(pool.id, { pattern: 'AB##', count: 20 });
      expect(response.body.detail).toBe(
        'The pattern AB## makes only 100 different codes; 20 codes need at least 200. Add more # or X.',
      );
      expect((await s.generate(pool.id, { pattern: 'X#-#', count: 320 })).status).toBe(200);
      // The codes already in the pool count too.
      expect((await s.generate(pool.id, { pattern: 'X#-#', count: 1 })).body.code).toBe('CODE_PATTERN_TOO_SMALL');
    });

    it('refuses bad patterns and counts', async () => {
      const pool = await s.newPool({ name: 'Bad patterns', hasCodes: true });
      for (const body of [
        { pattern: 'ab c####', count: 1 },
        { pattern: 'X#', count: 1 },
        { pattern: 'X'.repeat(65), count: 1 },
        { pattern: 'XXXX####', count: 0 },
        { pattern: 'XXXX####', count: MAX_CODES_PER_POOL + 1 },
        { pattern: 'XXXX####', count: 1.5 },
        { pattern: 'XXXX####' },
      ]) {
        expect((await s.generate(pool.id, body)).status, JSON.stringify(body)).toBe(400);
      }
      const bareString = await s.api.request('POST', `${PRIZES}/pools/${pool.id}/codes/generate`, {
        token: s.tokens.EDITOR,
        body: '"XXXX####"',
        headers: { 'content-type': 'application/json' },
      });
      expect(bareString.status).toBe(400);
      const overfill = await s.poolWithCodes('Nearly full', ['N-1']);
      const tooMany = await s.generate(overfill.id, { pattern: 'XXXXXXXX', count: MAX_CODES_PER_POOL });
      expect(tooMany.body.code).toBe('TOO_MANY_CODES');
      const noCodes = await s.newPool({ name: 'Generate without codes', stock: 1 });
      expect((await s.generate(noCodes.id, { pattern: 'XXXX####', count: 1 })).body.code).toBe('POOL_HAS_NO_CODES');
    });
  });

  describe('list', () => {
    it('pages through the codes in the order winners get them, with search and claim dates', async () => {
      const pool = await s.poolWithCodes('Listed', ['L-A', 'L-B', 'l-c', 'L_D', 'L%E']);
      const claimed = await s.t.ctx.db.transaction((tx) => claimPrize(tx, s.companyId, pool.id, randomUUID()));
      expect(claimed?.voucherCode).toBe('L-A');

      const first = await s.api.get(codesUrl(pool.id, '?size=2'), s.tokens.EDITOR);
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ total: 5, page: 0, size: 2 });
      expect(first.body.data.items.map((item: { code: string }) => item.code)).toEqual(['L-A', 'L-B']);
      expect(Date.parse(first.body.data.items[0].claimedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(first.body.data.items[1].claimedAt).toBeNull();
      const third = await s.api.get(codesUrl(pool.id, '?size=2&page=2'), s.tokens.EDITOR);
      expect(third.body.data.items.map((item: { code: string }) => item.code)).toEqual(['L%E']);

      const search = async (term: string) =>
        (
          await s.api.get(codesUrl(pool.id, `?search=${encodeURIComponent(term)}`), s.tokens.EDITOR)
        ).body.data.items.map((item: { code: string }) => item.code);
      expect(await search('L-C')).toEqual(['l-c']);
      expect(await search('_')).toEqual(['L_D']);
      expect(await search('%')).toEqual(['L%E']);
      expect(await search('nothing')).toEqual([]);
    });

    it('answers 404 for an unknown or foreign pool, 403 to a viewer and 400 to bad paging', async () => {
      const foreign = await s.poolWithCodes('Foreign codes', ['F-1'], s.otherEditor);
      for (const id of [foreign.id, UNKNOWN_POOL_ID]) {
        const response = await s.api.get(codesUrl(id), s.tokens.EDITOR);
        expect(response.status).toBe(404);
        expect(JSON.stringify(response.body)).not.toContain('F-1');
        expect((await s.importCsv(id, 'STOLEN')).status).toBe(404);
        // Whatever the body, a foreign pool is not found before the body is looked at.
        expect(
          (await s.api.post(`${PRIZES}/pools/${id}/codes/import`, { csv: 'STOLEN' }, s.tokens.EDITOR)).status,
        ).toBe(404);
        expect(
          (await s.api.request('POST', `${PRIZES}/pools/${id}/codes/import`, { token: s.tokens.EDITOR })).status,
        ).toBe(404);
        expect((await s.generate(id, { pattern: 'XXXX####', count: 1 })).status).toBe(404);
      }
      expect(await s.codesOf(foreign.id)).toHaveLength(1);
      expect((await s.api.get(codesUrl(foreign.id), s.tokens.VIEWER)).status).toBe(403);
      expect((await s.importCsv(foreign.id, 'X', s.tokens.VIEWER)).status).toBe(403);
      for (const query of ['?size=0', '?size=101', '?page=-1', '?page=x', `?search=${'s'.repeat(300)}`]) {
        expect((await s.api.get(codesUrl(foreign.id, query), s.otherEditor)).status, query).toBe(400);
      }
    });
  });
});
