import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app.ts';

export const LOYALTY = '/api/v1/loyalty';

/** Builder calls of the loyalty API as one user (a bearer token), answering the parsed body. */
export function loyaltyApi(t: TestApp, accessToken: string) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
    const response = await t.app.inject({
      method,
      url: `${LOYALTY}${url}`,
      headers: { authorization: `Bearer ${accessToken}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: a test reads the answers' fields loosely
    return { status: response.statusCode, body: response.json() as { data: any; detail?: string; violations?: any[] } };
  };
  return {
    call,
    async addIntegration(key = `program-${randomUUID().slice(0, 8)}`) {
      const created = await call('POST', '/integrations', { key, name: `Program ${key}`, endpointUrl: '' });
      if (created.status !== 201) throw new Error(`integration: ${created.status} ${JSON.stringify(created.body)}`);
      return created.body.data as { id: string; key: string };
    },
    submitForm: (campaignId: string, outcomeId: string, form: unknown) =>
      call('PUT', `/campaigns/${campaignId}/outcomes/${outcomeId}`, form),
    credit: (integrationId: string, clientUserId: string, points: number) =>
      call('POST', `/integrations/${integrationId}/credits`, { clientUserId, points }),
  };
}
