import {
  type WebhookCredentials,
  type WebhookSettings,
  webhookCredentialsSchema,
  webhookSettingsSchema,
} from '@gc/contracts/integrations';
import type { Connector } from './connector.ts';
import { attemptHttp, MASK } from './http-attempt.ts';
import { webhookSignature } from './webhook-signature.ts';

/**
 * The universal destination: the whole lead as JSON, POSTed and signed (docs/integrations-webhook.md).
 * It sends every field, so a field mapping does not apply to it.
 */
export const webhookConnector: Connector<WebhookSettings, WebhookCredentials> = {
  kind: 'webhook',
  parseSettings: (input) => webhookSettingsSchema.parse(input),
  parseCredentials: (input) => webhookCredentialsSchema.parse(input),
  async deliver(lead, { settings, credentials }, context) {
    const body = JSON.stringify({ type: 'lead.created', idempotencyKey: context.idempotencyKey, lead });
    const timestamp = Math.floor(context.now.getTime() / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'GameCampaigns-Webhook/1',
      'idempotency-key': context.idempotencyKey,
      'x-gc-signature': webhookSignature(credentials.secret, timestamp, body),
    };
    const request = { method: 'POST', url: settings.url, headers, body };
    // The signature is not the secret, but it is as good as one for this body: the log masks it too.
    return attemptHttp(context, request, {
      ...request,
      headers: { ...headers, 'x-gc-signature': `t=${timestamp},v1=${MASK}` },
    });
  },
};
