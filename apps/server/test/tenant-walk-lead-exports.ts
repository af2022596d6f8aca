import { expect } from 'vitest';
import { createFileStorage } from '../src/lib/file-storage/create-file-storage.ts';
import { runLeadExportSlice } from '../src/modules/exports/lead-export-runner.ts';
import type { TestApp } from './test-app.ts';

/**
 * Company A's background leads export (issue 16), started by its editor and written to the end (its
 * file holds A's leads), so that the walk aims at a finished export: readable, downloadable, deletable.
 */
export async function seedLeadExport(t: TestApp, editorToken: string): Promise<string[]> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/v1/leads/exports',
    headers: { authorization: `Bearer ${editorToken}` },
    payload: {},
  });
  expect(started.statusCode, started.body).toBe(202);
  const { id } = started.json().data as { id: string };
  const storage = createFileStorage(t.ctx.config);
  const options = { partRows: 10_000, sliceMs: 60_000, leaseMs: 60_000 };
  expect(await runLeadExportSlice(t.ctx.db, storage, id, options)).toBe('done');
  return [id];
}
