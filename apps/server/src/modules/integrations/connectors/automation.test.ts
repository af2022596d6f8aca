import { DEFAULT_FIELD_MAPPINGS } from '@gc/contracts/integration-connectors';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ReceivedRequest,
  type ServiceAnswer,
  sampleLead,
  startService,
} from '../../../../test/connector-service.ts';
import type { FieldMapping } from '../connector.ts';
import { zapierConnector } from './automation.ts';
import { MASK } from './http-attempt.ts';

const HOOK = 'https://hooks.zapier.com/hooks/catch/123456/abcdef1/';

/**
 * A Zapier Catch Hook as documented: it takes a POST of JSON at /hooks/catch/{account}/{hook}/ and
 * answers 200 {"id","request_id","attempt","status":"success"} at once (the Zap runs later); the
 * silent variant answers with an empty body; a busy hook answers 429.
 */
function fakeZapier() {
  const caught: unknown[] = [];
  let override: ServiceAnswer | null = null;
  const handle = (request: ReceivedRequest): ServiceAnswer => {
    if (override) return override;
    const match = /^\/hooks\/catch\/(\d+)\/([A-Za-z0-9]+)\/(silent\/)?$/.exec(request.path);
    if (request.method !== 'POST' || !match || match[2] !== 'abcdef1') {
      return { status: 404, body: '<html>Not Found</html>', contentType: 'text/html' };
    }
    caught.push(JSON.parse(request.body));
    if (match[3]) return { status: 200, body: '', contentType: 'text/plain' };
    const id = '5f6de14c-5bd5-4c98-8e58-309c5dc66da0';
    return {
      status: 200,
      body: { id: 'eeb23846-4a68-41d3-94ac-5a36fb3a9df7', request_id: id, attempt: id, status: 'success' },
    };
  };
  return {
    caught,
    handle,
    answerWith: (answer: ServiceAnswer | null) => {
      override = answer;
    },
  };
}

const mapping = [
  ...DEFAULT_FIELD_MAPPINGS.zapier,
  { from: 'custom.loyaltyTier', to: 'tier' },
  { from: 'outcome.isWin', to: 'won' },
] as FieldMapping;

let service: Awaited<ReturnType<typeof startService>> | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});
async function start() {
  const zapier = fakeZapier();
  service = await startService(zapier.handle);
  return { zapier, service };
}

describe('Zapier Catch Hook connector', () => {
  it('posts the mapped fields as one flat JSON object and counts Zapier\'s "success" as delivered', async () => {
    const { zapier, service } = await start();
    const result = await zapierConnector.deliver(
      sampleLead(),
      { settings: {}, credentials: { hookUrl: HOOK }, mapping },
      service.context(),
    );
    expect(result).toMatchObject({ ok: true, retryable: false, status: 200, error: null });
    expect(JSON.parse(result.responseExcerpt).status).toBe('success');
    expect(zapier.caught).toEqual([
      {
        lead_id: '5d1e7a52-0c8e-4b7b-9a35-2f6f2f1c9a10',
        email: 'Greta.Berg@Example.com',
        first_name: 'Greta',
        last_name: 'Berg',
        phone: '+381641234567',
        city: 'Beograd',
        postal_code: '11000',
        campaign: 'Winter wheel',
        outcome: 'Free coffee',
        prize: 'Coffee voucher',
        voucher: 'COFFEE-42',
        newsletter_consent: true,
        created_at: '2026-11-24T11:59:00.000Z',
        tier: 'gold',
        won: true,
      },
    ]);
    expect(service.received[0]?.headers['content-type']).toBe('application/json');
  });

  it("accepts the silent hook's empty answer", async () => {
    const { service } = await start();
    const silent = `${HOOK}silent/`;
    const result = await zapierConnector.deliver(
      sampleLead(),
      { settings: {}, credentials: { hookUrl: silent }, mapping },
      service.context(),
    );
    expect(result).toMatchObject({ ok: true, status: 200, responseExcerpt: '' });
  });

  it("logs the hook's host only: its path is the secret", async () => {
    const { service } = await start();
    const result = await zapierConnector.deliver(
      sampleLead(),
      { settings: {}, credentials: { hookUrl: HOOK }, mapping },
      service.context(),
    );
    expect(result.request.url).toBe(`https://hooks.zapier.com/${MASK}`);
    expect(JSON.stringify(result)).not.toContain('abcdef1');
  });

  it('refuses for good a hook that does not exist (404) and tries again after 429 and 5xx', async () => {
    const { zapier, service } = await start();
    const gone = await zapierConnector.deliver(
      sampleLead(),
      { settings: {}, credentials: { hookUrl: 'https://hooks.zapier.com/hooks/catch/123456/deleted/' }, mapping },
      service.context(),
    );
    expect(gone).toMatchObject({ ok: false, retryable: false, status: 404 });
    expect(gone.error).toContain('Catch Hook URL');
    for (const status of [429, 500, 503]) {
      zapier.answerWith({ status, body: { status: 'error' } });
      const result = await zapierConnector.deliver(
        sampleLead(),
        { settings: {}, credentials: { hookUrl: HOOK }, mapping },
        service.context(),
      );
      expect(result, String(status)).toMatchObject({ ok: false, retryable: true, status });
    }
  });

  it('checks what an editor saves: only a Zapier Catch Hook address', () => {
    expect(
      zapierConnector.parseCredentials({ hookUrl: 'https://hooks.zapier.com/hooks/catch/123456/abcdef1' }),
    ).toEqual({ hookUrl: HOOK });
    for (const hookUrl of [
      'http://hooks.zapier.com/hooks/catch/1/a/',
      'https://evil.test/hooks/catch/1/a/',
      'https://hooks.zapier.com.evil.test/hooks/catch/1/a/',
      'https://127.0.0.1/hooks/catch/1/a/',
    ]) {
      expect(() => zapierConnector.parseCredentials({ hookUrl }), hookUrl).toThrow();
    }
  });
});
