import { randomBytes } from 'node:crypto';
import { customAttributeSchemaSchema } from '@gc/contracts/custom-attributes';
import type {
  CampaignDestinations,
  DeliveryDetail,
  DeliveryLog,
  Destination,
  DestinationAlert,
  DestinationCreated,
  DestinationInput,
  DestinationUpdate,
  LeadDelivery,
} from '@gc/contracts/integrations';
import { and, eq, sql } from 'drizzle-orm';
import { companies, destinations } from '../../db/schema/index.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { findCompanyCampaign } from '../campaigns/campaigns.repo.ts';
import { toAttempt } from './attempt-log.ts';
import { connectorFor } from './connector-registry.ts';
import {
  campaignDestinationIds,
  countCompanyDestinations,
  type DeliveryRow,
  type DestinationRow,
  destinationHealth,
  FAILING_FOR_MINUTES,
  FAILING_LATEST_DEAD,
  findDelivery,
  findDestination,
  type HealthRow,
  listAttempts,
  listDeliveries,
  listDestinations,
  replayDead,
  setCampaignDestinationIds,
} from './destinations.repo.ts';
import { urlRefusal } from './url-guard.ts';

type Ctx = Pick<AppContext, 'db' | 'integrations' | 'config'>;

const destinationNotFound = () => notFound('Destination');
const iso = (value: Date | string) => new Date(value).toISOString();
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, message, { violations: [{ field, message }] });

function isFailing(health: HealthRow | undefined, now = Date.now()): boolean {
  if (!health) return false;
  if (health.latest_dead >= FAILING_LATEST_DEAD) return true;
  return health.failing_since !== null && now - new Date(health.failing_since).getTime() > FAILING_FOR_MINUTES * 60_000;
}

/** A destination as answered: never its credentials, only whether there are some. */
function toDestination(row: DestinationRow, health: HealthRow | undefined): Destination {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    settings: row.settings as Record<string, unknown>,
    mapping: row.mapping as Destination['mapping'],
    hasCredentials: row.credentials !== null,
    isPaused: row.isPaused,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    health: {
      pending: health?.pending ?? 0,
      delivered: health?.delivered ?? 0,
      dead: health?.dead ?? 0,
      isFailing: isFailing(health),
    },
  };
}

function connectorOf(kind: string) {
  const connector = connectorFor(kind);
  if (!connector) throw invalid('kind', `Unknown destination kind "${kind}"`);
  return connector;
}

/** Settings and credentials checked by the kind's connector: a bad value is the editor's 400, never a 500. */
function checked<T>(field: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] }).issues;
    const first = issues?.[0];
    throw invalid(first ? [field, ...first.path.map(String)].join('.') : field, first?.message ?? 'Invalid value');
  }
}

/**
 * The addresses a destination's requests go to, as saved: a webhook's URL. (The services' hosts are
 * fixed by their connectors; every request is checked again before each attempt.)
 */
async function refuseInternalUrls(deps: Ctx, kind: string, settings: unknown): Promise<void> {
  if (kind !== 'webhook') return;
  const url = (settings as { url?: unknown }).url;
  if (typeof url !== 'string') return;
  const refusal = await urlRefusal(url, { allowPrivate: deps.config.leadDelivery.allowPrivateUrls });
  if (refusal) throw invalid('settings.url', `This URL cannot receive leads: ${refusal}.`);
}

export async function getDestinations(deps: Ctx, actor: Actor): Promise<Destination[]> {
  const [rows, health] = await Promise.all([
    listDestinations(deps.db, actor.companyId),
    destinationHealth(deps.db, actor.companyId),
  ]);
  const byId = new Map(health.map((h) => [h.destination_id, h]));
  return rows.map((row) => toDestination(row, byId.get(row.id)));
}

async function destinationOf(deps: Ctx, actor: Actor, id: string): Promise<DestinationRow> {
  const row = await findDestination(deps.db, actor.companyId, id);
  if (!row) throw destinationNotFound();
  return row;
}

export async function getDestination(deps: Ctx, actor: Actor, id: string): Promise<Destination> {
  const row = await destinationOf(deps, actor, id);
  const [health] = await destinationHealth(deps.db, actor.companyId, id);
  return toDestination(row, health);
}

/**
 * Creates a destination. A webhook without a secret gets a generated one, answered this once (the
 * builder shows it after saving); nothing answers it again.
 */
export async function createDestination(deps: Ctx, actor: Actor, input: DestinationInput): Promise<DestinationCreated> {
  const connector = connectorOf(input.kind);
  const settings = checked('settings', () => connector.parseSettings(input.settings));
  await refuseInternalUrls(deps, input.kind, settings);
  let generated: string | null = null;
  let rawCredentials = input.credentials;
  if (input.kind === 'webhook' && !rawCredentials?.secret) {
    generated = `whsec_${randomBytes(24).toString('base64url')}`;
    rawCredentials = { secret: generated };
  }
  const credentials = checked('credentials', () => connector.parseCredentials(rawCredentials ?? {}));
  const cipher = await deps.integrations.cipher();
  const [row] = await deps.db
    .insert(destinations)
    .values({
      companyId: actor.companyId,
      kind: input.kind,
      name: input.name,
      settings,
      credentials: cipher.encrypt(credentials, actor.companyId),
      mapping: input.mapping,
    })
    .returning();
  if (!row) throw new Error('destination insert returned nothing');
  return { ...toDestination(row, undefined), secret: generated };
}

export async function updateDestination(
  deps: Ctx,
  actor: Actor,
  id: string,
  input: DestinationUpdate,
): Promise<Destination> {
  const row = await destinationOf(deps, actor, id);
  const connector = connectorOf(row.kind);
  const values: Partial<typeof destinations.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) values.name = input.name;
  if (input.settings !== undefined) {
    values.settings = checked('settings', () => connector.parseSettings(input.settings));
    await refuseInternalUrls(deps, row.kind, values.settings);
  }
  if (input.mapping !== undefined) values.mapping = input.mapping;
  if (input.credentials !== undefined) {
    const credentials = checked('credentials', () => connector.parseCredentials(input.credentials));
    values.credentials = (await deps.integrations.cipher()).encrypt(credentials, actor.companyId);
  }
  await deps.db
    .update(destinations)
    .set(values)
    .where(and(eq(destinations.companyId, actor.companyId), eq(destinations.id, id)));
  return getDestination(deps, actor, id);
}

export async function deleteDestination(deps: Ctx, actor: Actor, id: string): Promise<void> {
  await destinationOf(deps, actor, id);
  await deps.db.delete(destinations).where(and(eq(destinations.companyId, actor.companyId), eq(destinations.id, id)));
}

/** The pause switch: a paused destination keeps its deliveries pending; resuming sends them. */
export async function setPaused(deps: Ctx, actor: Actor, id: string, isPaused: boolean): Promise<Destination> {
  await destinationOf(deps, actor, id);
  await deps.db
    .update(destinations)
    .set({ isPaused, updatedAt: sql`now()` })
    .where(and(eq(destinations.companyId, actor.companyId), eq(destinations.id, id)));
  if (!isPaused) deps.integrations.kick();
  return getDestination(deps, actor, id);
}

async function campaignOf(deps: Ctx, actor: Actor, campaignId: string) {
  const row = await findCompanyCampaign(deps.db, actor.companyId, campaignId);
  if (!row || row.status === 'DELETED') throw notFound('Campaign');
  return row;
}

export async function getCampaignDestinations(
  deps: Ctx,
  actor: Actor,
  campaignId: string,
): Promise<CampaignDestinations> {
  await campaignOf(deps, actor, campaignId);
  return { destinationIds: await campaignDestinationIds(deps.db, actor.companyId, campaignId) };
}

export async function putCampaignDestinations(
  deps: Ctx,
  actor: Actor,
  campaignId: string,
  input: CampaignDestinations,
): Promise<CampaignDestinations> {
  await campaignOf(deps, actor, campaignId);
  const ids = [...new Set(input.destinationIds)];
  if ((await countCompanyDestinations(deps.db, actor.companyId, ids)) !== ids.length) {
    throw invalid('destinationIds', 'Choose destinations of this company.');
  }
  await deps.db.transaction((tx) => setCampaignDestinationIds(tx, actor.companyId, campaignId, ids));
  return { destinationIds: ids };
}

function toDelivery(row: DeliveryRow): LeadDelivery {
  return {
    id: row.id,
    leadId: row.lead_id,
    campaignId: row.campaign_id,
    email: row.email,
    status: row.status as LeadDelivery['status'],
    attempts: row.attempts,
    lastStatus: row.last_status,
    lastError: row.last_error,
    createdAt: iso(row.created_at),
    deliveredAt: row.delivered_at === null ? null : iso(row.delivered_at),
  };
}

export async function deliveryLog(
  deps: Ctx,
  actor: Actor,
  destinationId: string,
  query: { page: number; size: number; status?: string },
): Promise<DeliveryLog> {
  await destinationOf(deps, actor, destinationId);
  const { rows, total } = await listDeliveries(deps.db, actor.companyId, destinationId, query);
  return { items: rows.map(toDelivery), total, page: query.page, size: query.size };
}

export async function deliveryDetail(
  deps: Ctx,
  actor: Actor,
  destinationId: string,
  deliveryId: string,
): Promise<DeliveryDetail> {
  const row = await findDelivery(deps.db, actor.companyId, destinationId, deliveryId);
  if (!row) throw notFound('Delivery');
  const attempts = await listAttempts(deps.db, actor.companyId, deliveryId);
  return {
    ...toDelivery(row),
    attemptsLog: attempts.map((a) => ({ ...toAttempt(a), deliveryId: a.deliveryId })),
  };
}

/** Sends a dead delivery again, with the same idempotency key. */
export async function replayDelivery(
  deps: Ctx,
  actor: Actor,
  destinationId: string,
  deliveryId: string,
): Promise<LeadDelivery> {
  const replayed = await replayDead(deps.db, actor.companyId, destinationId, deliveryId);
  const row = await findDelivery(deps.db, actor.companyId, destinationId, deliveryId);
  if (!row) throw notFound('Delivery');
  if (replayed === 0) throw new AppError('DELIVERY_NOT_DEAD', 409, 'Only a dead-lettered delivery can be replayed.');
  deps.integrations.kick();
  return toDelivery(row);
}

export async function replayAllDead(deps: Ctx, actor: Actor, destinationId: string): Promise<{ replayed: number }> {
  await destinationOf(deps, actor, destinationId);
  const replayed = await replayDead(deps.db, actor.companyId, destinationId);
  if (replayed > 0) deps.integrations.kick();
  return { replayed };
}

/** The dashboard's alert: the company's destinations that keep failing. */
export async function failingDestinations(deps: Ctx, actor: Actor): Promise<DestinationAlert[]> {
  const [rows, health] = await Promise.all([
    listDestinations(deps.db, actor.companyId),
    destinationHealth(deps.db, actor.companyId),
  ]);
  const byId = new Map(health.map((h) => [h.destination_id, h]));
  return rows
    .filter((row) => isFailing(byId.get(row.id)))
    .map((row) => {
      const h = byId.get(row.id);
      return {
        destinationId: row.id,
        name: row.name,
        dead: h?.dead ?? 0,
        failingSince: h?.failing_since ? iso(h.failing_since) : null,
      };
    });
}

/**
 * The custom outcome attributes a field mapping can pick (`custom.<identifier>`): every attribute name
 * of the company's schema (§3), each once, in the schema's order. Editors map fields; the schema itself
 * is its admins' (companies/custom-attribute-schema.routes.ts), so this answers the names only.
 */
export async function customAttributeIdentifiers(deps: Ctx, actor: Actor): Promise<string[]> {
  const [row] = await deps.db
    .select({ schema: companies.customAttributeSchema })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  const parsed = customAttributeSchemaSchema.safeParse(row?.schema);
  if (!parsed.success) return [];
  return [...new Set(parsed.data.variants.flatMap((variant) => variant.attributes.map((a) => a.name)))];
}
