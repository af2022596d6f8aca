import { LANGUAGE_CODES } from '@gc/contracts/languages';
import { describe, expect, it } from 'vitest';
import { prizeEmail } from './prize-email.ts';
import { PRIZE_EMAIL_TEXTS } from './prize-email-texts.ts';

const prize = {
  name: 'Coffee <voucher>',
  description: 'One free coffee',
  voucherCode: 'AUT-1234',
  expiresAt: new Date('2026-12-31T23:30:00Z'),
};

describe('prizeEmail', () => {
  it('writes the prize, the code and the expiry in the player’s language and the company’s time zone', () => {
    const mail = prizeEmail({
      language: 'de',
      firstName: 'Grete',
      companyName: 'Demo AG',
      timeZone: 'Europe/Zurich',
      prize,
    });
    expect(mail.subject).toBe('Ihr Gewinn: Coffee <voucher>');
    expect(mail.text).toContain('Hallo Grete,');
    expect(mail.text).toContain('Herzlichen Glückwunsch! Sie haben Coffee <voucher> gewonnen.');
    expect(mail.text).toContain('Ihr Gutscheincode:\nAUT-1234');
    // 23:30 UTC on 31 December is already 1 January in Zurich (UTC+1).
    expect(mail.text).toContain('Gültig bis 1. Januar 2027.');
    expect(mail.text).toContain('Demo AG');
  });

  it('links to the prize wallet in every language where the campaign turns it on, and only there', () => {
    const walletUrl = 'https://play.example/p/summer/wallet#t=aaa.bbb.ccc';
    for (const language of LANGUAGE_CODES) {
      const words = PRIZE_EMAIL_TEXTS[language].wallet;
      const mail = prizeEmail({ language, firstName: null, companyName: 'A', timeZone: 'UTC', prize, walletUrl });
      expect(mail.text, language).toContain(`${words}:\n${walletUrl}`);
      expect(mail.html, language).toContain(`<a href="${walletUrl}"`);
      expect(words.trim(), language).not.toBe('');
      if (language !== 'en') expect(words, language).not.toBe(PRIZE_EMAIL_TEXTS.en.wallet);
    }
    const without = prizeEmail({ language: 'en', firstName: null, companyName: 'A', timeZone: 'UTC', prize });
    expect(without.text).not.toContain('/wallet');
    expect(without.html).not.toContain('/wallet');
  });

  it('escapes the marketer’s texts in the HTML part', () => {
    const mail = prizeEmail({ language: 'en', firstName: '<b>x</b>', companyName: 'A&B', timeZone: 'UTC', prize });
    expect(mail.html).toContain('Coffee &lt;voucher&gt;');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(mail.html).toContain('A&amp;B');
    expect(mail.html).not.toContain('<voucher>');
  });

  it('leaves out the code and the expiry for a prize without them, and greets a player without a name', () => {
    const mail = prizeEmail({
      language: 'sr',
      firstName: null,
      companyName: 'Demo',
      timeZone: 'Europe/Belgrade',
      prize: { ...prize, voucherCode: null, expiresAt: null },
    });
    expect(mail.text.startsWith('Zdravo,')).toBe(true);
    expect(mail.text).not.toContain('kod vaučera');
    expect(mail.text).not.toContain('Važi do');
  });

  it('falls back to English for a language it does not know', () => {
    expect(prizeEmail({ language: 'xx', firstName: null, companyName: 'D', timeZone: 'UTC', prize }).subject).toBe(
      'Your prize: Coffee <voucher>',
    );
  });

  it('has every text in every campaign language, with its placeholders', () => {
    for (const language of LANGUAGE_CODES) {
      const texts = PRIZE_EMAIL_TEXTS[language];
      expect(texts.subject, language).toContain('{prize}');
      expect(texts.won, language).toContain('{prize}');
      expect(texts.greeting, language).toContain('{name}');
      expect(texts.validUntil, language).toContain('{date}');
      for (const value of Object.values(texts)) expect(value.trim(), language).not.toBe('');
    }
  });
});
