import { describe, expect, it } from 'vitest';
import { WHEEL_DEFAULTS } from './definition.ts';
import { fitSectorText, readWheel } from './wheel-model.ts';

describe('readWheel', () => {
  it('draws the sectors in their order, with texts in the language or the fallback language', () => {
    const [first, second, third] = WHEEL_DEFAULTS.sectors;
    const settings = {
      ...WHEEL_DEFAULTS,
      sectors: [
        { ...first, id: 'a', orderNumber: 2, text: { en: 'Mug', de: 'Tasse' } },
        { ...second, id: 'b', orderNumber: 0, text: { en: 'Bag', de: '' } },
        { ...third, id: 'c', orderNumber: 1, text: {} },
      ],
    };
    const wheel = readWheel(settings, 'de', 'en');
    expect(wheel.sectors.map((sector) => [sector.id, sector.text, sector.name])).toEqual([
      ['b', 'Bag', 'Bag'],
      ['c', '', '2'],
      ['a', 'Tasse', 'Tasse'],
    ]);
    expect(wheel.borderColour).toBe(WHEEL_DEFAULTS.wheelBorderColour);
    expect(wheel.hasLegend).toBe(false);
    expect(wheel.speeds.landingMs).toBe(5_000);
  });

  it('gives a half-edited or hostile working copy neutral values instead of failing', () => {
    const wheel = readWheel(
      {
        wheelBorderColour: 'red; background: url(x)',
        wheelCenterImageUrl: 'javascript:alert(1)',
        wheelTickerImageUrl: '/files/ticker.png',
        legendEnabled: 'yes',
        sectors: [
          null,
          { id: 'x', sectorColour: '#12345', textFont: 'Evil"; }', imageUrl: 'http://plain.example/a.png' },
          7,
        ],
      },
      'en',
      'en',
    );
    expect(wheel.borderColour).toBe('#1a1b1e');
    expect(wheel.centreImageUrl).toBeNull();
    expect(wheel.tickerImageUrl).toBe('/files/ticker.png');
    expect(wheel.hasLegend).toBe(false);
    expect(wheel.sectors).toHaveLength(1);
    expect(wheel.sectors[0]).toMatchObject({ id: 'x', colour: '#7048e8', imageUrl: null });
    expect(wheel.sectors[0].fontFamily).toBe('"Evil", system-ui, sans-serif');
    expect(readWheel(undefined, 'en', 'en').sectors).toEqual([]);
  });
});

describe('fitSectorText', () => {
  it('keeps short texts whole at the size the sector allows, and cuts what cannot fit', () => {
    expect(fitSectorText('Mug', 8, 70)).toEqual({ text: 'Mug', fontSize: 13 });
    expect(fitSectorText('Mug', 24, 70).fontSize).toBeLessThan(13);
    const long = fitSectorText('A very long prize name that goes on and on', 8, 70);
    expect(long.text.endsWith('…')).toBe(true);
    expect(long.text.length * long.fontSize * 0.58).toBeLessThanOrEqual(70 + long.fontSize);
  });
});
