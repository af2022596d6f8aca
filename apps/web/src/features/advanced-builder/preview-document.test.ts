import { describe, expect, it } from 'vitest';
import { previewDocument } from './preview-document.ts';

describe('previewDocument', () => {
  it('puts the HTML in the body under the CSS', () => {
    expect(previewDocument('<p>Hi</p>', 'p{color:red}')).toContain(
      '<style>p{color:red}</style></head><body><p>Hi</p></body>',
    );
  });
  it('keeps a style sheet from closing its element', () => {
    const document = previewDocument('', 'p{} </STYLE><script>alert(1)</script>');
    expect(document.match(/<\/style>/gi)).toHaveLength(1);
    expect(document).toContain('<\\/STYLE><script>');
  });
});
