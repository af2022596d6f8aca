import { api } from '../../lib/api-client.ts';

/** The demo company accepts the EULA (spec §7 accept-EULA/{id}); the id is the acting company's. */
export const acceptEula = (companyId: string) =>
  api<{ companyId: string; eulaAcceptedAt: string }>(`/user-management/offer/accept-EULA/${companyId}`, {
    method: 'POST',
    body: { isAccepted: true },
  });
