import type { DemoOffer, DemoOfferForm, DemoOfferStatus } from '@gc/contracts/offers';
import type { DemoOfferRow } from './offers.repo.ts';

export function toDemoOffer(row: DemoOfferRow): DemoOffer {
  return {
    ...toDemoOfferForm(row),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** The public register-demo form's view: no dates, no creator, no company. */
export function toDemoOfferForm(row: DemoOfferRow): DemoOfferForm {
  return {
    uuid: row.id,
    companyName: row.companyName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    demoDays: row.demoDays,
    status: row.status as DemoOfferStatus,
  };
}
