import { DEFAULT_FIELD_MAPPINGS } from '@gc/contracts/integration-connectors';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServiceAnswer, sampleLead, startService } from '../../../../test/connector-service.ts';
import { error, fakeHubspot, READ_ONLY_TOKEN, TOKEN } from '../../../../test/fake-hubspot.ts';
import type { FieldMapping } from '../connector.ts';
import { MASK } from './http-attempt.ts';
import { hubspotConnector } from './hubspot.ts';

const mapping = [...DEFAULT_FIELD_MAPPINGS.hubspot, { from: 'custom.loyaltyTier', to: 'loyalty_tier' }] as FieldMapping;
const credentials = { accessToken: TOKEN };

let service: Awaited<ReturnType<typeof startService>> | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

async function start() {
  const hubspot = fakeHubspot();
  service = await startService(hubspot.handle);
  return { hubspot, service };
}

describe('HubSpot contacts connector', () => {
  it('creates the contact by e-mail with the mapped properties, then updates it when the player comes back', async () => {
    const { hubspot, service } = await start();
    const first = await hubspotConnector.deliver(
      sampleLead(),
      { settings: {}, credentials, mapping },
      service.context(),
    );
    expect(first).toMatchObject({ ok: true, retryable: false, status: 200, error: null });
    const sent = JSON.parse(service.received[0]?.body ?? '{}');
    expect(sent).toEqual({
      inputs: [
        {
          idProperty: 'email',
          id: 'Greta.Berg@Example.com',
          properties: {
            email: 'Greta.Berg@Example.com',
            firstname: 'Greta',
            lastname: 'Berg',
            phone: '+381641234567',
            address: 'Knez Mihailova 1',
            city: 'Beograd',
            zip: '11000',
            company: 'Berg d.o.o.',
            jobtitle: 'Buyer',
            loyalty_tier: 'gold',
          },
        },
      ],
    });
    expect(JSON.parse(first.responseExcerpt).results[0].new).toBe(true);

    const again = await hubspotConnector.deliver(
      sampleLead({ email: 'greta.berg@example.com', phone: null, city: 'Novi Sad' }),
      { settings: {}, credentials, mapping },
      service.context(),
    );
    expect(again.ok).toBe(true);
    expect(JSON.parse(again.responseExcerpt).results[0].new).toBe(false);
    // One contact; the phone the lead left empty is kept, the new city written.
    expect(hubspot.contacts.size).toBe(1);
    expect(hubspot.contacts.get('greta.berg@example.com')?.properties).toMatchObject({
      phone: '+381641234567',
      city: 'Novi Sad',
    });
  });

  it('logs the request with the token masked, where it went, and how long it took', async () => {
    const { service } = await start();
    const result = await hubspotConnector.deliver(
      sampleLead(),
      { settings: {}, credentials, mapping },
      service.context(),
    );
    expect(service.received[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(result.request).toMatchObject({
      method: 'POST',
      url: 'https://api.hubapi.com/crm/v3/objects/contacts/batch/upsert',
      headers: { authorization: `Bearer ${MASK}` },
    });
    expect(JSON.stringify(result)).not.toContain(TOKEN);
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('refuses for good, in words, a wrong token (401) and a token without the write scope (403)', async () => {
    const { service } = await start();
    const wrong = await hubspotConnector.deliver(
      sampleLead(),
      { settings: {}, credentials: { accessToken: 'pat-eu1-wrong-token' }, mapping },
      service.context(),
    );
    expect(wrong).toMatchObject({ ok: false, retryable: false, status: 401 });
    expect(wrong.error).toMatch(/^HTTP 401: the private app token is invalid.*Authentication credentials not found/);
    const readOnly = await hubspotConnector.deliver(
      sampleLead(),
      { settings: {}, credentials: { accessToken: READ_ONLY_TOKEN }, mapping },
      service.context(),
    );
    expect(readOnly).toMatchObject({ ok: false, retryable: false, status: 403 });
    expect(readOnly.error).toContain('crm.objects.contacts.write');
  });

  it('refuses for good a property the account does not have and an address HubSpot calls invalid (400)', async () => {
    const { service } = await start();
    const unknown = await hubspotConnector.deliver(
      sampleLead(),
      { settings: {}, credentials, mapping: [{ from: 'voucher', to: 'favourite_voucher' }] },
      service.context(),
    );
    expect(unknown).toMatchObject({ ok: false, retryable: false, status: 400 });
    expect(unknown.error).toContain('favourite_voucher');
    const invalid = await hubspotConnector.deliver(
      sampleLead({ email: 'not-an-address' }),
      { settings: {}, credentials, mapping },
      service.context(),
    );
    expect(invalid).toMatchObject({ ok: false, retryable: false, status: 400 });
    expect(invalid.error).toContain('INVALID_EMAIL');
  });

  it('refuses for good a 207 multi-status answer that carries an error for the contact', async () => {
    const { hubspot, service } = await start();
    hubspot.answerWith({
      status: 207,
      body: {
        status: 'COMPLETE',
        results: [],
        numErrors: 1,
        errors: [{ status: 'error', category: 'VALIDATION_ERROR', message: 'Property values were not valid' }],
      },
    });
    const result = await hubspotConnector.deliver(
      sampleLead(),
      { settings: {}, credentials, mapping },
      service.context(),
    );
    expect(result).toMatchObject({
      ok: false,
      retryable: false,
      status: 207,
      error: 'HTTP 207: Property values were not valid',
    });
  });

  it('tries again later after a rate limit (429), a lock (423), a server error (500) and a gateway timeout page (504)', async () => {
    const { hubspot, service } = await start();
    const answers: ServiceAnswer[] = [
      error(429, 'RATE_LIMITS', 'You have reached your ten_secondly_rolling limit.', {
        policyName: 'TEN_SECONDLY_ROLLING',
      }),
      error(423, 'LOCKED', 'Resource is locked; try again in 2 seconds'),
      error(500, 'INTERNAL_ERROR', 'internal error'),
      { status: 504, body: '<html><body>Gateway timeout</body></html>', contentType: 'text/html' },
    ];
    for (const answer of answers) {
      hubspot.answerWith(answer);
      const result = await hubspotConnector.deliver(
        sampleLead(),
        { settings: {}, credentials, mapping },
        service.context(),
      );
      expect(result, String(answer.status)).toMatchObject({ ok: false, retryable: true, status: answer.status });
    }
  });

  it('tries again later when no answer comes in time, and keeps an excerpt of at most 2,000 characters', async () => {
    const { hubspot, service } = await start();
    hubspot.answerWith('hang');
    const timedOut = await hubspotConnector.deliver(
      sampleLead(),
      { settings: {}, credentials, mapping },
      service.context(200),
    );
    expect(timedOut).toMatchObject({ ok: false, retryable: true, status: null, responseExcerpt: '' });
    expect(timedOut.error).toMatch(/timed out/);
    expect(timedOut.durationMs).toBeGreaterThanOrEqual(150);

    hubspot.answerWith({ status: 502, body: 'x'.repeat(10_000), contentType: 'text/html' });
    const long = await hubspotConnector.deliver(
      sampleLead(),
      { settings: {}, credentials, mapping },
      service.context(),
    );
    expect(long.responseExcerpt).toHaveLength(2000);
  });

  it('tries again later when the service is down (connection refused)', async () => {
    const { service } = await start();
    const context = service.context();
    await service.close();
    const result = await hubspotConnector.deliver(sampleLead(), { settings: {}, credentials, mapping }, context);
    expect(result).toMatchObject({ ok: false, retryable: true, status: null });
    expect(result.error).toMatch(/^no answer/);
  });

  it('checks what an editor saves', () => {
    expect(hubspotConnector.parseCredentials({ accessToken: ` ${TOKEN} ` })).toEqual({ accessToken: TOKEN });
    expect(() => hubspotConnector.parseCredentials({ accessToken: 'short' })).toThrow();
    expect(hubspotConnector.parseSettings({})).toEqual({});
    expect(() => hubspotConnector.parseSettings({ portal: 1 })).toThrow();
  });
});
