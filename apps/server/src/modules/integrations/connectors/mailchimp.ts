import { createHash } from 'node:crypto';
import {
  type MailchimpCredentials,
  type MailchimpSettings,
  mailchimpCredentialsSchema,
  mailchimpDataCenter,
  mailchimpSettingsSchema,
} from '@gc/contracts/integration-connectors';
import type { AttemptResult, Connector, LeadPayload } from '../connector.ts';
import { applyFieldMapping } from './field-mapping.ts';
import { type Answer, isRetryableStatus, noAnswer, parseJson, sendRequest, toAttemptResult } from './http-attempt.ts';

/** The API's host for a key's data centre: a key ending in -us21 is served by us21.api.mailchimp.com. */
export const mailchimpApiBase = (dataCenter: string) => `https://${dataCenter}.api.mailchimp.com/3.0`;

/** Mailchimp names a member by the MD5 of the lower-cased address ("subscriber_hash"). */
export const subscriberHash = (email: string) => createHash('md5').update(email.trim().toLowerCase()).digest('hex');

/**
 * The status a new member gets. Only a lead who ticked the newsletter box is subscribed ("pending" with
 * double opt-in: Mailchimp then sends its confirmation e-mail). Everyone else is added as
 * "transactional", Mailchimp's non-subscribed contact: kept in the audience with its fields, never sent
 * a campaign. An existing member's status is never sent (only status_if_new), so a lead without
 * consent does not unsubscribe a subscriber, nor does a play re-subscribe someone who left.
 */
export function statusIfNew(
  lead: LeadPayload,
  settings: MailchimpSettings,
): 'subscribed' | 'pending' | 'transactional' {
  if (lead.consent?.newsletter !== true) return 'transactional';
  return settings.doubleOptIn ? 'pending' : 'subscribed';
}

type MailchimpProblem = { title?: string; detail?: string; errors?: { field?: string; message?: string }[] };

const REASONS: Record<number, string> = {
  401: 'the API key is invalid or was disabled; paste a new one',
  403: 'this API key may not write to the audience',
  404: 'no audience with this ID in the account; check the audience ID',
};

/** What Mailchimp's answer means (problem+json errors: mailchimp.com/developer/marketing/docs/errors). */
export function classifyMailchimpAnswer(answer: Answer): AttemptResult {
  const { status, body } = answer;
  if (status === null) return noAnswer(answer);
  if (status >= 200 && status < 300) return toAttemptResult(answer, { ok: true });
  const problem = (parseJson(body) ?? {}) as MailchimpProblem;
  // "Member Exists" answers a POST of an address already in the audience; the PUT used here updates
  // instead, but should a proxy or an older route answer it, the member is there: delivered.
  if (status === 400 && problem.title === 'Member Exists') return toAttemptResult(answer, { ok: true });
  const fieldErrors = (problem.errors ?? []).map((error) => `${error.field ?? ''} ${error.message ?? ''}`.trim());
  const message = [REASONS[status], problem.title, problem.detail, ...fieldErrors]
    .filter((part): part is string => Boolean(part))
    .map((part) => part.replace(/\.$/, ''))
    .join(': ');
  return toAttemptResult(answer, {
    ok: false,
    retryable: isRetryableStatus(status),
    error: `HTTP ${status}: ${message || 'Mailchimp refused the member'}`,
  });
}

/** Merge fields take text and numbers; a yes/no lead field is sent as text. */
function toMergeFields(fields: Record<string, string | number | boolean>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(fields).map(([tag, value]) => [tag, typeof value === 'boolean' ? String(value) : value]),
  );
}

export const mailchimpConnector: Connector<MailchimpSettings, MailchimpCredentials> = {
  kind: 'mailchimp',
  parseSettings: (input) => mailchimpSettingsSchema.parse(input),
  parseCredentials: (input) => mailchimpCredentialsSchema.parse(input),
  async deliver(lead, { settings, credentials, mapping }, context) {
    const email = lead.email.trim();
    const apiKey = credentials.apiKey.trim();
    // Basic auth: any user name, the key as password (Mailchimp's documented scheme).
    const basic = Buffer.from(`gamecampaigns:${apiKey}`).toString('base64');
    if (!mailchimpCredentialsSchema.safeParse({ apiKey }).success) {
      // parseCredentials refuses such a key on save; a stored one that no longer parses cannot name a host.
      const request = { method: 'PUT', url: '', headers: {}, body: '' };
      const answer = { request, status: null, body: '', durationMs: 0, failure: null };
      return toAttemptResult(answer, {
        ok: false,
        retryable: false,
        error: 'the API key does not end in its data centre (…-us21)',
      });
    }
    const url = `${mailchimpApiBase(mailchimpDataCenter(apiKey))}/lists/${encodeURIComponent(settings.audienceId)}/members/${subscriberHash(email)}`;
    const answer = await sendRequest(
      context,
      {
        method: 'PUT',
        url,
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          email_address: email,
          status_if_new: statusIfNew(lead, settings),
          merge_fields: toMergeFields(applyFieldMapping(lead, mapping)),
        }),
      },
      [basic, apiKey],
    );
    return classifyMailchimpAnswer(answer);
  },
};
