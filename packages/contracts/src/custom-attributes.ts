import { z } from 'zod';

/**
 * Custom outcome attributes (spec §3): a company's integrations define a schema of variants, each a
 * list of typed attributes; an outcome picks a variant and fills its attributes.
 */
export const CUSTOM_ATTRIBUTE_TYPES = ['int', 'uuid', 'date', 'text'] as const;

export const customAttributeDefinitionSchema = z.object({
  name: z.string().min(1).max(64),
  label: z.string().max(255),
  description: z.string().max(1000).optional(),
  type: z.enum(CUSTOM_ATTRIBUTE_TYPES),
  required: z.boolean().default(false),
  min: z.number().optional(),
  max: z.number().optional(),
});
export type CustomAttributeDefinition = z.infer<typeof customAttributeDefinitionSchema>;

export const customAttributeSchemaSchema = z.object({
  variantSelector: z.object({
    name: z.string().default('outcome_type'),
    label: z.string(),
    description: z.string().optional(),
    display: z.string().optional(),
    default: z.string().optional(),
    values: z.array(z.string()),
  }),
  variants: z.array(z.object({ type: z.string(), attributes: z.array(customAttributeDefinitionSchema) })),
});
export type CustomAttributeSchema = z.infer<typeof customAttributeSchemaSchema>;

export const customAttributesValueSchema = z.object({
  type: z.string().min(1).max(64),
  attributes: z
    .array(
      z.object({
        attributeIdentifier: z.string().min(1).max(64),
        /** Int values travel as numbers (§3). */
        attributeValue: z.union([z.string().max(1000), z.number()]),
      }),
    )
    .max(100),
});
export type CustomAttributesValue = z.infer<typeof customAttributesValueSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
export const EXAMPLE_UUID = '123e4567-e89b-12d3-a456-426614174000';

/** The §5 messages; the builder shows their translations, keyed by `kind`. */
export type AttributeProblem =
  | { kind: 'required' }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'numeric' }
  | { kind: 'uuid'; example: string }
  | { kind: 'date' };

export const ATTRIBUTE_PROBLEM_TEXT = {
  required: () => 'This field is required.',
  range: (p: { min: number; max: number }) => `Value must be between ${p.min} and ${p.max}.`,
  numeric: () => 'Only numeric values are allowed.',
  uuid: (p: { example: string }) => `Value must be a valid UUID (e.g. ${p.example}).`,
  date: () => 'Value must be a valid date.',
} as const;

export function attributeProblemText(problem: AttributeProblem): string {
  switch (problem.kind) {
    case 'required':
      return ATTRIBUTE_PROBLEM_TEXT.required();
    case 'range':
      return ATTRIBUTE_PROBLEM_TEXT.range(problem);
    case 'numeric':
      return ATTRIBUTE_PROBLEM_TEXT.numeric();
    case 'uuid':
      return ATTRIBUTE_PROBLEM_TEXT.uuid(problem);
    case 'date':
      return ATTRIBUTE_PROBLEM_TEXT.date();
  }
}

/** Checks one value against its definition; null when it is fine. */
export function attributeProblem(
  definition: CustomAttributeDefinition,
  value: string | number | undefined,
): AttributeProblem | null {
  const text = value === undefined ? '' : String(value).trim();
  if (text === '') return definition.required ? { kind: 'required' } : null;
  switch (definition.type) {
    case 'int': {
      if (!/^-?\d+$/.test(text)) return { kind: 'numeric' };
      const number = Number(text);
      const min = definition.min ?? Number.MIN_SAFE_INTEGER;
      const max = definition.max ?? Number.MAX_SAFE_INTEGER;
      if (number < min || number > max) return { kind: 'range', min, max };
      return null;
    }
    case 'uuid':
      return UUID.test(text) ? null : { kind: 'uuid', example: EXAMPLE_UUID };
    case 'date':
      return DATE.test(text) && !Number.isNaN(Date.parse(text)) ? null : { kind: 'date' };
    case 'text': {
      if (definition.max !== undefined && text.length > definition.max) {
        return { kind: 'range', min: definition.min ?? 0, max: definition.max };
      }
      if (definition.min !== undefined && text.length < definition.min) {
        return { kind: 'range', min: definition.min, max: definition.max ?? MAX_TEXT };
      }
      return null;
    }
  }
}
const MAX_TEXT = 1000;

/** Every problem of an outcome's attributes against the schema, by attribute name. */
export function customAttributesProblems(
  schema: CustomAttributeSchema,
  value: CustomAttributesValue,
): { attribute: string; problem: AttributeProblem }[] {
  const variant = schema.variants.find((v) => v.type === value.type);
  if (!variant) return [{ attribute: schema.variantSelector.name, problem: { kind: 'required' } }];
  const problems: { attribute: string; problem: AttributeProblem }[] = [];
  for (const definition of variant.attributes) {
    const entry = value.attributes.find((a) => a.attributeIdentifier === definition.name);
    const problem = attributeProblem(definition, entry?.attributeValue);
    if (problem) problems.push({ attribute: definition.name, problem });
  }
  return problems;
}
