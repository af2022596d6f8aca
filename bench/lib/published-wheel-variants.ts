import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/db/seed-demo.ts';
import { publishBenchWheel } from './bench-wheel.ts';
import { type ListeningApp, listeningApp } from './listening-app.ts';

/** A server of the published wheel: `label` says which build it serves. */
export type PageVariant = { label: string; origin: string };

/**
 * The player's build without its first-page renderer (dist/.ssr): the server then sends the page as it
 * did before issue 18 (the head only, an empty root, the style sheet linked), to measure against.
 */
function distWithoutFirstPage(playerDist: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'gc-bench-player-dist-'));
  cpSync(playerDist, dir, { recursive: true, filter: (source) => !source.startsWith(join(playerDist, '.ssr')) });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Publishes a wheel without registration (introduction, then the wheel) in a fresh PGlite with the demo
 * company, and serves it from two real servers on free ports: before (the build less its first-page
 * renderer) and after (this build, the first page in the HTML). Each has loaded the campaign and made its
 * page once before `measure` runs (the renderer loads on the first page: not what a run measures).
 */
export async function withPublishedWheel<T>(
  playerDist: string,
  measure: (path: string, variants: PageVariant[]) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gc-bench-published-'));
  const database = await openDatabase({ kind: 'pglite' });
  const plain = distWithoutFirstPage(playerDist);
  const apps: ListeningApp[] = [];
  try {
    const seed = await seedDemoIfEmpty(database.db, 'Bench-Password-2026!');
    if (!seed) throw new Error('expected an empty database');
    const { slug } = await publishBenchWheel(database, seed.companyId);
    const variants: PageVariant[] = [];
    for (const [label, dist] of [
      ['before (no first page)', plain.dir],
      ['after (first page served)', playerDist],
    ]) {
      const app = await listeningApp(database, { DATA_DIR: dataDir, PLAYER_DIST: dist });
      apps.push(app);
      // A measure would score an error page just as well: the campaign must load first.
      const campaign = await fetch(`${app.origin}/api/play/campaigns/${slug}`);
      if (!campaign.ok)
        throw new Error(`the published campaign does not load: ${campaign.status} ${await campaign.text()}`);
      await fetch(`${app.origin}/p/${slug}`, { headers: { 'accept-language': 'en' } });
      variants.push({ label, origin: app.origin });
    }
    return await measure(`/p/${slug}`, variants);
  } finally {
    for (const { app } of apps) await app.close();
    await database.close();
    plain.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
