import { newCampaignDocument } from '@gc/contracts/campaign-document-defaults';
import { WHEEL_DEFAULTS, type WheelSettings } from '@gc/games/spin-the-wheel/definition';
import type { Database } from '../../apps/server/src/db/client.ts';
import { campaignReleases, campaigns } from '../../apps/server/src/db/schema/index.ts';

type RawClient = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/** The driver's own client (pg.Pool or PGlite; both answer query(text, params) with { rows }). */
export const rawClient = (database: Database) => (database.db as unknown as { $client: RawClient }).$client;

/**
 * A wheel campaign as publishing leaves it, written straight into the tables: release 1 holding the
 * document, the campaign ACTIVE since a minute ago and pointing at it, slug `bench-wheel`. No
 * registration (`noDelivery`), so the page goes from the introduction to the wheel.
 */
export async function publishBenchWheel(
  database: Database,
  companyId: string,
  settings: WheelSettings = WHEEL_DEFAULTS,
  /** The registration form and its options instead of no registration (bench/registration-timing.ts). */
  registration?: { requiresEmailVerification: boolean },
): Promise<{ id: string; slug: string }> {
  const document = newCampaignDocument({
    languages: ['en'],
    registrationType: registration ? '' : 'noDelivery',
    game: { version: 1, settings },
  });
  if (registration) document.registrationOptions.requiresEmailVerification = registration.requiresEmailVerification;
  const [campaign] = await database.db
    .insert(campaigns)
    .values({
      companyId,
      name: registration
        ? `Bench wheel ${registration.requiresEmailVerification ? 'verified' : 'form'}`
        : 'Bench wheel',
      type: 'spin-the-wheel',
      status: 'DRAFT',
      languages: ['en'],
      slug: registration
        ? `bench-wheel-${registration.requiresEmailVerification ? 'verified' : 'form'}`
        : 'bench-wheel',
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
      campaignType: 'spin-the-wheel',
      document,
      publishOptions: { mode: 1, debugModeEnabled: false, cookieless: false, analytics: { level: 1 } },
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
