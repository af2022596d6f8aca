import { createHash } from 'node:crypto';
import type { RegistrationRequest } from '@gc/contracts/play';
import { canonicalJson } from '../../lib/canonical-json.ts';

/**
 * What binds an Idempotency-Key to its request: SHA-256 of the registration's own fields as the API
 * read them (trimmed, the e-mail lower-cased), whatever their order. The ALTCHA solution is left out: it
 * proves work, not who registers, and a genuine retry may carry a fresh one (the first one may have
 * expired, or been spent by the request whose answer was lost).
 */
export function registrationBodyHash(body: RegistrationRequest): string {
  const { altcha: _proofOfWork, ...fields } = body;
  return createHash('sha256').update(canonicalJson(fields)).digest('hex');
}
