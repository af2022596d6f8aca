import { describe, expect, it } from 'vitest';
import { fileNameOfUrl, isEditable, isPreviewable } from './asset-kinds.ts';

describe('asset kinds', () => {
  it('edits still raster images only', () => {
    expect(isEditable({ contentType: 'image/jpeg' })).toBe(true);
    expect(isEditable({ contentType: 'image/gif' })).toBe(false);
    expect(isEditable({ contentType: 'image/svg+xml' })).toBe(false);
  });
  it('previews images, not PDFs or fonts', () => {
    expect(isPreviewable({ contentType: 'image/svg+xml' })).toBe(true);
    expect(isPreviewable({ contentType: 'application/pdf' })).toBe(false);
    expect(isPreviewable({ contentType: 'font/woff2' })).toBe(false);
  });
  it('names a URL by its last path segment, decoded', () => {
    expect(fileNameOfUrl('/files/company/abc/my%20logo.png?v=2')).toBe('my logo.png');
    expect(fileNameOfUrl('/files/x/bad%E0.png')).toBe('bad%E0.png');
  });
});
