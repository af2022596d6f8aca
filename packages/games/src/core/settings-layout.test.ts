import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMMON_GAME_DEFAULTS,
  type CommonGameSettings,
  commonGameSettingsSchema,
  enforcePlaysPerDay,
} from './common-settings.ts';
import {
  applyLayoutLimits,
  COMMON_SETTINGS_LAYOUT,
  clampNumber,
  flagGatedFields,
  isFieldVisible,
  layoutFieldKeys,
  type NumberField,
  settingValue,
  withSettingValue,
} from './settings-layout.ts';

const playsPerDay = COMMON_SETTINGS_LAYOUT.sections
  .flatMap((section) => section.fields)
  .find((field): field is NumberField => field.key === 'playsPerDay' && field.kind === 'number');

describe('COMMON_SETTINGS_LAYOUT', () => {
  it('shows every common setting or says why it does not, and none twice', () => {
    const shown = layoutFieldKeys(COMMON_SETTINGS_LAYOUT);
    const hidden = Object.keys(COMMON_SETTINGS_LAYOUT.notInForm);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.filter((key) => hidden.includes(key))).toEqual([]);
    expect([...shown, ...hidden].sort()).toEqual(Object.keys(commonGameSettingsSchema.shape).sort());
  });

  it('limits playsPerDay while multiRegistration is off', () => {
    expect(playsPerDay?.limit).toMatchObject({ whenOff: 'multiRegistration', max: 1 });
  });
});

describe('applyLayoutLimits', () => {
  it('agrees with the server rule of §5 (enforcePlaysPerDay) for any plays and switch', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 1, max: 10_000 }), (multiRegistration, plays) => {
        const settings: CommonGameSettings = { ...COMMON_GAME_DEFAULTS, multiRegistration, playsPerDay: plays };
        expect(applyLayoutLimits(COMMON_SETTINGS_LAYOUT, settings)).toEqual(enforcePlaysPerDay(settings));
      }),
    );
  });

  it('returns the same object when nothing is over a limit', () => {
    const settings = { ...COMMON_GAME_DEFAULTS, multiRegistration: true, playsPerDay: 7 };
    expect(applyLayoutLimits(COMMON_SETTINGS_LAYOUT, settings)).toBe(settings);
  });
});

describe('clampNumber', () => {
  const field = playsPerDay as NumberField;
  const decimal: NumberField = {
    kind: 'number',
    key: 'speed',
    labelKey: 'x',
    min: 0.25,
    max: 5,
    step: 0.25,
    decimals: 2,
  };

  it('clamps to min and max (§5 Number input) and to the limit while its switch is off', () => {
    expect(clampNumber(field, 0, { multiRegistration: true })).toBe(1);
    expect(clampNumber(field, 50_000, { multiRegistration: true })).toBe(10_000);
    expect(clampNumber(field, 5, { multiRegistration: false })).toBe(1);
  });

  it('rounds to the allowed decimals', () => {
    expect(clampNumber(field, 2.6, { multiRegistration: true })).toBe(3);
    expect(clampNumber(decimal, 1.234, {})).toBe(1.23);
    expect(clampNumber(decimal, 0.1, {})).toBe(0.25);
  });
});

describe('isFieldVisible', () => {
  it('hides the IP limits while limits are off', () => {
    const ipLimit = COMMON_SETTINGS_LAYOUT.sections
      .flatMap((section) => section.fields)
      .find((f) => f.key === 'numberOfIpPlaysLimit');
    const limitsOn = { LIMITS: true };
    expect(ipLimit && isFieldVisible(ipLimit, { playLimitEnabled: false }, limitsOn)).toBe(false);
    expect(ipLimit && isFieldVisible(ipLimit, { playLimitEnabled: true }, limitsOn)).toBe(true);
  });

  it('hides the play limits while the LIMITS flag is off or not known yet, and nothing else', () => {
    const fields = COMMON_SETTINGS_LAYOUT.sections.flatMap((section) => section.fields);
    const settings = { playLimitEnabled: true };
    const shown = (flags: { LIMITS: boolean } | null) =>
      fields.filter((field) => isFieldVisible(field, settings, flags)).map((field) => field.key);
    const gated = ['playLimitEnabled', 'numberOfIpPlaysLimit', 'playMinutesLimit'];
    expect(flagGatedFields(COMMON_SETTINGS_LAYOUT)).toEqual(gated.map((key) => ({ key, flag: 'LIMITS' })));
    for (const key of gated) {
      expect(shown({ LIMITS: true })).toContain(key);
      expect(shown({ LIMITS: false })).not.toContain(key);
      expect(shown(null)).not.toContain(key);
    }
    expect(shown({ LIMITS: false })).toEqual(shown({ LIMITS: true }).filter((key) => !gated.includes(key)));
  });
});

describe('nested settings (unknownCustomersSettings.playsPerDay)', () => {
  const key = 'unknownCustomersSettings.playsPerDay';

  it('is in the form, read and written one level into its object', () => {
    expect(COMMON_SETTINGS_LAYOUT.sections.flatMap((section) => section.fields).map((field) => field.key)).toContain(
      key,
    );
    const settings = { ...COMMON_GAME_DEFAULTS, unknownCustomersSettings: { playsPerDay: 3 } };
    expect(settingValue(settings, key)).toBe(3);
    expect(settingValue(settings, 'playsPerDay')).toBe(COMMON_GAME_DEFAULTS.playsPerDay);
    const changed = withSettingValue(settings, key, 0);
    expect(changed.unknownCustomersSettings).toEqual({ playsPerDay: 0 });
    expect(settings.unknownCustomersSettings).toEqual({ playsPerDay: 3 });
    expect(commonGameSettingsSchema.parse(changed).unknownCustomersSettings.playsPerDay).toBe(0);
  });

  it('reads as nothing where the object is missing, and is created by a change', () => {
    expect(settingValue({}, key)).toBeUndefined();
    expect(withSettingValue({}, key, 5)).toEqual({ unknownCustomersSettings: { playsPerDay: 5 } });
  });
});
