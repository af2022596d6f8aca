/**
 * The campaign e-mails' rendering thread (issue 14, plays while e-mails go out): MJML compiles here
 * (mjml and its html tooling never load in the server's thread), and the job's batches are filled here
 * per recipient (placeholders, expiry date, the signed unsubscribe and wallet links), so that a
 * campaign's 10,000 winners' e-mails leave the players' event loop to the players. render-thread.ts
 * starts it with the first e-mail and posts the requests; each answer carries its request's id.
 */
import { parentPort } from 'node:worker_threads';
import { signWalletToken, walletPath } from '../prize-wallet/wallet-token.ts';
import { formatExpiry } from './campaign-email-render.ts';
import { type CompiledEmail, type CompileOptions, compileEmail, type EmailSource, fillEmail } from './email-render.ts';
import { unsubscribeLink } from './unsubscribe-token.ts';

/** One recipient of a batch: the values the job read with the play, the links are made here. */
export type FillItem = {
  /** Index of the recipient's compiled e-mail in the request's `templates`. */
  template: number;
  companyId: string;
  to: string;
  language: string;
  firstName: string;
  outcome: string;
  prize: string;
  voucherCode: string;
  /** The prize's expiry (epoch ms), written in the e-mail's language and the company's time zone. */
  expiresMs: number | null;
  timeZone: string;
  /** The player's prize wallet, when the campaign has one. */
  wallet: { leadId: string; slug: string } | null;
};

export type FilledEmail = { subject: string; html: string; text: string; unsubscribeLink: string; walletLink: string };

export type RenderRequest =
  | { kind: 'compile'; id: number; source: EmailSource; options: CompileOptions }
  | {
      kind: 'fill';
      id: number;
      publicUrl: string;
      unsubscribeKey: Uint8Array;
      walletKey: Uint8Array;
      templates: CompiledEmail[];
      items: FillItem[];
    };
export type RenderAnswer = { id: number; error?: string; compiled?: CompiledEmail; filled?: FilledEmail[] };

async function fill(request: Extract<RenderRequest, { kind: 'fill' }>): Promise<FilledEmail[]> {
  const unsubscribeKey = Buffer.from(request.unsubscribeKey);
  const filled: FilledEmail[] = [];
  for (const item of request.items) {
    const link = unsubscribeLink(request.publicUrl, unsubscribeKey, item.companyId, item.to, item.language);
    const walletLink = item.wallet
      ? `${request.publicUrl}${walletPath(item.wallet.slug, await signWalletToken(request.walletKey, { leadId: item.wallet.leadId, scope: 'email' }))}`
      : '';
    const rendered = fillEmail(request.templates[item.template], {
      firstName: item.firstName,
      outcome: item.outcome,
      prize: item.prize,
      voucherCode: item.voucherCode,
      expiryDate: item.expiresMs === null ? '' : formatExpiry(new Date(item.expiresMs), item.language, item.timeZone),
      walletLink,
      unsubscribeLink: link,
    });
    filled.push({ ...rendered, unsubscribeLink: link, walletLink });
  }
  return filled;
}

parentPort?.on('message', (request: RenderRequest) => {
  const answer =
    request.kind === 'compile'
      ? compileEmail(request.source, request.options).then((compiled) => ({ id: request.id, compiled }))
      : fill(request).then((filled) => ({ id: request.id, filled }));
  answer.then(
    (done: RenderAnswer) => parentPort?.postMessage(done),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies RenderAnswer),
  );
});
