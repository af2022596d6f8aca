import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const markdown = new Marked({ gfm: true, async: false });

// Links leaving the builder open in a new tab, without handing it this window.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * A guide's Markdown body as safe HTML: marked renders it, DOMPurify keeps only harmless markup (no
 * script, no event handlers, no javascript: links), even though the guides are our own files. Its
 * sections (`##`) sit under the guide's title, so they become h3 (the page has h1 and the title h2).
 * `{{supportUrl}}` stands for the external support site.
 */
export function renderGuide(body: string, supportUrl: string): string {
  const shifted = body.replace(/^(#{2,5}) /gm, '#$1 ').replaceAll('{{supportUrl}}', supportUrl);
  const html = markdown.parse(shifted) as string;
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
