import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The HMAC key of unsubscribe links, derived from the app's secret with its own label. */
export const unsubscribeKey = (secret: string): Buffer =>
  createHmac('sha256', secret).update('mail:unsubscribe:v1').digest();

export type Unsubscriber = { companyId: string; email: string };

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, 16);

/**
 * A link's token: the company and address, signed. It never expires (an unsubscribe link in an old
 * e-mail must still work, RFC 8058) and reveals nothing the e-mail's recipient does not already know.
 */
export function signUnsubscribe(key: Buffer, who: Unsubscriber): string {
  const payload = `${who.companyId}:${who.email.toLowerCase()}`;
  return `${Buffer.from(payload).toString('base64url')}.${mac(key, payload).toString('base64url')}`;
}

export function verifyUnsubscribe(key: Buffer, token: string): Unsubscriber | null {
  if (token.length > 1024) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const payload = Buffer.from(body, 'base64url').toString('utf8');
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const at = payload.indexOf(':');
  const companyId = payload.slice(0, at);
  const email = payload.slice(at + 1);
  if (!UUID.test(companyId) || !email.includes('@')) return null;
  return { companyId, email };
}

/** The address's unsubscribe link; its page speaks the e-mail's language. */
export const unsubscribeLink = (publicUrl: string, key: Buffer, companyId: string, email: string, language: string) =>
  `${publicUrl}/api/play/unsubscribe/${signUnsubscribe(key, { companyId, email })}?lang=${encodeURIComponent(language)}`;
