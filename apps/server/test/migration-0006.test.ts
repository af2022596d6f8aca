import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrations = new URL('../src/db/migrations', import.meta.url).pathname;

/** The migrations folder as it was before `tag`: the journal cut there. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'gc-migrations-'));
  cpSync(migrations, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const cut = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

describe('migration 0006 (game-neutral plays)', () => {
  const client = new PGlite();
  const folder = migrationsBefore('0006_game_neutral_plays');
  afterAll(async () => {
    await client.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("moves each play's sector into its result and drops the sector", async () => {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folder });
    const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    const other = '00000000-0000-4000-8000-0000000000ff';
    await client.query(
      `insert into plays (id, company_id, campaign_id, release_id, play_day, page, sector_id)
       values ($1, $3, $3, $3, '2026-11-20', 'win', 'sector-3'), ($2, $3, $3, $3, '2026-11-20', 'lose', null)`,
      [...ids, other],
    );
    await migrate(db, { migrationsFolder: migrations });
    const { rows } = await client.query<{ id: string; result: unknown }>('select id, result from plays order by id');
    expect(rows).toEqual([
      { id: ids[0], result: { sectorId: 'sector-3' } },
      { id: ids[1], result: null },
    ]);
    const { rows: columns } = await client.query(
      "select column_name from information_schema.columns where table_name = 'plays' and column_name = 'sector_id'",
    );
    expect(columns).toEqual([]);
  });
});
