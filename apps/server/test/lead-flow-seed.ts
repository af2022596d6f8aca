import { randomUUID } from 'node:crypto';
import { newCampaignDocument } from '@gc/contracts/campaign-document-defaults';
import { WHEEL_DEFAULTS } from '@gc/games/spin-the-wheel/definition';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { campaigns, destinations } from '../src/db/schema/index.ts';
import { seedDemoIfEmpty } from '../src/db/seed-demo.ts';
import { campaignSlug } from '../src/modules/campaigns/campaign-slug.ts';
import { cipherOver } from '../src/modules/integrations/credentials-cipher.ts';
import { createKeyring, parseCredentialKeys } from '../src/modules/integrations/credentials-crypto.ts';

/** The key the seeding test and the server processes share (CREDENTIALS_KEYS: `id:` and 32 bytes in base64). */
export const TEST_CREDENTIALS_KEYS = `test:${Buffer.alloc(32, 7).toString('base64')}`;
export const WEBHOOK_SECRET = 'whsec_lead_flow_processes_test';
export const SEED_PASSWORD = 'Lead-Flow-Password-1!';

/**
 * `count` leads of one campaign, each with a pending delivery to a webhook at `url`, written straight
 * to the database as registrations would leave them (the outbox), due at once. For the process tests
 * and the benchmark, where thousands of registrations through the API would only measure the API.
 */
export async function seedLeadsToDeliver(db: Db, url: string, count: number) {
  const seeded = await seedDemoIfEmpty(db, SEED_PASSWORD);
  const companyId =
    seeded?.companyId ??
    (
      (await db.execute(
        sql`select id from companies where parent_id is null order by created_at limit 1`,
      )) as unknown as {
        rows: { id: string }[];
      }
    ).rows[0]?.id;
  if (!companyId) throw new Error('no company');
  const name = `Lead flow ${randomUUID().slice(0, 8)}`;
  const [campaign] = await db
    .insert(campaigns)
    .values({
      companyId,
      name,
      type: 'spin-the-wheel',
      status: 'ACTIVE',
      languages: ['en'],
      slug: campaignSlug(name),
      templateId: 'default',
      document: newCampaignDocument({
        languages: ['en'],
        registrationType: '',
        game: { version: 1, settings: WHEEL_DEFAULTS },
      }),
    })
    .returning({ id: campaigns.id });
  const [destination] = await db
    .insert(destinations)
    .values({
      companyId,
      kind: 'webhook',
      name: 'Sink',
      settings: { url },
      credentials: cipherOver(createKeyring(parseCredentialKeys(TEST_CREDENTIALS_KEYS))).encrypt(
        { secret: WEBHOOK_SECRET },
        companyId,
      ),
    })
    .returning({ id: destinations.id });
  await db.execute(sql`
    with created as (
      insert into leads (company_id, campaign_id, email, language, source)
      select ${companyId}, ${campaign.id}, 'lead-' || n || '@sink.test', 'en', 'form' from generate_series(1, ${count}) n
      returning id
    )
    insert into lead_deliveries (company_id, campaign_id, lead_id, destination_id)
    select ${companyId}, ${campaign.id}, id, ${destination.id} from created`);
  return { companyId, campaignId: campaign.id, destinationId: destination.id };
}

export async function deliveryCounts(db: Db, destinationId: string) {
  const result = (await db.execute(
    sql`select status, count(*)::int as n from lead_deliveries where destination_id = ${destinationId} group by status`,
  )) as unknown as { rows: { status: string; n: number }[] };
  return Object.fromEntries(result.rows.map((r) => [r.status, r.n])) as Record<string, number>;
}
