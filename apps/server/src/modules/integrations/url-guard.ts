import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Server-side request forgery guard for the lead flow (docs/security.md, Destination addresses): a
 * destination's URL is typed by an editor, and the server POSTs leads to it, so an address inside our
 * own network (loopback, RFC 1918, link-local with the cloud metadata service at 169.254.169.254,
 * unique-local IPv6, 0.0.0.0, …) must never be one. Checked when a destination is saved and again
 * before every attempt (a name's DNS answer can change after saving). INTEGRATIONS_ALLOW_PRIVATE_URLS
 * turns the address check off (the tests' and a local setup's receivers listen on 127.0.0.1); the
 * scheme check stays.
 */

/** Why an address is refused, by ipaddr.js's range name; every range but plain `unicast` is refused. */
const RANGE_TEXT: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private network address (RFC 1918)',
  linkLocal: 'a link-local address (169.254.0.0/16 or fe80::/10, where cloud metadata services live)',
  uniqueLocal: 'a unique-local IPv6 address (fc00::/7)',
  unspecified: 'an unspecified address (0.0.0.0 or ::)',
  carrierGradeNat: 'a shared address space address (100.64.0.0/10)',
  broadcast: 'a broadcast address',
  multicast: 'a multicast address',
};

export class RefusedUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedUrlError';
  }
}

/** The range of an IP address as ipaddr.js names it (IPv4-mapped IPv6 read as its IPv4), or null when it is not one. */
function rangeOf(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return null;
  return ipaddr.process(bare).range();
}

function refusalFor(host: string, address: string): string | null {
  const range = rangeOf(address);
  if (range === null || range === 'unicast') return null;
  const what = RANGE_TEXT[range] ?? `a reserved address (${range})`;
  const shown = host === address ? address : `${host} (${address})`;
  return `${shown} is ${what}: a destination must be reachable on the public internet`;
}

export type UrlGuardOptions = { allowPrivate: boolean };

/**
 * Why `url` may not be a destination, or null when it may: not http(s), or its host is (or resolves
 * to) an internal address. A name that does not resolve now is not refused here (it cannot reach
 * anything internal yet); the check before each attempt covers it once it does.
 */
export async function urlRefusal(url: string, options: UrlGuardOptions): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter an http:// or https:// address';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return `${parsed.protocol.replace(/:$/, '')}: addresses are not allowed: enter an http:// or https:// address`;
  }
  if (options.allowPrivate) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) return refusalFor(host, host);
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return null;
  }
  for (const { address } of addresses) {
    const refusal = refusalFor(host, address);
    if (refusal) return refusal;
  }
  return null;
}

/**
 * A fetch that checks each request's address as `urlRefusal` does, resolving the name at the time of
 * the attempt, and refuses (throws RefusedUrlError, sending nothing) an internal one. `onRefused`
 * hears why, so the flow can record the attempt as final instead of retrying it.
 */
export function guardedFetch(
  inner: typeof fetch,
  options: UrlGuardOptions,
  onRefused: (reason: string) => void = () => {},
): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const refusal = await urlRefusal(url, options);
    if (refusal) {
      onRefused(refusal);
      throw new RefusedUrlError(`refused: ${refusal}`);
    }
    return inner(input, init);
  };
}
