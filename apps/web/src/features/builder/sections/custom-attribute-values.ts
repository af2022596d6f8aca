import type {
  AttributeProblem,
  CustomAttributeDefinition,
  CustomAttributeSchema,
  CustomAttributesValue,
} from '@gc/contracts/custom-attributes';
import type { TFunction } from 'i18next';

type AttributeType = CustomAttributeDefinition['type'];
type StoredValue = CustomAttributesValue['attributes'][number]['attributeValue'];

/** Int fields take digits only (and one leading minus): other keys never reach the value (§5). */
export function sanitizeInt(raw: string): string {
  const negative = raw.trimStart().startsWith('-');
  const digits = raw.replace(/\D/g, '');
  return negative ? `-${digits}` : digits;
}

/**
 * What is stored for a typed value: ints travel as numbers (§3), everything else as typed. A value
 * that is not a whole number yet ("-", or beyond the safe range) stays text, so the field's check
 * can show its message instead of the number silently becoming something else. Empty means unset.
 */
export function toAttributeValue(type: AttributeType, raw: string): StoredValue | null {
  const text = type === 'text' ? raw : raw.trim();
  if (text.trim() === '') return null;
  if (type === 'int' && /^-?\d+$/.test(text)) {
    const number = Number(text);
    return Number.isSafeInteger(number) ? number : text;
  }
  return text;
}

/**
 * What a field shows: the text as typed while it means what the document holds ("007" for 7, "-"
 * on the way to -5), otherwise the document's value (it was changed elsewhere, e.g. a variant switch).
 */
export function visibleText(typed: string, stored: string, type: AttributeType): string {
  return toAttributeValue(type, typed) === toAttributeValue(type, stored) ? typed : stored;
}

export const displayValue = (value: StoredValue | undefined): string => (value === undefined ? '' : String(value));

export function attributeValueOf(value: CustomAttributesValue, name: string): StoredValue | undefined {
  return value.attributes.find((attribute) => attribute.attributeIdentifier === name)?.attributeValue;
}

/** Sets (or, when emptied, removes) one attribute of the chosen variant. */
export function setAttribute(
  value: CustomAttributesValue,
  definition: Pick<CustomAttributeDefinition, 'name' | 'type'>,
  raw: string,
): CustomAttributesValue {
  const stored = toAttributeValue(definition.type, raw);
  const others = value.attributes.filter((attribute) => attribute.attributeIdentifier !== definition.name);
  if (stored === null) return { ...value, attributes: others };
  const index = value.attributes.findIndex((attribute) => attribute.attributeIdentifier === definition.name);
  const entry = { attributeIdentifier: definition.name, attributeValue: stored };
  if (index < 0) return { ...value, attributes: [...others, entry] };
  return { ...value, attributes: value.attributes.map((attribute, i) => (i === index ? entry : attribute)) };
}

/**
 * Picks another variant: attributes the new variant also has (same name and type) keep their
 * values, the rest are dropped so no stale attribute is sent. Null clears the outcome's attributes.
 */
export function switchVariant(
  value: CustomAttributesValue | null,
  type: string | null,
  schema: CustomAttributeSchema,
): CustomAttributesValue | null {
  if (type === null) return null;
  const variant = schema.variants.find((candidate) => candidate.type === type);
  const previous = schema.variants.find((candidate) => candidate.type === value?.type);
  const kept = (value?.attributes ?? []).filter((attribute) => {
    const now = variant?.attributes.find((definition) => definition.name === attribute.attributeIdentifier);
    const before = previous?.attributes.find((definition) => definition.name === attribute.attributeIdentifier);
    return now !== undefined && now.type === before?.type;
  });
  return { type, attributes: kept };
}

/** The §5 message of a problem in the builder's language (English: exactly attributeProblemText). */
export function attributeProblemMessage(problem: AttributeProblem, t: TFunction): string {
  switch (problem.kind) {
    case 'required':
      return t('assets.customAttributes.problems.required');
    case 'range':
      return t('assets.customAttributes.problems.range', { min: problem.min, max: problem.max });
    case 'numeric':
      return t('assets.customAttributes.problems.numeric');
    case 'uuid':
      return t('assets.customAttributes.problems.uuid', { example: problem.example });
    case 'date':
      return t('assets.customAttributes.problems.date');
  }
}
