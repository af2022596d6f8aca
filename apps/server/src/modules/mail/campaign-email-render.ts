import type { EmailBlock, RenderedEmail } from '@gc/contracts/mail';
import type { AppContext } from '../../lib/app-context.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import { compileEmail, type createCompiledCache, fillEmail, type PlaceholderValues } from './email-render.ts';
import { mailTextsOf } from './mail-texts.ts';
import { signUnsubscribe } from './unsubscribe-token.ts';

/** What the mail module's services share: the app, the file storage, the link keys and the compiled e-mails. */
export type MailDeps = {
  ctx: AppContext;
  files: FileStorage;
  unsubscribeKey: Buffer;
  walletKey: Uint8Array;
  compiled: ReturnType<typeof createCompiledCache>;
};

/** An e-mail to render: a saved one (compiled once per version, language and voucher variant) or unsaved content. */
export type EmailToRender = {
  id?: string;
  updatedAt?: Date;
  language: string;
  subject: string;
  blocks: EmailBlock[];
};

export async function renderCampaignEmail(
  deps: Pick<MailDeps, 'ctx' | 'compiled'>,
  email: EmailToRender,
  values: PlaceholderValues,
): Promise<RenderedEmail> {
  const hasVoucher = values.voucherCode !== '';
  const compile = () =>
    compileEmail(email, {
      publicUrl: deps.ctx.config.publicUrl,
      hasVoucher,
      unsubscribeLabel: mailTextsOf(email.language).unsubscribe,
      language: email.language,
    });
  const compiled =
    email.id && email.updatedAt
      ? await deps.compiled.get(`${email.id}:${email.updatedAt.getTime()}:${hasVoucher}`, compile)
      : await compile();
  return fillEmail(compiled, values);
}

/** The address's unsubscribe link; its page speaks the e-mail's language. */
export const unsubscribeUrl = (
  deps: Pick<MailDeps, 'ctx' | 'unsubscribeKey'>,
  companyId: string,
  email: string,
  language: string,
) =>
  `${deps.ctx.config.publicUrl}/api/play/unsubscribe/${signUnsubscribe(deps.unsubscribeKey, { companyId, email })}?lang=${encodeURIComponent(language)}`;

/** RFC 2369 and RFC 8058: mail clients offer their own unsubscribe button, which posts to the link. */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** An expiry date as the recipient reads it: in their language, on the calendar of the company's time zone. */
export function formatExpiry(at: Date, language: string, timeZone: string): string {
  const locale = language === 'sr' ? 'sr-Latn' : language;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(at);
  } catch {
    // An unknown zone must not keep the e-mail from being written.
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
  }
}

/** The sample recipient of previews and test e-mails. */
export function sampleValues(
  deps: Pick<MailDeps, 'ctx' | 'unsubscribeKey'>,
  input: { companyId: string; to: string; outcome: string; language: string; timeZone: string },
): PlaceholderValues {
  return {
    firstName: 'Ana',
    outcome: input.outcome,
    prize: 'Sample prize',
    voucherCode: 'SAMPLE-2026',
    expiryDate: formatExpiry(new Date(Date.now() + 30 * 86_400_000), input.language, input.timeZone),
    walletLink: `${deps.ctx.config.publicUrl}/`,
    unsubscribeLink: unsubscribeUrl(deps, input.companyId, input.to, input.language),
  };
}
