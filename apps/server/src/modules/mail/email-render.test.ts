import type { EmailBlock } from '@gc/contracts/mail';
import { describe, expect, it } from 'vitest';
import { compileEmail, createCompiledCache, fillEmail, type PlaceholderValues } from './email-render.ts';

const blocks: EmailBlock[] = [
  { type: 'heading', text: 'Hello {{firstName}}' },
  { type: 'text', text: 'Line one\nLine two & more' },
  { type: 'image', url: '/files/abcdefgh12345678.png', alt: 'Banner' },
  { type: 'voucher', label: 'Your code' },
  { type: 'button', label: 'Wallet', url: '{{walletLink}}' },
  { type: 'divider' },
];
const options = { publicUrl: 'https://games.example', unsubscribeLabel: 'Unsubscribe', language: 'en' };
const values: PlaceholderValues = {
  firstName: '<script>alert(1)</script>',
  outcome: 'win',
  prize: 'Coffee',
  voucherCode: 'CODE-1',
  expiryDate: 'May 1, 2027',
  walletLink: 'https://games.example/p/x/wallet#t=a&b',
  unsubscribeLink: 'https://games.example/api/play/unsubscribe/t?lang=en',
};

describe('campaign e-mail rendering', () => {
  it('fills values escaped in the HTML and as they are in the text; a subject stays one line', async () => {
    const compiled = await compileEmail({ subject: 'Hi {{firstName}}', blocks }, { ...options, hasVoucher: true });
    const filled = fillEmail(compiled, { ...values, firstName: 'Ana\r\nBcc: x@y.z' });
    expect(filled.subject).toBe('Hi Ana Bcc: x@y.z');
    const hostile = fillEmail(compiled, values);
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(hostile.text).toContain('Hello <script>alert(1)</script>');
    expect(hostile.html).toContain('href="https://games.example/p/x/wallet#t=a&amp;b"');
    expect(hostile.html).toContain('https://games.example/files/abcdefgh12345678.png');
    expect(hostile.html).toContain('Line one<br />Line two &amp; more');
    expect(hostile.text).toContain('Your code\nCODE-1');
    expect(hostile.text).toContain('Unsubscribe: https://games.example/api/play/unsubscribe/t?lang=en');
  });

  it('leaves the voucher box out of the e-mail of a play without a code', async () => {
    const compiled = await compileEmail({ subject: 'Hi', blocks }, { ...options, hasVoucher: false });
    const filled = fillEmail(compiled, { ...values, voucherCode: '' });
    expect(filled.html).not.toContain('Your code');
    expect(filled.text).not.toContain('Your code');
  });

  it('compiles once per key, however many recipients ask at once', async () => {
    const cache = createCompiledCache();
    let compilations = 0;
    const compile = () => {
      compilations++;
      return compileEmail({ subject: 'Hi', blocks }, { ...options, hasVoucher: true });
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.get('email-1:1:true', compile)));
    expect(compilations).toBe(1);
    expect(new Set(results).size).toBe(1);
    await cache.get('email-1:2:true', compile);
    expect(compilations).toBe(2);
  });
});
