import type { ReceivedRequest, ServiceAnswer } from './connector-service.ts';

/**
 * A fake HubSpot account for the connector's tests (connectors/hubspot.test.ts) and the e2e
 * (e2e/integration-connectors.e2e.ts, served by startService on a local port).
 */
export const TOKEN = 'pat-eu1-11111111-2222-3333-4444-555555555555';
export const READ_ONLY_TOKEN = 'pat-eu1-99999999-2222-3333-4444-555555555555';
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

export const error = (status: number, category: string, message: string, extra: object = {}): ServiceAnswer => ({
  status,
  body: { status: 'error', message, correlationId: 'aeb5f871-7f07-4993-9211-075dc63e7cbf', category, ...extra },
});

/**
 * HubSpot's "create or update a batch of contacts by unique property values" as documented: Bearer
 * token, inputs of { id, idProperty, properties } with string values, a 200 batch answer whose results
 * say whether each contact is new, and its error bodies ({ status, message, correlationId, category }).
 */
export function fakeHubspot() {
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
