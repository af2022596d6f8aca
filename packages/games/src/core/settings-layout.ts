import { COUNTRY_CODES } from '@gc/contracts/country-codes';
import type { FeatureFlag, FlagMap } from '@gc/contracts/flags';
import type { CommonGameSettings } from './common-settings.ts';

/**
 * Layout metadata for settings forms (STYLE: forms generated from the zod schema plus layout
 * metadata). Pure data and pure helpers: no React, so that definitions, tests and the builder's
 * generic form renderer (apps/web …/builder/game/SettingsForm.tsx) can all read it. Texts are i18n
 * keys of the builder's catalogue (apps/web/src/locales/game), never literal strings.
 */

type FieldBase = {
  /** The setting's key in the game's settings schema (the layout tests check it exists and fits the kind). */
  key: string;
  labelKey: string;
  helpKey?: string;
  /** Shown only while this switch is on (e.g. the IP limits only while limits are enabled). */
  visibleWhen?: string;
  /**
   * Shown and changed only while the company has this feature flag on (spec §6: LIMITS gates the play
   * limits). A value saved before keeps working: the server refuses a change, not the setting.
   */
  flag?: FeatureFlag;
};

export type SelectOption = { value: string; labelKey: string };

/** A select whose setting may be null: the marketer can clear it (the default then applies). */
type SelectField = FieldBase & { kind: 'select'; options: readonly SelectOption[]; clearable?: boolean };

/** While the switch `whenOff` is off the number may be at most `max` (§5: without multiRegistration, one play a day). */
export type NumberLimit = { whenOff: string; max: number; hintKey: string };

export type NumberField = FieldBase & {
  kind: 'number';
  /** Within the schema's bounds (settings-layout.test.ts checks); the input clamps to them (§5 Number input). */
  min: number;
  max: number;
  step: number;
  /** Decimals allowed; 0 (the default) for whole numbers. */
  decimals?: number;
  limit?: NumberLimit;
};

export type SettingsField =
  | (FieldBase & { kind: 'switch' })
  | NumberField
  | SelectField
  /** One of the company's campaigns of a type (its id; null for none), chosen from a list the builder loads. */
  | (FieldBase & { kind: 'campaign'; campaignType: 'survey' })
  | (FieldBase & { kind: 'colour' })
  | (FieldBase & { kind: 'image' });

export type SettingsSection = { titleKey: string; fields: readonly SettingsField[] };

export type SettingsLayout = {
  sections: readonly SettingsSection[];
  /**
   * Settings the generated form does not show, with the reason: edited by the game's hand-written
   * Editor, derived from other settings, or belonging to types not built yet. Together with the
   * sections this must name every key of the schema (editor-registry.test.ts checks).
   */
  notInForm: Readonly<Record<string, string>>;
};

/** i18n keys of a common setting, by the catalogue's convention `game.settings.<key>.{label,help}`. */
export function settingTexts(key: string, hasHelp = false): { labelKey: string; helpKey?: string } {
  return hasHelp
    ? { labelKey: `game.settings.${key}.label`, helpKey: `game.settings.${key}.help` }
    : { labelKey: `game.settings.${key}.label` };
}

/** Every setting a layout's form shows, in order: the top-level key of a nested one (`a.b` → `a`). */
export function layoutFieldKeys(layout: SettingsLayout): string[] {
  return layout.sections.flatMap((section) => section.fields.map((field) => field.key.split('.')[0]));
}

/**
 * A field's value: `key` names a top-level setting, or one level into an object setting
 * (`unknownCustomersSettings.playsPerDay`).
 */
export function settingValue(settings: Record<string, unknown>, key: string): unknown {
  const [top, inner] = key.split('.');
  const value = settings[top];
  if (inner === undefined) return value;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[inner] : undefined;
}

/** The settings with one field's value changed (a nested key keeps the object's other keys). */
export function withSettingValue<S extends Record<string, unknown>>(settings: S, key: string, value: unknown): S {
  const [top, inner] = key.split('.');
  if (inner === undefined) return { ...settings, [top]: value };
  const current = settings[top];
  const object = typeof current === 'object' && current !== null ? current : {};
  return { ...settings, [top]: { ...object, [inner]: value } };
}

/** `flags` null: not known yet (loading), so a flagged field waits hidden rather than flashing. */
export function isFieldVisible(
  field: SettingsField,
  settings: Record<string, unknown>,
  flags: Partial<FlagMap> | null = null,
): boolean {
  if (field.flag !== undefined && flags?.[field.flag] !== true) return false;
  return field.visibleWhen === undefined || settings[field.visibleWhen] === true;
}

/** The layout's fields that a feature flag gates, with their flag. */
export function flagGatedFields(layout: SettingsLayout): { key: string; flag: FeatureFlag }[] {
  return layout.sections.flatMap((section) =>
    section.fields.flatMap((field) => (field.flag === undefined ? [] : [{ key: field.key, flag: field.flag }])),
  );
}

/** The largest value a number field accepts right now (its limit applies while its switch is off). */
export function effectiveMax(field: NumberField, settings: Record<string, unknown>) {
  return field.limit && settings[field.limit.whenOff] !== true ? Math.min(field.max, field.limit.max) : field.max;
}

/** §5 Number input: clamped to min and max, rounded to the allowed decimals. */
export function clampNumber(field: NumberField, value: number, settings: Record<string, unknown>): number {
  const factor = 10 ** (field.decimals ?? 0);
  const rounded = Math.round(value * factor) / factor;
  return Math.min(effectiveMax(field, settings), Math.max(field.min, rounded));
}

/**
 * Applies every number limit of the layout to the settings, so that turning a switch off also lowers
 * the numbers it limits (§5: multiRegistration off forces playsPerDay to 1, as the server does on save).
 */
export function applyLayoutLimits<S extends object>(layout: SettingsLayout, settings: S): S {
  let next = settings as Record<string, unknown>;
  for (const section of layout.sections) {
    for (const field of section.fields) {
      if (field.kind !== 'number' || !field.limit) continue;
      const value = settingValue(next, field.key);
      if (typeof value === 'number' && value > effectiveMax(field, next)) {
        next = withSettingValue(next, field.key, effectiveMax(field, next));
      }
    }
  }
  return next as S;
}

/** The common game settings (spec §3) as the builder shows them to every prize game. */
export const COMMON_SETTINGS_LAYOUT: SettingsLayout = {
  sections: [
    {
      titleKey: 'game.sections.plays',
      fields: [
        { kind: 'switch', key: 'multiRegistration', ...settingTexts('multiRegistration', true) },
        {
          kind: 'number',
          key: 'playsPerDay',
          min: 1,
          max: 10_000,
          step: 1,
          limit: { whenOff: 'multiRegistration', max: 1, hintKey: 'game.settings.playsPerDay.limitedHint' },
          ...settingTexts('playsPerDay', true),
        },
        { kind: 'switch', key: 'playLimitEnabled', flag: 'LIMITS', ...settingTexts('playLimitEnabled', true) },
        {
          kind: 'number',
          key: 'numberOfIpPlaysLimit',
          min: 1,
          max: 10_000,
          step: 1,
          visibleWhen: 'playLimitEnabled',
          flag: 'LIMITS',
          ...settingTexts('numberOfIpPlaysLimit', true),
        },
        {
          kind: 'number',
          key: 'playMinutesLimit',
          min: 1,
          max: 10_000,
          step: 1,
          visibleWhen: 'playLimitEnabled',
          flag: 'LIMITS',
          ...settingTexts('playMinutesLimit', true),
        },
        {
          kind: 'number',
          key: 'unknownCustomersSettings.playsPerDay',
          min: 0,
          max: 10_000,
          step: 1,
          ...settingTexts('unknownCustomersSettings.playsPerDay', true),
        },
      ],
    },
    {
      titleKey: 'game.sections.results',
      fields: [
        {
          kind: 'number',
          key: 'showWinPageAfter',
          min: 0,
          max: 60,
          step: 1,
          ...settingTexts('showWinPageAfter', true),
        },
        { kind: 'switch', key: 'showConfettiSnow', ...settingTexts('showConfettiSnow') },
        { kind: 'switch', key: 'showConfettiFirework', ...settingTexts('showConfettiFirework') },
        { kind: 'image', key: 'noWinIcon', ...settingTexts('noWinIcon', true) },
        // The ad itself (image, link) is the campaign's, not the game's: the Game section edits document.ad below the form.
        { kind: 'switch', key: 'showAdAfterWin', ...settingTexts('showAdAfterWin', true) },
      ],
    },
    {
      titleKey: 'game.sections.survey',
      fields: [
        { kind: 'switch', key: 'surveyEnabled', ...settingTexts('surveyEnabled', true) },
        {
          kind: 'campaign',
          key: 'surveyCampaignId',
          campaignType: 'survey',
          visibleWhen: 'surveyEnabled',
          ...settingTexts('surveyCampaignId', true),
        },
        {
          kind: 'number',
          key: 'showSurveyAfter',
          min: 0,
          max: 60,
          step: 1,
          visibleWhen: 'surveyEnabled',
          ...settingTexts('showSurveyAfter', true),
        },
        {
          kind: 'number',
          key: 'showIncompleteSurveyAfter',
          min: 0,
          max: 60,
          step: 1,
          visibleWhen: 'surveyEnabled',
          ...settingTexts('showIncompleteSurveyAfter', true),
        },
      ],
    },
    {
      titleKey: 'game.sections.country',
      fields: [
        {
          kind: 'select',
          key: 'countryCode',
          clearable: true,
          options: COUNTRY_CODES.map((code) => ({ value: code, labelKey: `game.settings.countryCode.${code}` })),
          ...settingTexts('countryCode', true),
        },
      ],
    },
    {
      titleKey: 'game.sections.prizes',
      fields: [
        {
          kind: 'switch',
          key: 'disablePrizeRedemptionEmails',
          ...settingTexts('disablePrizeRedemptionEmails', true),
        },
        {
          kind: 'switch',
          key: 'isNewsletterSubscriptionEnabled',
          ...settingTexts('isNewsletterSubscriptionEnabled', true),
        },
        // Issue 13: the win page and the prize e-mail link to the player's prize wallet.
        { kind: 'switch', key: 'prizeWalletEnabled', ...settingTexts('prizeWalletEnabled', true) },
      ],
    },
  ],
  notInForm: {
    poolIds: 'Derived from the prizes chosen in the game (its prize slots), not typed in.',
  } satisfies Partial<Record<keyof CommonGameSettings, string>>,
};
