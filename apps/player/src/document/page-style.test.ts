import { newCampaignDocument } from '@gc/contracts/campaign-document-defaults';
import { describe, expect, it } from 'vitest';
import { cssUrl, fontStack, pageStyleVariables, safeAssetUrl } from './page-style.ts';

const style = () =>
  newCampaignDocument({ languages: ['en'], registrationType: '', game: { version: 1, settings: {} } }).styleOptions;

describe('pageStyleVariables', () => {
  it('takes the colours and font of the document', () => {
    const variables = pageStyleVariables({ ...style(), fontFamily: 'Georgia' }, false);
    expect(variables['--gc-primary']).toBe('#7048e8');
    expect(variables['--gc-font']).toMatch(/^Georgia, /);
    expect(variables['--gc-bg-image']).toBe('none');
  });

  it('falls back to the default colour for a colour being typed', () => {
    const options = style();
    options.colors.primary = '#12';
    expect(pageStyleVariables(options, false)['--gc-primary']).toBe('#7048e8');
  });

  it('uses the desktop background on phones when there is no mobile one', () => {
    const options = { ...style(), backgroundImage: '/files/bg.jpg' };
    expect(pageStyleVariables(options, false)['--gc-bg-image-mobile']).toBe('url("/files/bg.jpg")');
    const both = { ...options, backgroundImageMobile: 'https://cdn.example.com/m.jpg' };
    expect(pageStyleVariables(both, false)['--gc-bg-image-mobile']).toBe('url("https://cdn.example.com/m.jpg")');
  });

  it('puts an uploaded font first', () => {
    expect(fontStack('Verdana', true)).toMatch(/^"gc-custom-font", Verdana/);
    expect(fontStack('Comic Sans', false)).toMatch(/^system-ui/);
  });
});

describe('asset URLs', () => {
  it('accepts uploads and https addresses only', () => {
    expect(safeAssetUrl('/files/a.png')).toBe('/files/a.png');
    expect(safeAssetUrl('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(safeAssetUrl('javascript:alert(1)')).toBeNull();
    expect(safeAssetUrl('http://example.com/a.png')).toBeNull();
    expect(safeAssetUrl(42)).toBeNull();
  });

  it('cannot be broken out of in CSS', () => {
    expect(cssUrl('/files/a");background:red;("b')).toBe('url("/files/a%22);background:red;(%22b")');
  });
});
