import type { EmailBlock, RenderedEmail } from '@gc/contracts/mail';
import type { AppContext } from '../../lib/app-context.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import type { CompiledEmail, createCompiledCache, PlaceholderValues } from './email-render.ts';
import { fillEmail } from './email-render.ts';
import { mailTextsOf } from './mail-texts.ts';
import { compileInThread } from './render-thread.ts';
import { unsubscribeLink } from './unsubscribe-token.ts';

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

/**
 * The e-mail compiled for a recipient with or without a voucher code: a saved e-mail once per version,
 * language and voucher variant (deps.compiled), unsaved content each time. MJML runs in the rendering
 * thread (render-thread.ts), never in the server's event loop.
 */
export function compiledFor(
  deps: Pick<MailDeps, 'ctx' | 'compiled'>,
  email: EmailToRender,
  hasVoucher: boolean,
): Promise<CompiledEmail> {
  const compile = () =>
    compileInThread(email, {
      publicUrl: deps.ctx.config.publicUrl,
      hasVoucher,
      unsubscribeLabel: mailTextsOf(email.language).unsubscribe,
      language: email.language,
    });
  return email.id && email.updatedAt
    ? deps.compiled.get(`${email.id}:${email.updatedAt.getTime()}:${hasVoucher}`, compile)
    : compile();
}

export async function renderCampaignEmail(
  deps: Pick<MailDeps, 'ctx' | 'compiled'>,
  email: EmailToRender,
  values: PlaceholderValues,
): Promise<RenderedEmail> {
  return fillEmail(await compiledFor(deps, email, values.voucherCode !== ''), values);
}

/** The address's unsubscribe link; its page speaks the e-mail's language. */
export const unsubscribeUrl = (
  deps: Pick<MailDeps, 'ctx' | 'unsubscribeKey'>,
  companyId: string,
  email: string,
  language: string,
) => unsubscribeLink(deps.ctx.config.publicUrl, deps.unsubscribeKey, companyId, email, language);

/** RFC 2369 and RFC 8058: mail clients offer their own unsubscribe button, which posts to the link. */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** An expiry date as the recipient reads it: in their language, on the calendar of the company's time zone. */
export function formatExpiry(at: Date, language: string, timeZone: string): string {
  return dateFormatOf(language === 'sr' ? 'sr-Latn' : language, timeZone).format(at);
}

/** Made once per language and zone: a formatter costs far more to make than to use (a batch of 200 shares one). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormatOf(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let made = dateFormats.get(key);
  if (!made) {
    try {
      made = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });
    } catch {
      // An unknown zone must not keep the e-mail from being written.
      made = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    }
    if (dateFormats.size >= 200) dateFormats.clear();
    dateFormats.set(key, made);
  }
  return made;
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
