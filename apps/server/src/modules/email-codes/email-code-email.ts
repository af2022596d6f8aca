import { LANGUAGE_CODES, type LanguageCode } from '@gc/contracts/languages';
import { type EmailContent, escapeHtml } from '../emails/templates.ts';
import { EMAIL_CODE_TEXTS } from './email-code-texts.ts';

export type EmailCodeInput = {
  /** The registration's campaign language; an unknown one gets English. */
  language: string;
  code: string;
  validMinutes: number;
  companyName: string;
};

const isLanguageCode = (value: string): value is LanguageCode => (LANGUAGE_CODES as readonly string[]).includes(value);
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The e-mail that carries a registration's one-time code, in the player's language. */
export function emailCodeEmail(input: EmailCodeInput): EmailContent {
  const t = EMAIL_CODE_TEXTS[isLanguageCode(input.language) ? input.language : 'en'];
  const validity = fill(t.validity, { minutes: String(input.validMinutes) });
  const closing = [validity, t.notYou, input.companyName];
  const text = [t.greeting, `${t.enterCode}\n${input.code}`, ...closing].join('\n\n');
  const paragraph = (words: string) => `<p style="margin:0 0 16px">${escapeHtml(words)}</p>`;
  const html =
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:24px">' +
    paragraph(t.greeting) +
    `<p style="margin:0 0 8px">${escapeHtml(t.enterCode)}</p>` +
    `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(input.code)}</p>` +
    closing.map(paragraph).join('') +
    '</body></html>';
  return { subject: fill(t.subject, { code: input.code }), text: `${text}\n`, html };
}
