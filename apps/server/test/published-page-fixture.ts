import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { LanguageCode } from '@gc/contracts/languages';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DatabaseKind } from '../src/db/client.ts';
import { NO_PRIZE_SECTORS, type PublishingSeed, seedPublishing } from './publishing-fixture.ts';

export type PublishedPage = {
  s: PublishingSeed;
  slug: string;
  campaignId: string;
  /** GET a URL of the app as a browser would, with the given request headers. */
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/**
 * A live wheel at /p/{slug}, served from a player build made of the given files (path in the dist
 * folder → content; index.html at least), with the given texts per language. Its sectors give
 * nothing and say so, so that the publish checklist lets it go live.
 */
export async function publishedPage(
  kind: DatabaseKind,
  options: {
    name: string;
    distFiles: Record<string, string>;
    texts: Partial<Record<LanguageCode, Record<string, string>>>;
  },
): Promise<PublishedPage> {
  const dist = mkdtempSync(join(tmpdir(), 'gc-published-page-'));
  for (const [path, content] of Object.entries(options.distFiles)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  const s = await seedPublishing(kind, { PLAYER_DIST: dist });
  const draft = await s.newDraft({ name: options.name, languages: Object.keys(options.texts) as LanguageCode[] });
  const campaignId = draft.campaign.id;
  const settings = { ...(draft.document.game.settings as object), sectors: NO_PRIZE_SECTORS };
  const saved = await s.save(campaignId, { game: { ...draft.document.game, settings }, texts: options.texts });
  expect(saved.status).toBe(200);
  expect((await s.publish(campaignId)).status).toBe(200);
  return {
    s,
    slug: draft.campaign.slug,
    campaignId,
    get: (url, headers = {}) => s.t.app.inject({ method: 'GET', url, headers }),
    close: async () => {
      await s.t.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
