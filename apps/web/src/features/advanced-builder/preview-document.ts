/**
 * The preview frame's document: the page's HTML under the campaign's CSS, as typed (not yet
 * sanitised). It is shown in an iframe sandboxed without allow-scripts, so nothing in it runs; the
 * style sheet still cannot close its element, so what is typed after a `</style>` stays CSS.
 */
export function previewDocument(html: string, css: string): string {
  const safeCss = css.replace(/<\/(style)/gi, '<\\/$1');
  return `<!doctype html><html><head><meta charset="utf-8"><style>${safeCss}</style></head><body>${html}</body></html>`;
}
