import type { CustomAttributeSchema } from './custom-attributes.ts';

/** One readable problem of a schema a company admin edits, with where it is (`variants.0.attributes.1.max`). */
export type SchemaProblem = { field: string; message: string };

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/**
 * What the shape alone (customAttributeSchemaSchema) cannot say: the selector offers each variant and
 * only them, names are identifiers and unique, a range is a range, and only numbers have one.
 * The admin screen shows these beside their fields; the server refuses a schema with any (400).
 */
export function customAttributeSchemaProblems(schema: CustomAttributeSchema): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const selector = schema.variantSelector;
  if (!NAME.test(selector.name)) {
    problems.push({
      field: 'variantSelector.name',
      message: 'Use letters, digits and underscores, starting with a letter.',
    });
  }
  if (!selector.label.trim()) problems.push({ field: 'variantSelector.label', message: 'This field is required.' });
  const types = schema.variants.map((variant) => variant.type);
  if (schema.variants.length === 0) problems.push({ field: 'variants', message: 'Add at least one variant.' });
  schema.variants.forEach((variant, index) => {
    if (!variant.type.trim()) problems.push({ field: `variants.${index}.type`, message: 'This field is required.' });
    else if (types.indexOf(variant.type) !== index) {
      problems.push({ field: `variants.${index}.type`, message: `The variant "${variant.type}" is defined twice.` });
    }
    const names = variant.attributes.map((attribute) => attribute.name);
    variant.attributes.forEach((attribute, position) => {
      const at = `variants.${index}.attributes.${position}`;
      if (!NAME.test(attribute.name)) {
        problems.push({ field: `${at}.name`, message: 'Use letters, digits and underscores, starting with a letter.' });
      } else if (names.indexOf(attribute.name) !== position) {
        problems.push({
          field: `${at}.name`,
          message: `The attribute "${attribute.name}" is defined twice in this variant.`,
        });
      }
      const hasRange = attribute.min !== undefined || attribute.max !== undefined;
      if (hasRange && attribute.type !== 'int') {
        problems.push({ field: `${at}.min`, message: 'Only whole-number attributes have a minimum and maximum.' });
      }
      if (attribute.min !== undefined && attribute.max !== undefined && attribute.min > attribute.max) {
        problems.push({ field: `${at}.max`, message: 'The maximum must not be below the minimum.' });
      }
    });
  });
  if (selector.values.length !== new Set(selector.values).size) {
    problems.push({ field: 'variantSelector.values', message: 'Each variant may be offered once.' });
  }
  const missing = types.filter((type) => type.trim() && !selector.values.includes(type));
  if (missing.length > 0) {
    problems.push({
      field: 'variantSelector.values',
      message: `Offer every variant in the selector (missing: ${missing.join(', ')}).`,
    });
  }
  const unknown = selector.values.filter((value) => !types.includes(value));
  if (unknown.length > 0) {
    problems.push({
      field: 'variantSelector.values',
      message: `The selector offers variants that are not defined: ${unknown.join(', ')}.`,
    });
  }
  if (selector.default && !selector.values.includes(selector.default)) {
    problems.push({ field: 'variantSelector.default', message: 'The default must be one of the offered variants.' });
  }
  return problems;
}
