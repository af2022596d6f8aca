import type { WindowLike } from 'dompurify';
import { loadOnce } from '../../lib/load-once.ts';
import { sanitizeCss } from './sanitize-css.ts';

/**
 * What a marketer's page may hold: DOMPurify's safe HTML and SVG defaults (no script, no event handler
 * attributes, no javascript: or data: addresses outside media), without frames, forms, style elements
 * (the campaign's CSS has its own place, sanitised as CSS) and anything that navigates or loads a
 * document. `style` attributes stay, their value sanitised as CSS declarations.
 */
const CONFIG = {
  USE_PROFILES: { html: true, svg: true, svgFilters: true },
  FORBID_TAGS: [
    ...['style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'base', 'link', 'meta', 'noscript'],
    // SVG parts that reference or animate other content: the old routes around HTML sanitisers.
    ...['foreignobject', 'use', 'animate', 'set', 'animatemotion', 'animatetransform', 'animatecolor', 'handler'],
  ],
  FORBID_ATTR: ['srcdoc', 'formaction', 'action', 'ping', 'xlink:href'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: true,
  SANITIZE_NAMED_PROPS: true,
};

/**
 * DOMPurify on jsdom, the DOM its authors test it on (happy-dom and linkedom are known to let payloads
 * through; docs/decisions.md). One window for the process: DOMPurify keeps no state between calls
 * beyond its configuration and hooks, which are set once here. jsdom is some 300 modules and a window:
 * loaded on the first page saved or published with custom code, not at the server's start (issue 18).
 */
const loadPurify = loadOnce(async () => {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  const purify = createDOMPurify(new JSDOM('<!DOCTYPE html>').window as WindowLike);

  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style') {
      // A declaration list is a rule's body: judged as one, by the style sheet's rules.
      const css = sanitizeCss(`x{${data.attrValue}}`)?.css ?? '';
      const inner = /^x\s*\{([\s\S]*)\}\s*$/.exec(css)?.[1]?.trim() ?? '';
      data.attrValue = inner;
      if (!inner) data.keepAttr = false;
    }
  });

  /**
   * Links a page opens leave it without a handle back to it (`target=_blank` gets `rel=noopener`), so a
   * linked site cannot navigate the campaign page.
   */
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
  });
  return purify;
});

export type SanitizedHtml = { html: string; removedCount: number };

/** A page's HTML with everything that could run script, load a document or escape the page taken out. */
export async function sanitizeHtml(dirty: string): Promise<SanitizedHtml> {
  const purify = await loadPurify();
  const html = purify.sanitize(dirty, CONFIG) as string;
  const removedCount = purify.removed.length;
  return { html, removedCount };
}
