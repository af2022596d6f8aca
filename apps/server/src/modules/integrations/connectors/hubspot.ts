import {
  type HubspotCredentials,
  type HubspotSettings,
  hubspotCredentialsSchema,
  hubspotSettingsSchema,
} from '@gc/contracts/integration-connectors';
import type { AttemptResult, Connector } from '../connector.ts';
import { applyFieldMapping } from './field-mapping.ts';
import { type Answer, isRetryableStatus, noAnswer, parseJson, sendRequest, toAttemptResult } from './http-attempt.ts';

export const HUBSPOT_API = 'https://api.hubapi.com';
/**
 * "Create or update a batch of contacts by unique property values": one input, identified by its e-mail
 * (idProperty email), so a returning player updates the contact instead of failing with 409 "Contact
 * already exists" as a plain create would.
 */
export const HUBSPOT_UPSERT_PATH = '/crm/v3/objects/contacts/batch/upsert';

type HubspotError = {
  message?: string;
  category?: string;
  errors?: { message?: string }[];
  numErrors?: number;
};

function hubspotMessage(body: string): string | null {
  const parsed = parseJson(body) as HubspotError | undefined;
  if (!parsed || typeof parsed !== 'object') return null;
  return parsed.errors?.[0]?.message ?? parsed.message ?? null;
}

/** Why HubSpot refused, in words an editor can act on (the service's own message follows). */
const REASONS: Record<number, string> = {
  401: 'the private app token is invalid or was rotated; paste a new one',
  403: 'the private app lacks the crm.objects.contacts.write scope',
  404: 'HubSpot does not know this address',
};

/** What HubSpot's answer means for the lead (documented errors: developers.hubspot.com/docs/api-reference/error-handling). */
export function classifyHubspotAnswer(answer: Answer): AttemptResult {
  const { status, body } = answer;
  if (status === null) return noAnswer(answer);
  if (status >= 200 && status < 300) {
    // 207 Multi-Status carries per-input errors; with one input any error means this lead was not written.
    const parsed = parseJson(body) as HubspotError | undefined;
    if (parsed && (parsed.numErrors ?? 0) > 0) {
      return toAttemptResult(answer, {
        ok: false,
        retryable: false,
        error: `HTTP ${status}: ${hubspotMessage(body) ?? 'HubSpot refused the contact'}`,
      });
    }
    return toAttemptResult(answer, { ok: true });
  }
  const message = hubspotMessage(body);
  const reason = REASONS[status];
  const text = [reason, message].filter(Boolean).join(': ') || 'HubSpot refused the contact';
  return toAttemptResult(answer, { ok: false, retryable: isRetryableStatus(status), error: `HTTP ${status}: ${text}` });
}

/** HubSpot's property values are strings (checkboxes "true"/"false", dates YYYY-MM-DD). */
function toProperties(fields: Record<string, string | number | boolean>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));
}

export const hubspotConnector: Connector<HubspotSettings, HubspotCredentials> = {
  kind: 'hubspot',
  parseSettings: (input) => hubspotSettingsSchema.parse(input),
  parseCredentials: (input) => hubspotCredentialsSchema.parse(input),
  async deliver(lead, { credentials, mapping }, context) {
    const email = lead.email.trim();
    const properties = { ...toProperties(applyFieldMapping(lead, mapping)), email };
    const token = credentials.accessToken;
    const answer = await sendRequest(
      context,
      {
        method: 'POST',
        url: `${context.serviceOrigins?.hubspot ?? HUBSPOT_API}${HUBSPOT_UPSERT_PATH}`,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ inputs: [{ idProperty: 'email', id: email, properties }] }),
      },
      [token],
    );
    return classifyHubspotAnswer(answer);
  },
};
