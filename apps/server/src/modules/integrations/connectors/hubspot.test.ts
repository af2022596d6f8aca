import { DEFAULT_FIELD_MAPPINGS } from '@gc/contracts/integration-connectors';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ReceivedRequest,
  type ServiceAnswer,
  sampleLead,
  startService,
} from '../../../../test/connector-service.ts';
import type { FieldMapping } from '../connector.ts';
import { MASK } from './http-attempt.ts';
import { hubspotConnector } from './hubspot.ts';

const TOKEN = 'pat-eu1-11111111-2222-3333-4444-555555555555';
const READ_ONLY_TOKEN = 'pat-eu1-99999999-2222-3333-4444-555555555555';
/** The contact properties the fake account has (HubSpot refuses a property that does not exist). */
const PROPERTIES = new Set([
  'email',
  'firstname',
  'lastname',
  'phone',
  'address',
  'city',
  'zip',
  'company',
  'jobtitle',
  'loyalty_tier',
]);

const error = (status: number, category: string, message: string, extra: object = {}): ServiceAnswer => ({
  status,
  body: { status: 'error', message, correlationId: 'aeb5f871-7f07-4993-9211-075dc63e7cbf', category, ...extra },
});

/**
 * HubSpot's "create or update a batch of contacts by unique property values" as documented: Bearer
 * token, inputs of { id, idProperty, properties } with string values, a 200 batch answer whose results
 * say whether each contact is new, and its error bodies ({ status, message, correlationId, category }).
 */
function fakeHubspot() {
  const contacts = new Map<string, { id: string; properties: Record<string, string> }>();
  let override: ServiceAnswer | 'hang' | null = null;
  const handle = (request: ReceivedRequest): ServiceAnswer | 'hang' => {
    if (override) return override;
    const auth = request.headers.authorization ?? '';
    if (auth !== `Bearer ${TOKEN}` && auth !== `Bearer ${READ_ONLY_TOKEN}`) {
      return error(
        401,
        'INVALID_AUTHENTICATION',
        'Authentication credentials not found. This API supports OAuth 2.0 authentication.',
      );
    }
    if (request.method !== 'POST' || request.path !== '/crm/v3/objects/contacts/batch/upsert') {
      return { status: 404, body: '', contentType: 'text/html' };
    }
    if (auth === `Bearer ${READ_ONLY_TOKEN}`) {
      return error(403, 'MISSING_SCOPES', "This app hasn't been granted all required scopes to make this call.", {
        errors: [
          {
            message: 'One or more of the following scopes are required.',
            context: { requiredGranularScopes: ['crm.objects.contacts.write'] },
          },
        ],
      });
    }
    if (request.headers['content-type'] !== 'application/json')
      return error(415, 'VALIDATION_ERROR', 'Unsupported media type');
    const body = JSON.parse(request.body) as {
      inputs: { id: string; idProperty: string; properties: Record<string, unknown> }[];
    };
    const [input] = body.inputs;
    if (body.inputs.length !== 1 || !input || input.idProperty !== 'email') {
      return error(400, 'VALIDATION_ERROR', 'Unable to perform update/upsert by non-unique property');
    }
    for (const [name, value] of Object.entries(input.properties)) {
      if (!PROPERTIES.has(name)) {
        return error(
          400,
          'VALIDATION_ERROR',
          `Property values were not valid: [{"isValid":false,"message":"Property \\"${name}\\" does not exist","error":"PROPERTY_DOESNT_EXIST","name":"${name}"}]`,
        );
      }
      if (typeof value !== 'string')
        return error(400, 'VALIDATION_ERROR', `Invalid input JSON: ${name} must be a string`);
    }
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(input.id)) {
      return error(
        400,
        'VALIDATION_ERROR',
        `Property values were not valid: [{"isValid":false,"message":"Email address ${input.id} is invalid","error":"INVALID_EMAIL","name":"email"}]`,
      );
    }
    const key = input.id.toLowerCase();
    const existing = contacts.get(key);
    const contact = {
      id: existing?.id ?? String(1000 + contacts.size),
      properties: { ...existing?.properties, ...(input.properties as Record<string, string>) },
    };
    contacts.set(key, contact);
    const now = '2026-11-24T12:00:00.000Z';
    return {
      status: 200,
      body: {
        status: 'COMPLETE',
        results: [
          {
            id: contact.id,
            properties: contact.properties,
            new: !existing,
            createdAt: now,
            updatedAt: now,
            archived: false,
          },
        ],
        startedAt: now,
        completedAt: now,
      },
    };
  };
  return {
    contacts,
    handle,
    answerWith: (answer: ServiceAnswer | 'hang' | null) => {
      override = answer;
    },
  };
}

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
