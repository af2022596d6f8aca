import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookSignature } from '../src/modules/integrations/webhook-signature.ts';

export type SinkRequest = {
  headers: Record<string, string>;
  body: string;
  leadId: string;
  key: string;
  isSigned: boolean;
  /** Date.now() when the request had come in whole. */
  receivedAt: number;
};

/**
 * A real local HTTP receiver of the webhook (not a mock of our client): it checks each request's
 * signature as docs/integrations-webhook.md tells a receiver to, records it, and answers `answer`
 * (200 with a small JSON body unless a test says otherwise). `down()` closes the port, `up()` opens
 * it again on the same port.
 */
export async function startWebhookSink(secret: () => string, port = 0) {
  const received: SinkRequest[] = [];
  let answer: { status: number; body: string } = { status: 200, body: '{"ok":true}' };
  let delayMs = 0;
  let server: Server | undefined;
  let boundPort = port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const created = createServer((request, response) => {
        let body = '';
        request.setEncoding('utf8');
        request.on('data', (chunk) => {
          body += chunk;
        });
        request.on('end', () => {
          const headers = Object.fromEntries(
            Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
          );
          const signature = headers['x-gc-signature'] ?? '';
          const timestamp = Number(/t=(\d+)/.exec(signature)?.[1]);
          const isSigned = signature === webhookSignature(secret(), timestamp, body);
          let leadId = '';
          try {
            leadId = JSON.parse(body).lead.leadId;
          } catch {}
          received.push({
            headers,
            body,
            leadId,
            key: headers['idempotency-key'] ?? '',
            isSigned,
            receivedAt: Date.now(),
          });
          const { status, body: answerBody } = answer;
          setTimeout(() => {
            response.writeHead(status, { 'content-type': 'application/json' });
            response.end(answerBody);
          }, delayMs);
        });
      });
      server = created;
      created.keepAliveTimeout = 1;
      created.once('error', reject);
      created.listen(boundPort, '127.0.0.1', () => {
        boundPort = (created.address() as AddressInfo).port;
        resolve();
      });
    });

  await listen();
  return {
    received,
    get url() {
      return `http://127.0.0.1:${boundPort}/hook`;
    },
    answer(status: number, body = '') {
      answer = { status, body };
    },
    /** Answers this much later (deliveries stay in flight, for the crash test). */
    slowDown(ms: number) {
      delayMs = ms;
    },
    /** Distinct idempotency keys received: what a receiver that de-duplicates keeps. */
    keys: () => new Set(received.map((r) => r.key)),
    async down() {
      const s = server;
      server = undefined;
      if (!s) return;
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    up: listen,
    close() {
      return this.down();
    },
  };
}
export type WebhookSink = Awaited<ReturnType<typeof startWebhookSink>>;
