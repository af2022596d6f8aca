import type { CustomAttributeDefinition, CustomAttributeSchema } from '@gc/contracts/custom-attributes';

/** A new company's first schema: one variant with one attribute, to fill in. */
export const STARTER_SCHEMA: CustomAttributeSchema = {
  variantSelector: { name: 'outcome_type', label: 'Outcome type', display: 'select', values: ['default'] },
  variants: [
    { type: 'default', attributes: [{ name: 'identifier', label: 'Identifier', type: 'text', required: true }] },
  ],
};

export const NEW_ATTRIBUTE: CustomAttributeDefinition = { name: '', label: '', type: 'text', required: false };

/**
 * The schema as it is saved: the selector offers exactly the variants, in their order (the screen
 * edits the variants; the offered values follow them), and a default that is not offered is dropped.
 * Ranges only stay on whole-number attributes.
 */
export function normalisedSchema(schema: CustomAttributeSchema): CustomAttributeSchema {
  const values = schema.variants.map((variant) => variant.type);
  const { default: fallback, ...selector } = schema.variantSelector;
  return {
    variantSelector: { ...selector, values, ...(fallback && values.includes(fallback) ? { default: fallback } : {}) },
    variants: schema.variants.map((variant) => ({
      ...variant,
      attributes: variant.attributes.map(({ min, max, ...attribute }) =>
        attribute.type === 'int'
          ? { ...attribute, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) }
          : attribute,
      ),
    })),
  };
}
