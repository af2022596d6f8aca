import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCACertificates, setDefaultCACertificates, type TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedFetch, RefusedUrlError, type Resolve, urlRefusal } from './url-guard.ts';

const strict = { allowPrivate: false };

describe('destination URL guard', () => {
  it.each([
    ['http://127.0.0.1/', /loopback/],
    ['http://127.8.9.10:9000/x', /loopback/],
    ['http://localhost:3000/', /localhost \(.+\) is a loopback address/],
    ['http://[::1]/', /loopback/],
    ['http://[::ffff:7f00:1]/', /loopback/],
    ['http://10.0.0.1/', /RFC 1918/],
    ['http://172.31.255.255/', /RFC 1918/],
    ['http://192.168.0.1/', /RFC 1918/],
    ['http://169.254.169.254/latest/meta-data/', /link-local/],
    ['http://[fe80::1]/', /link-local/],
    ['http://[fd00:ec2::254]/', /unique-local/],
    ['http://0.0.0.0/', /unspecified/],
    ['http://[::]/', /unspecified/],
    ['http://100.64.0.1/', /shared address space/],
    ['http://0x7f000001/', /loopback/],
  ])('refuses %s', async (url, named) => {
    expect(await urlRefusal(url, strict)).toMatch(named);
  });

  it('allows a public address, and a name that does not resolve (checked again at the attempt)', async () => {
    expect(await urlRefusal('https://93.184.215.14/hook', strict)).toBeNull();
    expect(await urlRefusal('https://[2606:4700:4700::1111]/hook', strict)).toBeNull();
    expect(await urlRefusal('https://hooks.example.invalid/hook', strict)).toBeNull();
  });

  it('refuses other schemes even when internal addresses are allowed', async () => {
    for (const url of ['ftp://example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url']) {
      expect(await urlRefusal(url, { allowPrivate: true }), url).not.toBeNull();
    }
    expect(await urlRefusal('http://127.0.0.1:9/hook', { allowPrivate: true })).toBeNull();
  });

  it('sends nothing to a refused address and says why', async () => {
    const sent: string[] = [];
    const reasons: string[] = [];
    const inner = (async (input: string | URL | Request) => {
      sent.push(String(input));
      return new Response('ok');
    }) as typeof fetch;
    const fetch = guardedFetch(inner, strict, (reason) => reasons.push(reason));
    await expect(fetch('http://169.254.169.254/latest/meta-data/')).rejects.toBeInstanceOf(RefusedUrlError);
    expect(sent).toEqual([]);
    expect(reasons[0]).toMatch(/^169\.254\.169\.254 is a link-local address/);
    await fetch('https://93.184.215.14/hook');
    expect(sent).toEqual(['https://93.184.215.14/hook']);
  });

  /** A resolver (the test's DNS server) answering `answers` in turn, the last one from then on. */
  function resolverAnswering(...answers: string[]): Resolve & { calls: string[] } {
    const calls: string[] = [];
    const resolve = async (host: string) => {
      calls.push(host);
      const address = answers[Math.min(calls.length, answers.length) - 1] ?? '';
      return [{ address, family: address.includes(':') ? 6 : 4 }];
    };
    return Object.assign(resolve, { calls });
  }
  const timed: typeof fetch = (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(1_500) });

  describe('DNS pinning: the attempt connects to the address it checked', () => {
    /** A real local receiver: what reached it, with the Host it was asked for. */
    const hosts: string[] = [];
    const server = createServer((request, response) => {
      hosts.push(request.headers.host ?? '');
      response.end('ok');
    });
    let port = 0;
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('reaches the checked address under the name (Host kept), asking the resolver once', async () => {
      const resolve = resolverAnswering('127.0.0.1');
      const pinned = guardedFetch(timed, { allowPrivate: true, resolve });
      // "receiver.test" exists only in the test's resolver: the connection used its answer.
      const response = await pinned(`http://receiver.test:${port}/hook`, { method: 'POST', body: '{}' });
      expect(await response.text()).toBe('ok');
      expect(hosts).toEqual([`receiver.test:${port}`]);
      expect(resolve.calls).toEqual(['receiver.test']);
    });

    it('a name that answers a public address to the check and a private one afterwards (rebinding) never reaches the private one', async () => {
      hosts.length = 0;
      const resolve = resolverAnswering('93.184.215.14', '127.0.0.1');
      const reasons: string[] = [];
      const pinned = guardedFetch(timed, { allowPrivate: false, resolve }, (reason) => reasons.push(reason));
      // The connection goes to the checked public address (unreachable from here, or not this port).
      await expect(pinned(`http://rebind.test:${port}/hook`, { method: 'POST', body: '{}' })).rejects.toThrow();
      expect(resolve.calls).toEqual(['rebind.test']);
      expect(hosts).toEqual([]);
      expect(reasons).toEqual([]);
      // Its next attempt resolves again, gets the private answer and is refused unsent.
      await expect(pinned(`http://rebind.test:${port}/hook`)).rejects.toBeInstanceOf(RefusedUrlError);
      expect(reasons[0]).toMatch(/^rebind\.test \(127\.0\.0\.1\) is a loopback address/);
      expect(hosts).toEqual([]);
    });
  });

  describe('DNS pinning over HTTPS: the name stays the TLS name', () => {
    /**
     * A self-signed certificate for a made-up name, made by openssl (Node's crypto reads X.509 but does
     * not write it, and no library in the project does).
     */
    function selfSignedFor(name: string): { key: string; cert: string } {
      const dir = mkdtempSync(join(tmpdir(), 'gc-tls-'));
      try {
        const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
        execFileSync(
          'openssl',
          // biome-ignore format: openssl's options, one per line would hide which value is whose
          ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1',
           '-subj', `/CN=${name}`, '-addext', `subjectAltName=DNS:${name}`, '-keyout', key, '-out', cert],
          { stdio: 'ignore' },
        );
        return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }

    /** What reached the receiver: the name the client asked TLS for (SNI) and the Host header. */
    const seen: { servername: string | false | null; host: string }[] = [];
    const trusted = getCACertificates('default');
    const certificate = selfSignedFor('receiver.test');
    const server = createHttpsServer(certificate, (request, response) => {
      seen.push({ servername: (request.socket as TLSSocket).servername, host: request.headers.host ?? '' });
      response.end('ok');
    });
    let port = 0;
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      setDefaultCACertificates(trusted);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    /** Why the fetch failed, as the TLS layer says it (fetch wraps it in its `cause`). */
    const failure = async (pending: Promise<Response>) =>
      pending.then(
        () => 'answered',
        (error: Error) => (error.cause as { code?: string } | undefined)?.code ?? error.message,
      );

    it('checks the certificate: one no trusted authority signed is refused, nothing sent', async () => {
      const pinned = guardedFetch(timed, { allowPrivate: true, resolve: resolverAnswering('127.0.0.1') });
      expect(await failure(pinned(`https://receiver.test:${port}/hook`, { method: 'POST', body: '{}' }))).toMatch(
        /SELF_SIGNED/,
      );
      expect(seen).toEqual([]);
    });

    it('reaches the checked address with the URL’s name as SNI and Host, the certificate verified against that name', async () => {
      // Trusted as an authority in this test only, as Node's default store (the attempt passes no CA of its own).
      setDefaultCACertificates([...trusted, certificate.cert]);
      const resolve = resolverAnswering('127.0.0.1');
      const pinned = guardedFetch(timed, { allowPrivate: true, resolve });
      const response = await pinned(`https://receiver.test:${port}/hook`, { method: 'POST', body: '{}' });
      expect(await response.text()).toBe('ok');
      expect(seen).toEqual([{ servername: 'receiver.test', host: `receiver.test:${port}` }]);
      expect(resolve.calls).toEqual(['receiver.test']);
      // Another name pinned to the same address gets the same certificate, which is not its name's: refused.
      const other = guardedFetch(timed, { allowPrivate: true, resolve: resolverAnswering('127.0.0.1') });
      expect(await failure(other(`https://other.test:${port}/hook`, { method: 'POST', body: '{}' }))).toBe(
        'ERR_TLS_CERT_ALTNAME_INVALID',
      );
      expect(seen).toHaveLength(1);
    });
  });
});
