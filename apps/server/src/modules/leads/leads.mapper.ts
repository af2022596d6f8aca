import type { Lead } from '@gc/contracts/leads';

type LeadRow = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  externalUserId: string | null;
  language: string;
  createdAt: Date;
  plays: number | null;
  prizeName: string | null;
  voucherCode: string | null;
};

/** The one place a lead row becomes its API shape; consent, IP and idempotency key stay inside. */
export function toLeadResponse(row: LeadRow): Lead {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    userId: row.externalUserId,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    plays: row.plays ?? 0,
    prizeName: row.prizeName,
    voucherCode: row.voucherCode,
  };
}
