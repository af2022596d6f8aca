import type { EmailBlock } from '@gc/contracts/mail';
import { describe, expect, it } from 'vitest';
import { formatExpiry } from './campaign-email-render.ts';
import { compileEmail } from './email-render.ts';
import { compileInThread, fillInThread } from './render-thread.ts';
import { unsubscribeKey, verifyUnsubscribe } from './unsubscribe-token.ts';

const blocks: EmailBlock[] = [
  { type: 'heading', text: 'Hello {{firstName}}' },
  { type: 'text', text: 'Valid until {{expiryDate}}' },
  { type: 'voucher', label: 'Your code' },
  { type: 'button', label: 'Wallet', url: '{{walletLink}}' },
];
const options = {
  publicUrl: 'https://games.example',
  unsubscribeLabel: 'Unsubscribe',
  language: 'de',
  hasVoucher: true,
};
const companyId = '3f1c2b9a-8d7e-4c6b-9a5f-1e2d3c4b5a69';

describe('the rendering thread', () => {
  it('compiles as the server thread would, and fills a batch with its own signed links and dates', async () => {
    const compiled = await compileInThread({ subject: 'Hi {{firstName}}', blocks }, options);
    expect(compiled).toEqual(await compileEmail({ subject: 'Hi {{firstName}}', blocks }, options));

    const key = unsubscribeKey('a-secret-of-the-app-long-enough');
    const expires = Date.UTC(2027, 4, 1, 22, 30);
    const [ana, bo] = await fillInThread({
      publicUrl: 'https://games.example',
      unsubscribeKey: key,
      walletKey: new Uint8Array(32).fill(7),
      templates: [compiled],
      items: [
        {
          template: 0,
          companyId,
          to: 'Ana@Example.com',
          language: 'de',
          firstName: 'Ana <b>',
          outcome: 'win',
          prize: 'Kaffee',
          voucherCode: 'CODE-1',
          expiresMs: expires,
          timeZone: 'Europe/Berlin',
          wallet: { leadId: companyId, slug: 'wheel' },
        },
        {
          template: 0,
          companyId,
          to: 'bo@example.com',
          language: 'de',
          firstName: 'Bo',
          outcome: 'win',
          prize: '',
          voucherCode: 'CODE-2',
          expiresMs: null,
          timeZone: 'No/Such_Zone',
          wallet: null,
        },
      ],
    });
    expect(ana.subject).toBe('Hi Ana <b>');
    expect(ana.html).toContain('Ana &lt;b&gt;');
    expect(ana.html).toContain('CODE-1');
    // The company's zone decides the day: 22:30 UTC is already 2 May in Berlin.
    expect(ana.text).toContain(`Valid until ${formatExpiry(new Date(expires), 'de', 'Europe/Berlin')}`);
    expect(ana.text).toContain('2. Mai 2027');
    expect(ana.walletLink).toMatch(/^https:\/\/games\.example\/p\/wheel\/wallet#t=[\w-]+\.[\w-]+\.[\w-]+$/);
    const token = new URL(ana.unsubscribeLink).pathname.split('/').at(-1) ?? '';
    expect(verifyUnsubscribe(key, token)).toEqual({ companyId, email: 'ana@example.com' });
    expect(bo.html).toContain('CODE-2');
    expect(bo.walletLink).toBe('');
  });

  it('answers a request it cannot do with its error, and keeps working after it', async () => {
    const item = {
      template: 3,
      companyId,
      to: 'a@example.com',
      language: 'en',
      firstName: '',
      outcome: 'win',
      prize: '',
      voucherCode: '',
      expiresMs: null,
      timeZone: 'UTC',
      wallet: null,
    };
    const batch = {
      publicUrl: 'https://games.example',
      unsubscribeKey: unsubscribeKey('k'.repeat(32)),
      walletKey: new Uint8Array(32),
      templates: [],
      items: [item],
    };
    await expect(fillInThread(batch)).rejects.toThrow();
    await expect(compileInThread({ subject: 'ok', blocks }, options)).resolves.toMatchObject({ subject: 'ok' });
  });

  it('formats an expiry in an unknown time zone as UTC rather than failing', () => {
    expect(formatExpiry(new Date(Date.UTC(2027, 4, 1, 22, 30)), 'en', 'No/Such_Zone')).toBe('May 1, 2027');
  });
});
