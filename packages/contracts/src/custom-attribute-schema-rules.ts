import type { CustomAttributeSchema } from './custom-attributes.ts';

export type SchemaProblemKind =
  | 'identifier'
  | 'required'
  | 'noVariants'
  | 'duplicateVariant'
  | 'duplicateAttribute'
  | 'rangeOnlyInt'
  | 'maxBelowMin'
  | 'duplicateValues'
  | 'missingValues'
  | 'unknownValues'
  | 'defaultNotOffered';

/**
 * One readable problem of a schema a company admin edits, where it is (`variants.0.attributes.1.max`)
 * and what it is: the builder translates `kind` (with {name} or {names} from `params`); the API sends `message`.
 */
export type SchemaProblem = {
  field: string;
  kind: SchemaProblemKind;
  params: { name?: string; names?: string };
  message: string;
};

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

const MESSAGES: Record<SchemaProblemKind, (p: { name?: string; names?: string }) => string> = {
  identifier: () => 'Use letters, digits and underscores, starting with a letter.',
  required: () => 'This field is required.',
  noVariants: () => 'Add at least one variant.',
  duplicateVariant: (p) => `The variant "${p.name}" is defined twice.`,
  duplicateAttribute: (p) => `The attribute "${p.name}" is defined twice in this variant.`,
  rangeOnlyInt: () => 'Only whole-number attributes have a minimum and maximum.',
  maxBelowMin: () => 'The maximum must not be below the minimum.',
  duplicateValues: () => 'Each variant may be offered once.',
  missingValues: (p) => `Offer every variant in the selector (missing: ${p.names}).`,
  unknownValues: (p) => `The selector offers variants that are not defined: ${p.names}.`,
  defaultNotOffered: () => 'The default must be one of the offered variants.',
};

const problem = (field: string, kind: SchemaProblemKind, params: SchemaProblem['params'] = {}): SchemaProblem => ({
  field,
  kind,
  params,
  message: MESSAGES[kind](params),
});

/**
 * What the shape alone (customAttributeSchemaSchema) cannot say: the selector offers each variant and
 * only them, names are identifiers and unique, a range is a range, and only numbers have one.
 * The admin screen shows these beside their fields; the server refuses a schema with any (400).
 */
export function customAttributeSchemaProblems(schema: CustomAttributeSchema): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const selector = schema.variantSelector;
  if (!NAME.test(selector.name)) problems.push(problem('variantSelector.name', 'identifier'));
  if (!selector.label.trim()) problems.push(problem('variantSelector.label', 'required'));
  const types = schema.variants.map((variant) => variant.type);
  if (schema.variants.length === 0) problems.push(problem('variants', 'noVariants'));
  schema.variants.forEach((variant, index) => {
    if (!variant.type.trim()) problems.push(problem(`variants.${index}.type`, 'required'));
    else if (types.indexOf(variant.type) !== index) {
      problems.push(problem(`variants.${index}.type`, 'duplicateVariant', { name: variant.type }));
    }
    const names = variant.attributes.map((attribute) => attribute.name);
    variant.attributes.forEach((attribute, position) => {
      const at = `variants.${index}.attributes.${position}`;
      if (!NAME.test(attribute.name)) problems.push(problem(`${at}.name`, 'identifier'));
      else if (names.indexOf(attribute.name) !== position) {
        problems.push(problem(`${at}.name`, 'duplicateAttribute', { name: attribute.name }));
      }
      const hasRange = attribute.min !== undefined || attribute.max !== undefined;
      if (hasRange && attribute.type !== 'int') problems.push(problem(`${at}.min`, 'rangeOnlyInt'));
      if (attribute.min !== undefined && attribute.max !== undefined && attribute.min > attribute.max) {
        problems.push(problem(`${at}.max`, 'maxBelowMin'));
      }
    });
  });
  if (selector.values.length !== new Set(selector.values).size) {
    problems.push(problem('variantSelector.values', 'duplicateValues'));
  }
  const missing = types.filter((type) => type.trim() && !selector.values.includes(type));
  if (missing.length > 0)
    problems.push(problem('variantSelector.values', 'missingValues', { names: missing.join(', ') }));
  const unknown = selector.values.filter((value) => !types.includes(value));
  if (unknown.length > 0)
    problems.push(problem('variantSelector.values', 'unknownValues', { names: unknown.join(', ') }));
  if (selector.default && !selector.values.includes(selector.default)) {
    problems.push(problem('variantSelector.default', 'defaultNotOffered'));
  }
  return problems;
}
