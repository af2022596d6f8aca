import postcss, { type AtRule, type Declaration } from 'postcss';

/**
 * At-rules a campaign's style sheet may use. Everything else goes, @import first: a style sheet that
 * pulls another from elsewhere would bring in whatever that one holds, unsanitised.
 */
const ALLOWED_AT_RULES = new Set([
  'media',
  'supports',
  'keyframes',
  '-webkit-keyframes',
  'font-face',
  'layer',
  'container',
  'page',
]);

/**
 * What old browsers ran as script from CSS, or what loads script or a document: expression(),
 * behavior/-moz-binding, and javascript:/vbscript:/data: addresses other than images and fonts.
 */
const DANGEROUS = [
  /expression\(/,
  /javascript:/,
  /vbscript:/,
  /livescript:/,
  /-moz-binding/,
  /behaviou?r/,
  /url\(['"]?data:(?!image\/(png|gif|jpe?g|webp|avif);|font\/|application\/font)/,
  /@import/,
];

/**
 * The text as a browser reads it: CSS escapes decoded (`\6a` is `j`), comments and white space gone
 * and lower case, so that `java\73 cript:` or `expr/**\/ession(` are seen for what they are.
 */
function normalised(text: string): string {
  return text
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) || 0xfffd))
    .replace(/\\(.)/g, '$1')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, '')
    .toLowerCase();
}

const isDangerous = (text: string) => {
  const plain = normalised(text);
  return DANGEROUS.some((pattern) => pattern.test(plain));
};

export type SanitizedCss = { css: string; removedCount: number };

/**
 * A style sheet with what could run script or load other code taken out, parsed by PostCSS (never by
 * regular expressions over the whole text). Declarations and at-rules are judged one by one and the
 * rest kept. Every `<` left (in strings or selectors) is written as the CSS escape `\3c `, so the
 * sheet can never close the `<style>` element it is placed in. Null when it is not CSS at all.
 */
export function sanitizeCss(dirty: string): SanitizedCss | null {
  let root: postcss.Root;
  try {
    root = postcss.parse(dirty);
  } catch {
    return null;
  }
  let removedCount = 0;
  const remove = (node: postcss.ChildNode) => {
    node.remove();
    removedCount++;
  };
  root.walkComments((comment) => {
    comment.remove();
  });
  root.walkAtRules((rule: AtRule) => {
    if (!ALLOWED_AT_RULES.has(normalised(rule.name)) || isDangerous(rule.params)) remove(rule);
  });
  root.walkDecls((decl: Declaration) => {
    if (isDangerous(decl.prop) || isDangerous(decl.value)) remove(decl);
  });
  root.walkRules((rule) => {
    if (isDangerous(rule.selector)) remove(rule);
  });
  const css = root.toString().replace(/</g, '\\3c ');
  return { css, removedCount };
}
