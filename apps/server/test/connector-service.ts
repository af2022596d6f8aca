import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DeliveryContext, LeadPayload } from '../src/modules/integrations/connector.ts';

export type ReceivedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
export type ServiceAnswer = { status: number; body?: unknown; contentType?: string };

/**
 * A real HTTP server on a random local port standing in for a service (HubSpot, Mailchimp, Zapier):
 * the handler implements the service's documented request checks and answers. `fetch` sends what a
 * connector addresses to the real host (api.hubapi.com, us21.api.mailchimp.com, hooks.zapier.com) to
 * this server instead, path and query unchanged, so the connector's own URL building is what is tested.
 */
export async function startService(handler: (request: ReceivedRequest) => ServiceAnswer | 'hang') {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const answer = handler(request);
      if (answer === 'hang') return;
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
      res.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json; charset=utf-8' });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const routed: typeof fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return fetch(`${origin}${url.pathname}${url.search}`, init);
  };
  return {
    origin,
    received,
    /** A delivery context whose fetch reaches this server, bounded like the flow's (timeoutMs). */
    context(timeoutMs = 5000): DeliveryContext {
      return {
        idempotencyKey: 'delivery-1',
        now: new Date('2026-11-24T12:00:00Z'),
        fetch: (input, init) => routed(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A lead as the flow builds it, with every field filled; override what a test is about. */
export function sampleLead(overrides: Partial<LeadPayload> = {}): LeadPayload {
  return {
    leadId: '5d1e7a52-0c8e-4b7b-9a35-2f6f2f1c9a10',
    companyId: '0b6f3c8e-8d7e-4a55-9a9e-0f2d0b1c2d3e',
    campaign: { id: '7a0c9a53-6a8e-4c0f-8d39-3d1f5a9b2c11', name: 'Winter wheel', type: 'spinTheWheel' },
    createdAt: '2026-11-24T11:59:00.000Z',
    email: 'Greta.Berg@Example.com',
    firstName: 'Greta',
    lastName: 'Berg',
    phone: '+381641234567',
    address: 'Knez Mihailova 1',
    postalCode: '11000',
    city: 'Beograd',
    birthDate: '1990-05-17',
    jobTitle: 'Buyer',
    companyName: 'Berg d.o.o.',
    externalUserId: null,
    language: 'sr',
    consent: { terms: true, privacy: true, newsletter: true },
    outcome: { id: 'b3c0f7e2-1d2a-4c5b-8e9f-0a1b2c3d4e5f', name: 'Free coffee', isWin: true },
    prize: { id: 'c4d1a8f3-2e3b-4d6c-9f0a-1b2c3d4e5f60', name: 'Coffee voucher' },
    voucher: 'COFFEE-42',
    surveyAnswers: [],
    customAttributes: { loyaltyTier: 'gold', points: 120 },
    ...overrides,
  };
}
