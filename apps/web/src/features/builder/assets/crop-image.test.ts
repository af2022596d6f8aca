import { describe, expect, it } from 'vitest';
import { normalizeRotation, outputSize, rotatedSize } from './crop-image.ts';

describe('rotatedSize', () => {
  it('swaps the sides on a quarter turn and keeps them on a half turn', () => {
    expect(rotatedSize(400, 300, 90)).toEqual({ width: 300, height: 400 });
    expect(rotatedSize(400, 300, 270)).toEqual({ width: 300, height: 400 });
    expect(rotatedSize(400, 300, 180)).toEqual({ width: 400, height: 300 });
    expect(rotatedSize(400, 300, -90)).toEqual({ width: 300, height: 400 });
  });
});

describe('normalizeRotation', () => {
  it('keeps quarter turns within 0..270', () => {
    expect(normalizeRotation(-90)).toBe(270);
    expect(normalizeRotation(360)).toBe(0);
    expect(normalizeRotation(450)).toBe(90);
  });
});

describe('outputSize', () => {
  it('keeps a crop within 2500 px as it is', () => {
    expect(outputSize({ x: 0, y: 0, width: 800.4, height: 600 })).toEqual({ width: 800, height: 600 });
  });
  it('scales the longest side down to 2500 px, keeping the shape', () => {
    expect(outputSize({ x: 0, y: 0, width: 5000, height: 2000 })).toEqual({ width: 2500, height: 1000 });
    expect(outputSize({ x: 0, y: 0, width: 1000, height: 4000 })).toEqual({ width: 625, height: 2500 });
  });
  it('never yields an empty canvas', () => {
    expect(outputSize({ x: 0, y: 0, width: 0, height: 0.2 })).toEqual({ width: 1, height: 1 });
  });
});
