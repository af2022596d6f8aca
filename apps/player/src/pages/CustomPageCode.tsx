import type { CustomCode } from '@gc/contracts/advanced-builder';

/**
 * The advanced builder's code for one page (issue 17): the campaign's style sheet and the page's own
 * HTML, both sanitised by the server when saved and again when published (no script, event handler,
 * javascript: address or frame survives), and the page's policy allows no inline script besides.
 * The style sheet goes in as the element's text, never parsed as HTML.
 */
export function CustomPageCode({ code, page }: { code: CustomCode | null | undefined; page: string }) {
  if (!code) return null;
  const html = code.pages[page];
  return (
    <>
      {code.css && <style data-testid="custom-css">{code.css}</style>}
      {html && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify on the server (advanced-builder module).
        <div className="gc-custom-html" data-testid="custom-html" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </>
  );
}
