import {
  type ZapierCredentials,
  type ZapierSettings,
  zapierCredentialsSchema,
  zapierSettingsSchema,
} from '@gc/contracts/integration-connectors';
import type { AttemptResult, Connector } from '../connector.ts';
import { applyFieldMapping } from './field-mapping.ts';
import { type Answer, isRetryableStatus, noAnswer, sendRequest, toAttemptResult } from './http-attempt.ts';

/**
 * A Zapier Catch Hook ("Webhooks by Zapier" → Catch Hook): the mapped fields as one flat JSON object,
 * which Zapier offers to the Zap's later steps by name. Zapier answers 200 with
 * {"id","request_id","attempt","status":"success"} as soon as it has the request, whether or not the Zap
 * is on, so 2xx is all a delivery can know; it throttles a hook with 429.
 */
export function classifyZapierAnswer(answer: Answer): AttemptResult {
  const { status } = answer;
  if (status === null) return noAnswer(answer);
  if (status >= 200 && status < 300) return toAttemptResult(answer, { ok: true });
  const reason =
    status === 404 || status === 410
      ? 'no such hook: the Zap was deleted or the URL is wrong; paste the Catch Hook URL again'
      : status === 429
        ? 'Zapier is throttling this hook'
        : 'Zapier refused the request';
  return toAttemptResult(answer, {
    ok: false,
    retryable: isRetryableStatus(status),
    error: `HTTP ${status}: ${reason}`,
  });
}

/** The hook's path is its secret (anyone with it can start the Zap): the log shows the host only. */
function hookSecret(hookUrl: string): string {
  const url = new URL(hookUrl);
  return `${url.pathname.slice(1)}${url.search}`;
}

export const zapierConnector: Connector<ZapierSettings, ZapierCredentials> = {
  kind: 'zapier',
  parseSettings: (input) => zapierSettingsSchema.parse(input),
  parseCredentials: (input) => zapierCredentialsSchema.parse(input),
  async deliver(lead, { credentials, mapping }, context) {
    const answer = await sendRequest(
      context,
      {
        method: 'POST',
        url: credentials.hookUrl,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(applyFieldMapping(lead, mapping)),
      },
      [hookSecret(credentials.hookUrl)],
    );
    return classifyZapierAnswer(answer);
  },
};
