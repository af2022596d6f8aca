import {
  type AttributeProblem,
  attributeProblemText,
  type CustomAttributeSchema,
  EXAMPLE_UUID,
} from '@gc/contracts/custom-attributes';
import type { FlagMap } from '@gc/contracts/flags';
import { describe, expect, it } from 'vitest';
import i18n, { loadLanguage } from '../../../lib/i18n.ts';
import { canUseCustomAttributes } from './custom-attribute-access.ts';
import {
  attributeProblemMessage,
  sanitizeInt,
  setAttribute,
  switchVariant,
  toAttributeValue,
  visibleText,
} from './custom-attribute-values.ts';

// The app loads one language at a time; these tests read both.
await Promise.all([loadLanguage('en', { withFeatures: true }), loadLanguage('sr', { withFeatures: true })]);

const SCHEMA: CustomAttributeSchema = {
  variantSelector: { name: 'outcome_type', label: 'Type', values: ['voucher', 'points'] },
  variants: [
    {
      type: 'voucher',
      attributes: [
        { name: 'code', label: 'Code', type: 'text', required: true },
        { name: 'amount', label: 'Amount', type: 'int', required: false },
      ],
    },
    {
      type: 'points',
      attributes: [
        { name: 'amount', label: 'Amount', type: 'int', required: true },
        { name: 'code', label: 'Code', type: 'uuid', required: false },
      ],
    },
  ],
};

describe('attribute values', () => {
  it('sends int values as numbers (§3) and other types as text', () => {
    expect(toAttributeValue('int', '42')).toBe(42);
    expect(toAttributeValue('int', ' -7 ')).toBe(-7);
    expect(toAttributeValue('uuid', EXAMPLE_UUID)).toBe(EXAMPLE_UUID);
    expect(toAttributeValue('date', '2026-05-01')).toBe('2026-05-01');
    expect(toAttributeValue('text', '42')).toBe('42');
  });
  it('keeps an unfinished or unsafe int as text, so its check shows', () => {
    expect(toAttributeValue('int', '-')).toBe('-');
    expect(toAttributeValue('int', '99999999999999999999')).toBe('99999999999999999999');
  });
  it('treats an empty value as unset', () => {
    expect(toAttributeValue('int', '  ')).toBeNull();
    expect(toAttributeValue('text', '')).toBeNull();
  });
  it('lets only digits and one leading minus into an int field', () => {
    expect(sanitizeInt('12a3')).toBe('123');
    expect(sanitizeInt('-1-2')).toBe('-12');
    expect(sanitizeInt('1.5e3')).toBe('153');
  });
  it('shows the typed text while it means the stored value', () => {
    expect(visibleText('007', '7', 'int')).toBe('007');
    expect(visibleText('-', '-', 'int')).toBe('-');
    expect(visibleText('12', '13', 'int')).toBe('13');
  });
});

describe('setAttribute', () => {
  it('adds, replaces and removes one attribute', () => {
    const empty = { type: 'voucher', attributes: [] };
    const withAmount = setAttribute(empty, { name: 'amount', type: 'int' }, '10');
    expect(withAmount.attributes).toEqual([{ attributeIdentifier: 'amount', attributeValue: 10 }]);
    const replaced = setAttribute(withAmount, { name: 'amount', type: 'int' }, '11');
    expect(replaced.attributes).toEqual([{ attributeIdentifier: 'amount', attributeValue: 11 }]);
    expect(setAttribute(replaced, { name: 'amount', type: 'int' }, '').attributes).toEqual([]);
  });
});

describe('switchVariant', () => {
  it('keeps attributes with the same name and type, drops the rest', () => {
    const voucher = {
      type: 'voucher',
      attributes: [
        { attributeIdentifier: 'code', attributeValue: 'SUMMER' },
        { attributeIdentifier: 'amount', attributeValue: 5 },
      ],
    };
    // code is text in voucher but uuid in points: its value would not fit.
    expect(switchVariant(voucher, 'points', SCHEMA)).toEqual({
      type: 'points',
      attributes: [{ attributeIdentifier: 'amount', attributeValue: 5 }],
    });
  });
  it('starts empty from nothing and clears on null', () => {
    expect(switchVariant(null, 'voucher', SCHEMA)).toEqual({ type: 'voucher', attributes: [] });
    expect(switchVariant({ type: 'voucher', attributes: [] }, null, SCHEMA)).toBeNull();
  });
});

describe('attribute problem messages', () => {
  const problems: AttributeProblem[] = [
    { kind: 'required' },
    { kind: 'range', min: 1, max: 99 },
    { kind: 'numeric' },
    { kind: 'uuid', example: EXAMPLE_UUID },
    { kind: 'date' },
  ];
  it('are exactly the §5 texts in English', () => {
    const t = i18n.getFixedT('en');
    for (const problem of problems) expect(attributeProblemMessage(problem, t)).toBe(attributeProblemText(problem));
  });
  it('are Serbian in Serbian, with the values filled in', () => {
    const t = i18n.getFixedT('sr');
    expect(attributeProblemMessage({ kind: 'range', min: 1, max: 99 }, t)).toBe('Vrednost mora biti između 1 i 99.');
  });
});

describe('canUseCustomAttributes', () => {
  const flags = (on: boolean) => ({ CUSTOM_OUTCOME_ATTRIBUTES: on }) as FlagMap;
  it('needs the company tag and the flag (§6)', () => {
    expect(canUseCustomAttributes(['showCustomOutcomeAttributes'], flags(true))).toBe(true);
    expect(canUseCustomAttributes(['showCustomOutcomeAttributes'], flags(false))).toBe(false);
    expect(canUseCustomAttributes(['builder2access'], flags(true))).toBe(false);
    expect(canUseCustomAttributes(undefined, flags(true))).toBe(false);
    expect(canUseCustomAttributes(['showCustomOutcomeAttributes'], null)).toBe(false);
  });
});
