import { TextInput, type TextInputProps } from '@mantine/core';

type Props = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  allowNegative?: boolean;
};

/**
 * A whole number typed as text (digits, and a leading minus where allowed); empty is undefined.
 * Mantine's NumberInput would be split into a chunk of its own that the log-in page's start-up code
 * then has to name (its preload list), and that page has no bytes to spare (issue 18's budget).
 */
export function WholeNumberInput({ value, onChange, allowNegative = false, ...props }: Props) {
  const pattern = allowNegative ? /^-?\d*$/ : /^\d*$/;
  return (
    <TextInput
      {...props}
      inputMode="numeric"
      value={value === undefined ? '' : String(value)}
      onChange={(event) => {
        const text = event.currentTarget.value.trim();
        if (!pattern.test(text)) return;
        onChange(text === '' || text === '-' ? undefined : Number(text));
      }}
    />
  );
}
