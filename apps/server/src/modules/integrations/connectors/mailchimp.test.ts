import { createHash } from 'node:crypto';
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
import { mailchimpConnector } from './mailchimp.ts';

const API_KEY = '0123456789abcdef0123456789abcdef-us21';
const AUDIENCE = 'a1b2c3d4e5';
const FORGOTTEN = 'forgotten@example.com';

const problem = (status: number, title: string, detail: string, errors?: object[]): ServiceAnswer => ({
  status,
  contentType: 'application/problem+json; charset=utf-8',
  body: {
    type: 'https://mailchimp.com/developer/marketing/docs/errors/',
    title,
    status,
    detail,
    instance: '3b4dcb40-0b6b-4820-bfaa-41267b3826ea',
    ...(errors ? { errors } : {}),
  },
});

type Member = { email_address: string; status: string; merge_fields: Record<string, unknown> };

/**
 * Mailchimp's "add or update list member" as documented: PUT /3.0/lists/{list_id}/members/{subscriber_hash}
 * (MD5 of the lower-cased address), Basic auth with any user name and the API key as password,
 * status_if_new required for a new member, merge_fields by tag (a required one missing is refused),
 * and problem+json errors ({ type, title, status, detail, instance }).
 */
function fakeMailchimp() {
  const members = new Map<string, Member>();
  let override: ServiceAnswer | null = null;
  const handle = (request: ReceivedRequest): ServiceAnswer => {
    if (override) return override;
    const [user, key] = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':');
    if (!user || key !== API_KEY) {
      return problem(
        401,
        'API Key Invalid',
        "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
      );
    }
    const match = /^\/3\.0\/lists\/([^/]+)\/members\/([0-9a-f]{32})$/.exec(request.path);
    if (request.method !== 'PUT' || !match)
      return problem(405, 'Method Not Allowed', 'The requested method and resource are not compatible.');
    if (match[1] !== AUDIENCE) return problem(404, 'Resource Not Found', 'The requested resource could not be found.');
    const body = JSON.parse(request.body) as {
      email_address?: string;
      status_if_new?: string;
      status?: string;
      merge_fields?: Record<string, unknown>;
    };
    const email = body.email_address ?? '';
    if (createHash('md5').update(email.toLowerCase()).digest('hex') !== match[2]) {
      return problem(400, 'Invalid Resource', 'The resource submitted could not be validated.', [
        { field: 'email_address', message: 'does not match the subscriber hash' },
      ]);
    }
    if (email.toLowerCase() === FORGOTTEN) {
      return problem(
        400,
        'Forgotten Email Not Subscribed',
        `${email} was permanently deleted and cannot be re-imported. The contact must re-subscribe to get back on the list.`,
      );
    }
    const existing = members.get(match[2] ?? '');
    const mergeFields = { ...existing?.merge_fields, ...body.merge_fields };
    if (!existing) {
      if (!['subscribed', 'unsubscribed', 'cleaned', 'pending', 'transactional'].includes(body.status_if_new ?? '')) {
        return problem(
          400,
          'Invalid Resource',
          "The resource submitted could not be validated. For field-specific details, see the 'errors' array.",
          [{ field: 'status_if_new', message: 'Data did not match any of the schemas described in anyOf.' }],
        );
      }
      if (!mergeFields.FNAME)
        return problem(400, 'Invalid Resource', 'Your merge fields were invalid.', [
          { field: 'FNAME', message: 'Please enter a value' },
        ]);
    }
    const member = {
      email_address: email,
      status: body.status ?? existing?.status ?? body.status_if_new ?? '',
      merge_fields: mergeFields,
    };
    members.set(match[2] ?? '', member);
    return { status: 200, body: { id: match[2], list_id: AUDIENCE, ...member } };
  };
  return {
    members,
    handle,
    answerWith: (answer: ServiceAnswer | null) => {
      override = answer;
    },
  };
}

const mapping = [...DEFAULT_FIELD_MAPPINGS.mailchimp, { from: 'custom.points', to: 'POINTS' }] as FieldMapping;
const destination = (settings = { audienceId: AUDIENCE, doubleOptIn: false }) => ({
  settings,
  credentials: { apiKey: API_KEY },
  mapping,
});
const hashOf = (email: string) => createHash('md5').update(email.toLowerCase()).digest('hex');

let service: Awaited<ReturnType<typeof startService>> | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});
async function start() {
  const mailchimp = fakeMailchimp();
  service = await startService(mailchimp.handle);
  return { mailchimp, service };
}

describe('Mailchimp audience members connector', () => {
  it("puts the member at its subscriber hash on the key's data centre, with merge fields, subscribed when the lead consented", async () => {
    const { mailchimp, service } = await start();
    const result = await mailchimpConnector.deliver(sampleLead(), destination(), service.context());
    expect(result).toMatchObject({ ok: true, retryable: false, status: 200, error: null });
    expect(result.request.url).toBe(
      `https://us21.api.mailchimp.com/3.0/lists/${AUDIENCE}/members/${hashOf('greta.berg@example.com')}`,
    );
    expect(result.request.method).toBe('PUT');
    expect(JSON.parse(service.received[0]?.body ?? '{}')).toEqual({
      email_address: 'Greta.Berg@Example.com',
      status_if_new: 'subscribed',
      merge_fields: { FNAME: 'Greta', LNAME: 'Berg', PHONE: '+381641234567', POINTS: 120 },
    });
    expect(mailchimp.members.get(hashOf('greta.berg@example.com'))?.status).toBe('subscribed');
  });

  it("adds a lead without newsletter consent as a transactional contact, pending with double opt-in, and never changes an existing member's status", async () => {
    const { mailchimp, service } = await start();
    await mailchimpConnector.deliver(
      sampleLead({ email: 'no@example.com', consent: { terms: true, privacy: true, newsletter: false } }),
      destination(),
      service.context(),
    );
    await mailchimpConnector.deliver(
      sampleLead({ email: 'none@example.com', consent: null }),
      destination(),
      service.context(),
    );
    await mailchimpConnector.deliver(
      sampleLead({ email: 'double@example.com' }),
      destination({ audienceId: AUDIENCE, doubleOptIn: true }),
      service.context(),
    );
    expect(mailchimp.members.get(hashOf('no@example.com'))?.status).toBe('transactional');
    expect(mailchimp.members.get(hashOf('none@example.com'))?.status).toBe('transactional');
    expect(mailchimp.members.get(hashOf('double@example.com'))?.status).toBe('pending');

    // The subscriber plays again without ticking the box: updated, still subscribed.
    await mailchimpConnector.deliver(sampleLead(), destination(), service.context());
    const again = await mailchimpConnector.deliver(
      sampleLead({ consent: { terms: true, privacy: true, newsletter: false }, firstName: 'Margareta' }),
      destination(),
      service.context(),
    );
    expect(again.ok).toBe(true);
    expect(JSON.parse(service.received.at(-1)?.body ?? '{}')).not.toHaveProperty('status');
    expect(mailchimp.members.get(hashOf('greta.berg@example.com'))?.status).toBe('subscribed');
  });

  it('sends the key as Basic auth and logs it masked', async () => {
    const { service } = await start();
    const result = await mailchimpConnector.deliver(sampleLead(), destination(), service.context());
    expect(service.received[0]?.headers.authorization).toMatch(/^Basic /);
    expect(result.request.headers.authorization).toBe(`Basic ${MASK}`);
    const logged = JSON.stringify(result);
    expect(logged).not.toContain(API_KEY);
    expect(logged).not.toContain(Buffer.from(`gamecampaigns:${API_KEY}`).toString('base64'));
  });

  it('refuses for good a wrong key (401), an unknown audience (404), invalid merge fields and a forgotten address (400)', async () => {
    const { service } = await start();
    const wrongKey = await mailchimpConnector.deliver(
      sampleLead(),
      { ...destination(), credentials: { apiKey: 'ffffffffffffffffffffffffffffffff-us21' } },
      service.context(),
    );
    expect(wrongKey).toMatchObject({ ok: false, retryable: false, status: 401 });
    expect(wrongKey.error).toMatch(/^HTTP 401: the API key is invalid.*API Key Invalid/);

    const unknownAudience = await mailchimpConnector.deliver(
      sampleLead(),
      destination({ audienceId: 'ffffffffff', doubleOptIn: false }),
      service.context(),
    );
    expect(unknownAudience).toMatchObject({ ok: false, retryable: false, status: 404 });
    expect(unknownAudience.error).toContain('audience ID');

    const noName = await mailchimpConnector.deliver(
      sampleLead({ email: 'anon@example.com', firstName: null }),
      destination(),
      service.context(),
    );
    expect(noName).toMatchObject({ ok: false, retryable: false, status: 400 });
    expect(noName.error).toBe('HTTP 400: Invalid Resource: Your merge fields were invalid: FNAME Please enter a value');

    const forgotten = await mailchimpConnector.deliver(
      sampleLead({ email: FORGOTTEN }),
      destination(),
      service.context(),
    );
    expect(forgotten).toMatchObject({ ok: false, retryable: false, status: 400 });
    expect(forgotten.error).toContain('Forgotten Email Not Subscribed');
  });

  it('counts "Member Exists" as delivered', async () => {
    const { mailchimp, service } = await start();
    mailchimp.answerWith(
      problem(
        400,
        'Member Exists',
        'greta.berg@example.com is already a list member. Use PUT to insert or update list members.',
      ),
    );
    const result = await mailchimpConnector.deliver(sampleLead(), destination(), service.context());
    expect(result).toMatchObject({ ok: true, status: 400, error: null });
  });

  it('tries again later after too many requests (429) and server errors (500, 503)', async () => {
    const { mailchimp, service } = await start();
    for (const answer of [
      problem(429, 'Too Many Requests', 'You have exceeded the limit of 10 simultaneous connections.'),
      problem(
        500,
        'Internal Server Error',
        'An unexpected internal error has occurred. Please contact Support for more information.',
      ),
      { status: 503, body: '<html>Service Unavailable</html>', contentType: 'text/html' },
    ]) {
      mailchimp.answerWith(answer);
      const result = await mailchimpConnector.deliver(sampleLead(), destination(), service.context());
      expect(result, String(answer.status)).toMatchObject({ ok: false, retryable: true, status: answer.status });
    }
  });

  it('reports, without sending anything, a stored key that names no data centre', async () => {
    const { service } = await start();
    const result = await mailchimpConnector.deliver(
      sampleLead(),
      { ...destination(), credentials: { apiKey: 'no-dc' } },
      service.context(),
    );
    expect(result).toMatchObject({ ok: false, retryable: false, status: null });
    expect(result.error).toContain('data centre');
    expect(service.received).toHaveLength(0);
  });

  it('checks what an editor saves: the key must name its data centre', () => {
    expect(mailchimpConnector.parseCredentials({ apiKey: ` ${API_KEY}` })).toEqual({ apiKey: API_KEY });
    expect(() => mailchimpConnector.parseCredentials({ apiKey: '0123456789abcdef0123456789abcdef' })).toThrow();
    expect(mailchimpConnector.parseSettings({ audienceId: AUDIENCE })).toEqual({
      audienceId: AUDIENCE,
      doubleOptIn: false,
    });
    expect(() => mailchimpConnector.parseSettings({ audienceId: '../lists' })).toThrow();
  });
});
