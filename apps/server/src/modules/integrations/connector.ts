/**
 * The contract between the lead flow (which decides when and how often a lead is delivered) and a
 * destination's connector (which knows one service's request shape). The flow builds one LeadPayload
 * per lead and delivery, hands it to the destination's connector with the destination's settings and
 * its decrypted credentials, and records what the connector reports as one attempt in the delivery log.
 * A connector never retries, sleeps or queues: that is the flow's job (pg-boss, backoff, dead letter).
 */

import { LEAD_FIELD_NAMES } from '@gc/contracts/integration-connectors';

/** Everything a destination may receive about one lead (issue 15: the universal lead flow). */
export type LeadPayload = {
  /** The lead's id: stable across attempts and replays, so a destination can de-duplicate on it. */
  leadId: string;
  companyId: string;
  campaign: { id: string; name: string; type: string };
  /** ISO 8601 UTC. */
  createdAt: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  jobTitle: string | null;
  companyName: string | null;
  externalUserId: string | null;
  language: string;
  consent: { terms: boolean; privacy: boolean; newsletter: boolean } | null;
  /** The lead's latest play's result; null when it has not played (yet). */
  outcome: { id: string; name: string; isWin: boolean } | null;
  prize: { id: string; name: string } | null;
  voucher: string | null;
  /** A survey play's answers: the question's id and text (in the lead's language), the answer as text. */
  surveyAnswers: { questionId: string; question: string; answer: string }[];
  /** The outcome's custom attributes (§3), flattened: attributeIdentifier → value. */
  customAttributes: Record<string, string | number>;
};

/**
 * The lead fields a field mapping can pick from (custom attributes are picked as `custom.<identifier>`):
 * the contracts' list, which the builder's mapping editor offers too.
 */
export const LEAD_FIELDS = LEAD_FIELD_NAMES;
export type LeadField = (typeof LEAD_FIELDS)[number] | `custom.${string}`;

/** One row of a destination's field mapping: which lead field fills which of the destination's fields. */
export type FieldMapping = { from: LeadField; to: string }[];

export type DeliveryContext = {
  /** One key per delivery (not per attempt): the destination can drop a repeated attempt. */
  idempotencyKey: string;
  /** The delivery's time, for signatures; injected so tests can fix it. */
  now: Date;
  /** Injected so tests and the flow can bound it; the flow passes a fetch with a timeout. */
  fetch: typeof fetch;
  /**
   * A service's API origin in place of its public one (HUBSPOT_API_URL): a sandbox proxy, or the e2e's
   * local fake service. Unset: the service's own (https://api.hubapi.com).
   */
  serviceOrigins?: { hubspot?: string };
};

/** What one attempt did, as the delivery log shows it. */
export type AttemptResult = {
  /** Delivered: the destination took the lead (2xx, or "already exists" where the service says so). */
  ok: boolean;
  /** Worth another attempt later (network error, timeout, 408, 429, 5xx); false for 4xx that repeat. */
  retryable: boolean;
  /** The request as sent, with credentials replaced by "••••••••" (the log shows it). */
  request: { method: string; url: string; headers: Record<string, string>; body: string };
  /** Null when no answer came (network error, timeout). */
  status: number | null;
  /** The first 2,000 characters of the answer's body. */
  responseExcerpt: string;
  durationMs: number;
  /** A readable reason when not ok ("timed out after 10 s", "HTTP 401: invalid API key"). */
  error: string | null;
};

export interface Connector<Settings, Credentials> {
  kind: string;
  /** Validates what an editor saves (zod schemas from packages/contracts, shared with the builder form). */
  parseSettings(input: unknown): Settings;
  parseCredentials(input: unknown): Credentials;
  deliver(
    lead: LeadPayload,
    destination: { settings: Settings; credentials: Credentials; mapping: FieldMapping },
    context: DeliveryContext,
  ): Promise<AttemptResult>;
}
