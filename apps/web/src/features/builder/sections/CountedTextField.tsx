import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  label: string;
  value: string;
  max: number;
  /** A text area for long texts, a one-line input otherwise. */
  isMultiline?: boolean;
  disabled?: boolean;
  placeholder?: string;
  onChange: (value: string) => void;
};

/** A text field that cannot take more than `max` characters and shows how many are used (§5 Text fields). */
export function CountedTextField({ label, value, max, isMultiline, disabled, placeholder, onChange }: Props) {
  const { t } = useTranslation();
  const common = {
    label,
    value,
    disabled,
    placeholder,
    maxLength: max,
    description: t('builder.content.counter', { count: value.length, max }),
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
  };
  return isMultiline ? (
    <Textarea {...common} autosize minRows={2} maxRows={8} onChange={(event) => onChange(event.currentTarget.value)} />
  ) : (
    <TextInput {...common} onChange={(event) => onChange(event.currentTarget.value)} />
  );
}
