import { describe, expect, it } from 'vitest';
import { guardedFetch, RefusedUrlError, urlRefusal } from './url-guard.ts';

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
});
