import type { OutboxMail } from '@gc/contracts/outbox';
import { expect } from 'vitest';
import type { apiClient } from './api-client.ts';

export const OUTBOX = '/api/v1/admin/outbox';

type Api = ReturnType<typeof apiClient>;

/** The mails to an address, newest first, as a super admin sees them listed (secrets hidden). */
export async function listedMailsTo(api: Api, superAdminToken: string, address: string): Promise<OutboxMail[]> {
  const response = await api.get(`${OUTBOX}?size=100`, superAdminToken);
  expect(response.status).toBe(200);
  return response.body.data.items.filter((mail: OutboxMail) => mail.to === address);
}

/**
 * The newest mail to an address in full, through a super admin's audited reveal, and its first link:
 * how a reset or invitation link is handed over when there is no SMTP server.
 */
export async function revealedLinkTo(
  api: Api,
  superAdminToken: string,
  address: string,
): Promise<{ mail: OutboxMail; url: URL; token: string }> {
  const [listed] = await listedMailsTo(api, superAdminToken, address);
  if (!listed) throw new Error(`no mail to ${address}`);
  const revealed = await api.request('POST', `${OUTBOX}/${listed.id}/reveal`, { token: superAdminToken });
  expect(revealed.status).toBe(200);
  const mail = revealed.body.data as OutboxMail;
  const href = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!href) throw new Error(`no link in: ${mail.text}`);
  const url = new URL(href);
  return { mail, url, token: url.searchParams.get('token') ?? '' };
}
