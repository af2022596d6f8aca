import { LANGUAGE_CODES } from '@gc/contracts/languages';
import { describe, expect, it } from 'vitest';
import { emailCodeEmail } from './email-code-email.ts';
import { EMAIL_CODE_TEXTS } from './email-code-texts.ts';

describe('emailCodeEmail', () => {
  it('writes the code, its validity and the company in the player’s language', () => {
    const mail = emailCodeEmail({ language: 'de', code: '042917', validMinutes: 10, companyName: 'A&B AG' });
    expect(mail.subject).toBe('Ihr Code: 042917');
    expect(mail.text).toContain('E-Mail-Adresse zu bestätigen:\n042917');
    expect(mail.text).toContain('Der Code ist 10 Minuten gültig.');
    expect(mail.html).toContain('A&amp;B AG');
  });

  it('falls back to English for a language it does not know', () => {
    expect(emailCodeEmail({ language: 'xx', code: '000001', validMinutes: 10, companyName: 'D' }).subject).toBe(
      'Your code: 000001',
    );
  });

  it('has every text in every campaign language, with its placeholders', () => {
    for (const language of LANGUAGE_CODES) {
      const texts = EMAIL_CODE_TEXTS[language];
      expect(texts.subject, language).toContain('{code}');
      expect(texts.validity, language).toContain('{minutes}');
      for (const value of Object.values(texts)) expect(value.trim(), language).not.toBe('');
    }
  });
});
