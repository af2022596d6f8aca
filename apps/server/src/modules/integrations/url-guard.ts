import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import type { Agent } from 'undici';
import { loadOnce } from '../../lib/load-once.ts';

/** undici (its Agent pins a connection's address) is imported at the first attempt, not with the server (issue 18). */
const loadUndici = loadOnce(() => import('undici'));

/**
 * Server-side request forgery guard for the lead flow (docs/security.md, Destination addresses): a
 * destination's URL is typed by an editor, and the server POSTs leads to it, so an address inside our
 * own network (loopback, RFC 1918, link-local with the cloud metadata service at 169.254.169.254,
 * unique-local IPv6, 0.0.0.0, …) must never be one. Checked when a destination is saved and again
 * before every attempt (a name's DNS answer can change after saving), and the attempt connects to the
 * address it checked (pinned). INTEGRATIONS_ALLOW_PRIVATE_URLS
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

/** A name's addresses, as `dns.promises.lookup(host, { all: true })` answers them; injectable for tests. */
export type Resolve = (host: string) => Promise<readonly { address: string; family: number }[]>;

const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });

export type UrlGuardOptions = {
  allowPrivate: boolean;
  /** How names are resolved; the system's resolver unless a test passes its own. */
  resolve?: Resolve;
};

/** The scheme's refusal, or the URL with its bare host (brackets of an IPv6 literal removed). */
function parseDestination(url: string): { refusal: string } | { parsed: URL; host: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { refusal: 'Enter an http:// or https:// address' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return {
      refusal: `${parsed.protocol.replace(/:$/, '')}: addresses are not allowed: enter an http:// or https:// address`,
    };
  }
  return { parsed, host: parsed.hostname.replace(/^\[|\]$/g, '') };
}

function refusalOfAddresses(host: string, addresses: readonly { address: string }[]): string | null {
  for (const { address } of addresses) {
    const refusal = refusalFor(host, address);
    if (refusal) return refusal;
  }
  return null;
}

/**
 * Why `url` may not be a destination, or null when it may: not http(s), or its host is (or resolves
 * to) an internal address. A name that does not resolve now is not refused here (it cannot reach
 * anything internal yet); the check before each attempt covers it once it does.
 */
export async function urlRefusal(url: string, options: UrlGuardOptions): Promise<string | null> {
  const destination = parseDestination(url);
  if ('refusal' in destination) return destination.refusal;
  if (options.allowPrivate) return null;
  const { host } = destination;
  if (ipaddr.isValid(host)) return refusalFor(host, host);
  let addresses: readonly { address: string }[];
  try {
    addresses = await (options.resolve ?? systemResolve)(host);
  } catch {
    return null;
  }
  return refusalOfAddresses(host, addresses);
}

type LookupCallback = (
  error: Error | null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

/**
 * A connection pool whose every connection goes to one of `addresses` (the checked answer for the
 * host), whatever the host's name resolves to by then: the socket's own lookup answers them. TLS still
 * names the host (SNI, certificate check) and the request its Host header: only the address is fixed.
 */
function pinnedAgent(AgentClass: typeof Agent, addresses: readonly { address: string; family: number }[]): Agent {
  const pinnedLookup = (
    _host: string,
    options: { all?: boolean; family?: number | string },
    callback: LookupCallback,
  ) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : Number(options.family) || 0;
    const usable = addresses.filter((a) => family === 0 || a.family === family);
    const first = usable[0];
    if (!first) {
      callback(Object.assign(new Error(`no IPv${family} address`), { code: 'ENOTFOUND' }), '', 0);
    } else if (options.all) {
      callback(
        null,
        usable.map((a) => ({ address: a.address, family: a.family })),
      );
    } else {
      callback(null, first.address, first.family);
    }
  };
  return new AgentClass({ connect: { lookup: pinnedLookup as never } });
}

/**
 * Pools by host and checked answer, so that attempts to the same destination reuse their connections;
 * the oldest is closed when there are more than this many.
 */
const PINNED_POOLS_MAX = 64;
const pinnedPools = new Map<string, Agent>();

function pinnedPoolFor(
  AgentClass: typeof Agent,
  host: string,
  addresses: readonly { address: string; family: number }[],
): Agent {
  const key = `${host} ${addresses.map((a) => a.address).join(' ')}`;
  let pool = pinnedPools.get(key);
  if (pool) {
    pinnedPools.delete(key);
  } else {
    pool = pinnedAgent(AgentClass, addresses);
    if (pinnedPools.size >= PINNED_POOLS_MAX) {
      const [oldestKey, oldest] = pinnedPools.entries().next().value as [string, Agent];
      pinnedPools.delete(oldestKey);
      void oldest.close().catch(() => {});
    }
  }
  pinnedPools.set(key, pool);
  return pool;
}

/**
 * A fetch that checks each request's address as `urlRefusal` does and refuses (throws RefusedUrlError,
 * sending nothing) an internal one. The name is resolved once, at the time of the attempt, and the
 * request connects to the addresses that were checked (DNS pinning, docs/security.md): a DNS server
 * answering differently between the check and the connection (rebinding) is not asked again.
 * `onRefused` hears why, so the flow can record the attempt as final instead of retrying it.
 */
export function guardedFetch(
  inner: typeof fetch,
  options: UrlGuardOptions,
  onRefused: (reason: string) => void = () => {},
): typeof fetch {
  const refuse = (refusal: string): never => {
    onRefused(refusal);
    throw new RefusedUrlError(`refused: ${refusal}`);
  };
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const destination = parseDestination(url);
    if ('refusal' in destination) return refuse(destination.refusal);
    const { host } = destination;
    if (ipaddr.isValid(host)) {
      const refusal = options.allowPrivate ? null : refusalFor(host, host);
      return refusal ? refuse(refusal) : inner(input, init);
    }
    // A name that does not resolve fails the attempt as fetch would (retried later).
    const addresses = await (options.resolve ?? systemResolve)(host);
    if (addresses.length === 0) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    const refusal = options.allowPrivate ? null : refusalOfAddresses(host, addresses);
    if (refusal) return refuse(refusal);
    const dispatcher = pinnedPoolFor((await loadUndici()).Agent, host, addresses);
    return inner(input, { ...init, dispatcher } as RequestInit);
  };
}
