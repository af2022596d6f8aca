import { describe, expect, it } from 'vitest';
import { sanitizeCss } from './sanitize-css.ts';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeCss', () => {
  it('keeps ordinary rules, media queries and keyframes', () => {
    const css =
      '.a{color:#c00;background:url(/files/x.png)}@media (max-width:600px){.a{color:red}}@keyframes k{to{opacity:0}}';
    expect(sanitizeCss(css)).toEqual({ css, removedCount: 0 });
  });

  it.each([
    ['@import', '@import url(https://evil.test/x.css);.a{}'],
    ['expression()', '.a{width:expr/**/ession(alert(1))}'],
    ['an escaped javascript: address', '.a{background:url(java\\73 cript:alert(1))}'],
    ['a data: document', '.a{background:url("data:text/html,<script>alert(1)</script>")}'],
    ['behavior', '.a{behavior:url(x.htc)}'],
    ['-moz-binding', '.a{-moz-binding:url(x.xml#x)}'],
  ])('takes out %s', (_what, css) => {
    const clean = sanitizeCss(css);
    expect(clean?.removedCount).toBe(1);
    expect(clean?.css.toLowerCase()).not.toMatch(/import|expression|javascript|data:text|behavior|binding/);
  });

  it('keeps image data addresses', () => {
    expect(sanitizeCss('.a{background:url(data:image/png;base64,AAAA)}')?.removedCount).toBe(0);
  });

  it('escapes every < so the sheet cannot close its style element', () => {
    expect(sanitizeCss('.a::after{content:"</style><script>"}')?.css).toBe(
      '.a::after{content:"\\3c /style>\\3c script>"}',
    );
  });

  it('answers null for text that is not CSS, an escaped at-rule name among it', () => {
    expect(sanitizeCss('.a{color:red')).toBeNull();
    expect(sanitizeCss('@\\69mport url(https://evil.test/x.css);.a{}')).toBeNull();
  });
});

describe('sanitizeHtml', async () => {
  it('keeps markup and SVG drawing, takes out what runs or loads documents; ids and names cannot clobber the page', async () => {
    const { html, removedCount } = await sanitizeHtml(
      '<h2 id="t">Hi</h2><svg><circle r="4"/><use href="#x"/></svg><iframe src="/"></iframe><form><input name="q"></form>',
    );
    expect(html).toBe('<h2 id="user-content-t">Hi</h2><svg><circle r="4"></circle></svg><input name="user-content-q">');
    expect(removedCount).toBeGreaterThanOrEqual(3);
  });

  it('sanitises style attributes as CSS and drops those left empty', async () => {
    expect(
      (await sanitizeHtml('<p style="color:red;behavior:url(x.htc)">a</p><b style="behavior:url(x)">b</b>')).html,
    ).toBe('<p style="color:red">a</p><b>b</b>');
  });

  it('keeps links opened elsewhere from reaching back to the page', async () => {
    expect((await sanitizeHtml('<a href="https://shop.test" target="_blank">Shop</a>')).html).toBe(
      '<a href="https://shop.test" target="_blank" rel="noopener noreferrer">Shop</a>',
    );
  });
});
