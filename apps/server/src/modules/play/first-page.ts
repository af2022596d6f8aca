import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIRST_PAGE_RENDERER_PATH, type RenderFirstPage, SERVED_FIRST_PAGE_ID } from '@gc/contracts/first-page';

/**
 * The player build's renderer of a published page's first page (issue 18), loaded on the first
 * published page asked for rather than at start-up (it carries React's server renderer); null when the
 * build has none (an older build, or a test's stand-in dist): the page is then sent as before.
 */
export function firstPageRenderer(playerDist: string): () => Promise<RenderFirstPage | null> {
  let loading: Promise<RenderFirstPage | null> | undefined;
  return () => {
    loading ??= (async () => {
      const path = join(playerDist, FIRST_PAGE_RENDERER_PATH);
      if (!existsSync(path)) return null;
      const loaded = (await import(pathToFileURL(path).href)) as { renderFirstPage?: unknown };
      return typeof loaded.renderFirstPage === 'function' ? (loaded.renderFirstPage as RenderFirstPage) : null;
    })().catch(() => null);
    return loading;
  };
}

const STYLE_SHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/gi;
const HREF = /\bhref="\/p(\/assets\/[^"]+\.css)"/i;

/**
 * The page with its first page in the body, before the player's root, the player's own style sheets
 * inlined in place of their links and its script fetched at low priority: the HTML alone then paints
 * the page, without waiting for a style sheet's round trip. The policy of player pages allows inline styles (style-src 'unsafe-inline'),
 * not inline script; nothing here is script. A sheet the build does not hold keeps its link.
 */
export function withFirstPage(html: string, firstPage: string, styleSheet: (path: string) => string | undefined) {
  const inlined = html.replace(STYLE_SHEET_LINK, (link) => {
    const path = HREF.exec(link)?.[1];
    const css = path ? styleSheet(path) : undefined;
    return css === undefined ? link : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
  // The page no longer waits for the player's script to paint: the page's images (the logo, the
  // background) go first, and the script is not counted as blocking the first paint.
  const scriptLast = inlined.replace(
    /<script type="module"(?![^>]*fetchpriority)/g,
    '<script type="module" fetchpriority="low"',
  );
  return scriptLast.replace(
    /<div id="root"><\/div>/,
    () => `<div id="${SERVED_FIRST_PAGE_ID}">${firstPage}</div><div id="root"></div>`,
  );
}
