import type { CreateDemoOfferRequest, DemoOffer, DemoOfferForm } from '@gc/contracts/offers';
import { createDemoOfferRequestSchema } from '@gc/contracts/offers';
import type { Page } from '@gc/contracts/paging';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { demoOfferEmail } from '../emails/templates.ts';
import { toDemoOffer, toDemoOfferForm } from './offers.mapper.ts';
import { findDemoOffer, insertDemoOffer, listDemoOffers, markDemoOfferSent } from './offers.repo.ts';

export const offerNotFound = () => new AppError('OFFER_NOT_FOUND', 404, 'This demo offer does not exist.');
export const offerCompleted = () =>
  new AppError('OFFER_COMPLETED', 409, 'This demo offer has been used already: its demo account is open.');

/** Demo offers and their links work only while the demo setting is on (DEMO_ENABLED, spec §9). */
export function assertDemoEnabled(ctx: Pick<AppContext, 'config'>): void {
  if (!ctx.config.isDemoEnabled) {
    throw new AppError('DEMO_DISABLED', 404, 'Demo accounts are not offered here.');
  }
}

/** The register-demo link of an offer: its uuid is the secret that opens the demo. */
export const registerDemoLink = (ctx: Pick<AppContext, 'config'>, uuid: string) =>
  `${ctx.config.publicUrl}/register-demo?uuid=${uuid}`;

export async function listOffers(ctx: AppContext, query: { page: number; size: number }): Promise<Page<DemoOffer>> {
  const { items, total } = await listDemoOffers(ctx.db, query);
  return { items: items.map(toDemoOffer), total, page: query.page, size: query.size };
}

export async function getOffer(ctx: AppContext, uuid: string): Promise<DemoOffer> {
  const row = await findDemoOffer(ctx.db, uuid);
  if (!row) throw offerNotFound();
  return toDemoOffer(row);
}

/** The public view for /register-demo?uuid=…: what the form needs, and the status (COMPLETED sends it away). */
export async function getOfferForm(ctx: AppContext, uuid: string): Promise<DemoOfferForm> {
  assertDemoEnabled(ctx);
  const row = await findDemoOffer(ctx.db, uuid);
  if (!row) throw offerNotFound();
  return toDemoOfferForm(row);
}

export async function createOffer(ctx: AppContext, actor: Actor, input: CreateDemoOfferRequest): Promise<DemoOffer> {
  assertDemoEnabled(ctx);
  const values = createDemoOfferRequestSchema.parse(input);
  return toDemoOffer(await insertDemoOffer(ctx.db, { ...values, createdBy: actor.userId }));
}

/**
 * E-mails the offer's link to its person through the outbox, in the transaction that marks it SENT
 * (a resend mails it again). A COMPLETED offer is not sent: its link no longer registers anything.
 */
export async function sendOffer(ctx: AppContext, uuid: string): Promise<DemoOffer> {
  assertDemoEnabled(ctx);
  const sent = await ctx.db.transaction(async (tx) => {
    const existing = await findDemoOffer(tx, uuid);
    if (!existing) throw offerNotFound();
    const row = await markDemoOfferSent(tx, uuid);
    if (!row) throw offerCompleted();
    await ctx.mailer.enqueue(tx, {
      companyId: null,
      to: row.email,
      ...demoOfferEmail(registerDemoLink(ctx, row.id), row.firstName, row.companyName, row.demoDays),
      secrets: [row.id],
    });
    return row;
  });
  ctx.mailer.kick();
  return toDemoOffer(sent);
}
