import { createHmac } from 'node:crypto';

/**
 * The webhook's signature (docs/integrations-webhook.md): HMAC-SHA256 with the destination's secret over
 * `${timestamp}.${body}`, timestamp in Unix seconds, sent as `X-GC-Signature: t=<timestamp>,v1=<hex>`.
 * The timestamp inside the signed text lets a receiver refuse replays older than its tolerance.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}
