import {
  attributeProblem,
  type CustomAttributeDefinition,
  type CustomAttributeSchema,
  type CustomAttributesValue,
  EXAMPLE_UUID,
} from '@gc/contracts/custom-attributes';
import { Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  attributeProblemMessage,
  attributeValueOf,
  displayValue,
  sanitizeInt,
  setAttribute,
  switchVariant,
  visibleText,
} from './custom-attribute-values.ts';

type Props = {
  schema: CustomAttributeSchema;
  value: CustomAttributesValue | null;
  onChange: (value: CustomAttributesValue | null) => void;
  disabled: boolean;
};

/** Long free texts get a text area; everything else fits on one line. */
const LONG_TEXT = 255;

/**
 * Spec §2 Custom outcome attributes form: the variant selector of the company's schema and the
 * chosen variant's typed attributes, checked with the §5 rules as the marketer types.
 */
export function CustomAttributesForm({ schema, value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const selector = schema.variantSelector;
  const variant = schema.variants.find((candidate) => candidate.type === value?.type);
  const options = selector.values.map((type) => ({ value: type, label: type }));
  const choose = (type: string | null) => onChange(switchVariant(value, type, schema));
  const selectorLabel = selector.label || selector.name;

  return (
    <Stack gap="sm">
      {selector.display === 'radio' ? (
        <Radio.Group
          label={selectorLabel}
          description={selector.description}
          value={value?.type ?? null}
          onChange={choose}
        >
          <Stack gap={4} mt={4}>
            {options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} disabled={disabled} />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Select
          label={selectorLabel}
          description={selector.description}
          data={options}
          value={value?.type ?? null}
          onChange={choose}
          clearable
          disabled={disabled}
          placeholder={
            selector.default
              ? t('assets.customAttributes.defaultVariant', { variant: selector.default })
              : t('assets.customAttributes.chooseVariant')
          }
        />
      )}
      {value && !variant && (
        <Text size="sm" c="red" role="alert">
          {t('assets.customAttributes.unknownVariant', { variant: value.type })}
        </Text>
      )}
      {value && variant && variant.attributes.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('assets.customAttributes.noAttributes')}
        </Text>
      )}
      {value && variant && variant.attributes.length > 0 && (
        <SimpleGrid type="container" cols={{ base: 1, '560px': 2 }}>
          {variant.attributes.map((definition) => (
            <CustomAttributeField
              key={definition.name}
              definition={definition}
              value={displayValue(attributeValueOf(value, definition.name))}
              disabled={disabled}
              onChange={(raw) => onChange(setAttribute(value, definition, raw))}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

type FieldProps = {
  definition: CustomAttributeDefinition;
  value: string;
  disabled: boolean;
  onChange: (raw: string) => void;
};

/** One attribute, by its type: int (digits only), uuid, date (YYYY-MM-DD) or text. */
function CustomAttributeField({ definition, value, disabled, onChange }: FieldProps) {
  const { t } = useTranslation();
  // The field's text is kept here: "-" or "2024-0" are on their way to a valid value and must stay
  // as typed, while the document holds what they mean (a number for ints).
  const [text, setText] = useState(value);
  const [isTouched, setTouched] = useState(false);
  const shown = visibleText(text, value, definition.type);
  const problem = attributeProblem(definition, shown);
  const error = problem && (isTouched || shown.trim() !== '') ? attributeProblemMessage(problem, t) : undefined;

  const common = {
    label: definition.label || definition.name,
    description: definition.description,
    withAsterisk: definition.required,
    value: shown,
    error,
    disabled,
    onBlur: () => setTouched(true),
  };
  const change = (raw: string) => {
    const next = definition.type === 'int' ? sanitizeInt(raw) : raw;
    setText(next);
    onChange(next);
  };

  switch (definition.type) {
    case 'int':
      return <TextInput {...common} inputMode="numeric" onChange={(event) => change(event.currentTarget.value)} />;
    case 'uuid':
      return (
        <TextInput
          {...common}
          placeholder={EXAMPLE_UUID}
          spellCheck={false}
          onChange={(event) => change(event.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          placeholder={t('assets.customAttributes.datePlaceholder')}
          onChange={(event) => change(event.currentTarget.value)}
        />
      );
    case 'text':
      return definition.max !== undefined && definition.max <= LONG_TEXT ? (
        <TextInput {...common} onChange={(event) => change(event.currentTarget.value)} />
      ) : (
        <Textarea
          {...common}
          autosize
          minRows={2}
          maxRows={6}
          onChange={(event) => change(event.currentTarget.value)}
        />
      );
  }
}
