import type { EmailBlock, EmailPlaceholder, RenderedEmail } from '@gc/contracts/mail';
import { PLACEHOLDER_PATTERN } from '@gc/contracts/mail';
import { loadOnce } from '../../lib/load-once.ts';
import { escapeHtml } from '../emails/templates.ts';

/** mjml and its html tooling (about 170 packages) load with the first e-mail rendered, not at start. */
const loadMjml = loadOnce(async () => (await import('mjml')).default);

export type EmailSource = { subject: string; blocks: EmailBlock[] };
export type PlaceholderValues = Record<EmailPlaceholder, string>;

/**
 * An e-mail compiled once: HTML from MJML and the plain text, both still holding their `{{…}}`
 * placeholders, which fill() replaces per recipient (escaped in the HTML).
 */
export type CompiledEmail = { subject: string; html: string; text: string };

const TEXT_COLOUR = '#222222';
const MUTED = '#666666';

/** Absolute address of an image: asset-library files are served by this app at /files/…. */
const absolute = (url: string, publicUrl: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

/** Marketer text to MJML: escaped, line breaks kept; placeholders pass through untouched. */
const htmlText = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br />');

function blockToMjml(block: EmailBlock, publicUrl: string, hasVoucher: boolean): string {
  switch (block.type) {
    case 'heading':
      return `<mj-text font-size="24px" font-weight="bold" line-height="1.3">${htmlText(block.text)}</mj-text>`;
    case 'text':
      return `<mj-text>${htmlText(block.text)}</mj-text>`;
    case 'image':
      return `<mj-image src="${escapeHtml(absolute(block.url, publicUrl))}" alt="${escapeHtml(block.alt)}" />`;
    case 'button':
      return `<mj-button href="${escapeHtml(block.url)}" background-color="#1c5fb8" color="#ffffff">${htmlText(block.label)}</mj-button>`;
    case 'voucher':
      if (!hasVoucher) return '';
      return (
        `<mj-text align="center" color="${MUTED}">${htmlText(block.label)}</mj-text>` +
        '<mj-text align="center" font-size="26px" font-weight="bold" letter-spacing="2px" font-family="Courier New, monospace" ' +
        'container-background-color="#f1f3f5" padding="16px">{{voucherCode}}</mj-text>'
      );
    case 'divider':
      return '<mj-divider border-width="1px" border-color="#dddddd" />';
  }
}

function blockToText(block: EmailBlock, hasVoucher: boolean): string | null {
  switch (block.type) {
    case 'heading':
    case 'text':
      return block.text;
    case 'image':
      return block.alt.trim() ? `[${block.alt.trim()}]` : null;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'voucher':
      return hasVoucher ? `${block.label}\n{{voucherCode}}` : null;
    case 'divider':
      return '----------';
  }
}

export type CompileOptions = {
  publicUrl: string;
  /** Whether the recipient has a voucher code: without one the voucher box is left out. */
  hasVoucher: boolean;
  /** The footer's unsubscribe link line, in the e-mail's language. */
  unsubscribeLabel: string;
  language: string;
};

/** Compiles one e-mail's blocks through MJML; the result is reused for every recipient of the same template and language. */
export async function compileEmail(source: EmailSource, options: CompileOptions): Promise<CompiledEmail> {
  const mjml2html = await loadMjml();
  const body = source.blocks.map((block) => blockToMjml(block, options.publicUrl, options.hasVoucher)).join('\n');
  const footer = `<mj-text font-size="12px" color="${MUTED}" align="center"><a href="{{unsubscribeLink}}" style="color:${MUTED}">${htmlText(options.unsubscribeLabel)}</a></mj-text>`;
  const markup =
    `<mjml lang="${escapeHtml(options.language)}"><mj-head><mj-title>${htmlText(source.subject)}</mj-title>` +
    `<mj-attributes><mj-all font-family="Arial, Helvetica, sans-serif" /><mj-text color="${TEXT_COLOUR}" font-size="16px" line-height="1.5" /></mj-attributes></mj-head>` +
    `<mj-body background-color="#f4f4f4"><mj-section background-color="#ffffff"><mj-column>${body}</mj-column></mj-section>` +
    `<mj-section><mj-column>${footer}</mj-column></mj-section></mj-body></mjml>`;
  const result = await mjml2html(markup, { validationLevel: 'strict', keepComments: false });
  const text = [
    ...source.blocks.map((block) => blockToText(block, options.hasVoucher)).filter((part) => part !== null),
    `${options.unsubscribeLabel}: {{unsubscribeLink}}`,
  ].join('\n\n');
  return { subject: source.subject, html: result.html, text: `${text}\n` };
}

const fillWith = (template: string, values: PlaceholderValues, encode: (value: string) => string) =>
  template.replace(PLACEHOLDER_PATTERN, (whole, name: string) =>
    Object.hasOwn(values, name) ? encode(values[name as EmailPlaceholder]) : whole,
  );

/** One recipient's e-mail from a compiled one: values escaped in the HTML, as they are in the text. */
export function fillEmail(compiled: CompiledEmail, values: PlaceholderValues): RenderedEmail {
  return {
    // A subject is one header line: a value's line breaks never reach it.
    subject: fillWith(compiled.subject, values, (value) => value.replace(/[\r\n]+/g, ' ')),
    html: fillWith(compiled.html, values, escapeHtml),
    text: fillWith(compiled.text, values, (value) => value),
  };
}

/**
 * Compiled e-mails by template, language and voucher variant. An e-mail row's key carries its
 * updatedAt, so an edit compiles afresh and the stale entry ages out. Bounded: the oldest go first.
 */
export function createCompiledCache(limit = 500) {
  const cache = new Map<string, Promise<CompiledEmail>>();
  return {
    get(key: string, compile: () => Promise<CompiledEmail>): Promise<CompiledEmail> {
      const hit = cache.get(key);
      if (hit) return hit;
      const made = compile();
      made.catch(() => cache.delete(key));
      cache.set(key, made);
      if (cache.size > limit) cache.delete(cache.keys().next().value as string);
      return made;
    },
    get size() {
      return cache.size;
    },
  };
}
