import { LANGUAGE_CODES, type LanguageCode } from '@gc/contracts/languages';
import { type EmailContent, escapeHtml } from '../emails/templates.ts';
import { PRIZE_EMAIL_TEXTS } from './prize-email-texts.ts';

export type PrizeEmailInput = {
  /** The language the player registered in; an unknown one gets English. */
  language: string;
  firstName: string | null;
  companyName: string;
  prize: { name: string; description: string; voucherCode: string | null; expiresAt: Date | null };
  /** The company's time zone, in which the expiry date is written. */
  timeZone: string;
  /** The signed link to the player's prize wallet, where the campaign turns it on (prizeWalletEnabled). */
  walletUrl?: string | null;
};

const isLanguageCode = (value: string): value is LanguageCode => (LANGUAGE_CODES as readonly string[]).includes(value);

/** Intl's locale for a campaign language: Serbian campaigns are written in Latin script. */
const localeOf = (language: LanguageCode) => (language === 'sr' ? 'sr-Latn' : language);

function formatDate(at: Date, language: LanguageCode, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone }).format(at);
  } catch {
    // An unknown zone must not keep the winner's e-mail from being written.
    return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(at);
  }
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The e-mail a registered winner receives with their prize and voucher code (the redemption e-mail
 * of spec §3, unless the campaign sets disablePrizeRedemptionEmails), in the player's language.
 */
export function prizeEmail(input: PrizeEmailInput): EmailContent {
  const language: LanguageCode = isLanguageCode(input.language) ? input.language : 'en';
  const t = PRIZE_EMAIL_TEXTS[language];
  const { prize } = input;
  const name = input.firstName?.trim();
  const paragraphs = [
    name ? fill(t.greeting, { name }) : t.greetingWithoutName,
    fill(t.won, { prize: prize.name }),
    ...(prize.description.trim() ? [prize.description.trim()] : []),
  ];
  const validity = prize.expiresAt
    ? fill(t.validUntil, { date: formatDate(prize.expiresAt, language, input.timeZone) })
    : null;
  const closing = [...(validity ? [validity] : []), t.keep, input.companyName];
  const walletUrl = input.walletUrl ?? null;

  const text = [
    ...paragraphs,
    ...(prize.voucherCode ? [`${t.voucherCode}\n${prize.voucherCode}`] : []),
    ...(walletUrl ? [`${t.wallet}:\n${walletUrl}`] : []),
    ...closing,
  ].join('\n\n');
  const html =
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:24px">' +
    paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('') +
    (prize.voucherCode
      ? `<p style="margin:0 0 8px">${escapeHtml(t.voucherCode)}</p>` +
        `<p style="margin:0 0 16px;font-size:22px;font-weight:bold;letter-spacing:2px;font-family:monospace">${escapeHtml(prize.voucherCode)}</p>`
      : '') +
    (walletUrl
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(walletUrl)}" style="color:#1a56db">${escapeHtml(t.wallet)}</a></p>`
      : '') +
    closing.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('') +
    '</body></html>';
  return { subject: fill(t.subject, { prize: prize.name }), text: `${text}\n`, html };
}
