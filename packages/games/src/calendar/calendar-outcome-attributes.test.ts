import { describe, expect, it } from 'vitest';
import { adventCalendar, CALENDAR_DEFAULTS } from './definition.ts';

describe("a calendar tile outcome's custom attributes", () => {
  const withAttributes = (customAttributes: unknown) => ({
    ...CALENDAR_DEFAULTS,
    tiles: CALENDAR_DEFAULTS.tiles.map((tile, index) =>
      index === 0 ? { ...tile, outcomes: tile.outcomes.map((outcome) => ({ ...outcome, customAttributes })) } : tile,
    ),
  });

  it('keeps the company attributes of an outcome, none by default, and refuses a value of another shape', () => {
    expect(CALENDAR_DEFAULTS.tiles[0].outcomes[0].customAttributes).toBeNull();
    const value = {
      type: 'coupon',
      attributes: [
        { attributeIdentifier: 'points', attributeValue: 50 },
        { attributeIdentifier: 'code', attributeValue: 'XMAS' },
      ],
    };
    const parsed = adventCalendar.settingsSchema.parse(withAttributes(value));
    expect(parsed.tiles[0].outcomes[0].customAttributes).toEqual(value);
    expect(adventCalendar.settingsSchema.safeParse(withAttributes({ attributes: 'all of them' })).success).toBe(false);
  });
});
