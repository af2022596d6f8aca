import { newCampaignDocument } from '@gc/contracts/campaign-document-defaults';
import type { Database } from '../../apps/server/src/db/client.ts';
import { campaignReleases, campaigns, prizePools } from '../../apps/server/src/db/schema/index.ts';

type RawClient = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/** The driver's own client (pg.Pool or PGlite; both answer query(text, params) with { rows }). */
export const rawClient = (database: Database) => (database.db as unknown as { $client: RawClient }).$client;

export type BenchGame = {
  /** The campaign type (`spin-the-wheel`, `quiz`, …) and its game settings. */
  type: string;
  settings: unknown;
  /** The campaign's slug and name; each bench campaign of a company needs its own. */
  slug: string;
  name: string;
  /** The registration form and its options instead of no registration (bench/registration-timing.ts). */
  registration?: { requiresEmailVerification: boolean };
};

/**
 * A campaign as publishing leaves it, written straight into the tables: release 1 holding the
 * document, the campaign ACTIVE since a minute ago and pointing at it. Without `registration` the
 * registration type is `noDelivery`, so the page goes from the introduction to the game.
 */
export async function publishBenchGame(
  database: Database,
  companyId: string,
  game: BenchGame,
): Promise<{ id: string; slug: string }> {
  const { registration } = game;
  const document = newCampaignDocument({
    languages: ['en'],
    registrationType: registration ? '' : 'noDelivery',
    game: { version: 1, settings: game.settings },
  });
  if (registration) document.registrationOptions.requiresEmailVerification = registration.requiresEmailVerification;
  const [campaign] = await database.db
    .insert(campaigns)
    .values({
      companyId,
      name: game.name,
      type: game.type,
      status: 'DRAFT',
      languages: ['en'],
      slug: game.slug,
      templateId: 'default',
      document,
    })
    .returning({ id: campaigns.id, slug: campaigns.slug });
  const [release] = await database.db
    .insert(campaignReleases)
    .values({
      companyId,
      campaignId: campaign.id,
      number: 1,
      campaignType: game.type,
      document,
      // BENCH_ANALYTICS_LEVEL: the level published (issue 16: the throughput with level 3 on).
      publishOptions: {
        mode: 1,
        debugModeEnabled: false,
        cookieless: false,
        analytics: { level: Number(process.env.BENCH_ANALYTICS_LEVEL ?? 1) },
      },
      publishedBy: 'bench',
    })
    .returning({ id: campaignReleases.id });
  await rawClient(database).query(
    `update campaigns set status = 'ACTIVE', current_release_id = $1, start_date = now() - interval '1 minute'
     where id = $2`,
    [release.id, campaign.id],
  );
  return campaign;
}

/** A prize pool of `codes` numbered voucher codes (`<prefix>-000001`, …), made by generate_series. */
export async function addBenchPool(database: Database, companyId: string, codes: number, prefix: string) {
  const [pool] = await database.db
    .insert(prizePools)
    .values({ companyId, name: `${prefix} voucher`, description: 'One free coffee', hasCodes: true, stockTotal: codes })
    .returning({ id: prizePools.id });
  await rawClient(database).query(
    `insert into voucher_codes (pool_id, company_id, seq, code)
     select $1, $2, g, $4 || '-' || lpad(g::text, 6, '0') from generate_series(1, $3::int) g`,
    [pool.id, companyId, codes, prefix],
  );
  return pool.id;
}
