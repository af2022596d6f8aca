import type { APIRequestContext } from '@playwright/test';
import type { Role } from '../packages/contracts/src/roles.ts';
import { bearerFor } from './api-seed.ts';
import { DEMO_PASSWORD, emailFor, expect } from './fixtures.ts';

/**
 * An account of its own for a journey that changes what an account remembers (first log-in, failed
 * log-ins): invited as the user admin, password set from the e-mailed link. Without SMTP the invitation
 * waits in the outbox with its link hidden; a super admin's (recorded) reveal shows it. With `companyId`
 * the super admin invites into that company (a journey that changes what a company remembers).
 */
export async function freshAccount(
  request: APIRequestContext,
  label: string,
  {
    roles = ['EDITOR'],
    invitedBy = 'USER_ADMIN',
    companyId,
  }: { roles?: Role[]; invitedBy?: Role; companyId?: string } = {},
): Promise<string> {
  const email = `${label}-${Date.now()}@example.test`;
  const inCompany = companyId ? `?companyViewId=${companyId}` : '';
  const invited = await request.post(`/api/v1/user-management/users${inCompany}`, {
    headers: await bearerFor(request, emailFor(companyId ? 'SUPER_ADMIN' : invitedBy)),
    data: { email, firstName: 'Fre', lastName: 'Sh', roles },
  });
  expect(invited.status()).toBe(201);

  const superAdmin = await bearerFor(request, emailFor('SUPER_ADMIN'));
  const outbox = await request.get('/api/v1/admin/outbox?page=0&size=100', { headers: superAdmin });
  expect(outbox.status()).toBe(200);
  const mails = (await outbox.json()).data.items as { id: string; to: string }[];
  const mailId = mails.find((mail) => mail.to === email)?.id;
  const revealed = await request.post(`/api/v1/admin/outbox/${mailId}/reveal`, { headers: superAdmin });
  expect(revealed.status()).toBe(200);
  const token = ((await revealed.json()).data.text as string).match(/reset\?token=([\w-]+)/)?.[1];
  expect(token).toBeTruthy();

  const saved = await request.post('/api/v1/user-management/users/reset-password', {
    data: { token, password: DEMO_PASSWORD },
  });
  expect(saved.status()).toBe(200);
  return email;
}
