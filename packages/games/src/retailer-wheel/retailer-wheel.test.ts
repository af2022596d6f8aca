import { describe, expect, it } from 'vitest';
import { enforcePlaysPerDay } from '../core/common-settings.ts';
import { UTC_EPOCH_MOMENT } from '../core/game-server.ts';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';
import { seededRandomBelow } from '../core/seeded-random.ts';
import { defaultSectors, WHEEL_DEFAULTS } from '../spin-the-wheel/definition.ts';
import { spinTheWheelServer } from '../spin-the-wheel/server.ts';
import { retailer2Wheel, retailerWheel } from './definition.ts';
import { retailer2WheelServer, retailerWheelServer } from './server.ts';

const POOL = '00000000-0000-4000-8000-000000000007';

describe('the retailers’ wheels', () => {
  it('start from §9’s plays a day: 1 for the first retailer, 10,000 (with multi-registration) for the second', () => {
    expect(retailerWheel.defaults.playsPerDay).toBe(1);
    expect(retailer2Wheel.defaults).toMatchObject({ playsPerDay: 10_000, multiRegistration: true });
    // The §5 rule leaves the second retailer's 10,000 alone: its players register more than once.
    expect(enforcePlaysPerDay(retailer2Wheel.defaults).playsPerDay).toBe(10_000);
  });

  it('decide each spin exactly as the wheel does', () => {
    const sectors = defaultSectors(8, 4).map((sector, index) =>
      index === 0 ? { ...sector, poolId: POOL, oddsBp: BASIS_POINTS_TOTAL / 4 } : sector,
    );
    const settings = { ...WHEEL_DEFAULTS, sectors };
    for (const server of [retailerWheelServer, retailer2WheelServer]) {
      const ours = seededRandomBelow(42);
      const wheels = seededRandomBelow(42);
      const decisions = Array.from({ length: 200 }, () => server.decide(settings, undefined, ours, UTC_EPOCH_MOMENT));
      const expected = Array.from({ length: 200 }, () =>
        spinTheWheelServer.decide(settings, undefined, wheels, UTC_EPOCH_MOMENT),
      );
      expect(decisions).toEqual(expected);
      expect(decisions.some((decision) => decision.kind === 'win')).toBe(true);
    }
  });
});
