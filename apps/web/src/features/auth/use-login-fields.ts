import { type FormEvent, useRef, useState } from 'react';
import { rule } from '../../components/forms/rules.ts';
import { email, required } from '../../components/forms/validators.ts';

type Field = 'username' | 'password' | 'otpCode';
export type LoginValues = Record<Field, string>;

const RULES: Record<Field, (value: unknown) => string | true> = {
  username: rule(required, email),
  password: rule(required),
  otpCode: rule(required),
};

/**
 * The log-in form's three fields, as react-hook-form's `mode: 'onTouched'` treats them everywhere else
 * (a field's error shows from its first blur, then follows each change; a submit checks every field and
 * focuses the first wrong one), without loading the form library before the log-in page (issue 18).
 * The inputs stay uncontrolled; `register` gives the same props as react-hook-form's.
 */
export function useLoginFields(hasOtp: boolean) {
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const touched = useRef(new Set<Field>());
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const fields: Field[] = hasOtp ? ['username', 'password', 'otpCode'] : ['username', 'password'];

  const textOf = (field: Field) => inputs.current[field]?.value ?? '';
  const errorOf = (field: Field) => {
    const verdict = RULES[field](textOf(field));
    return verdict === true ? undefined : verdict;
  };
  const check = (field: Field) => setErrors((current) => ({ ...current, [field]: errorOf(field) }));

  const register = (field: Field) => ({
    name: field,
    ref: (input: HTMLInputElement | null) => {
      inputs.current[field] = input;
    },
    onBlur: () => {
      touched.current.add(field);
      check(field);
    },
    onChange: () => {
      if (touched.current.has(field)) check(field);
    },
  });

  const setFocus = (field: Field) => inputs.current[field]?.focus();

  const handleSubmit = (onValid: (values: LoginValues) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(fields.map((field) => [field, errorOf(field)]));
    for (const field of fields) touched.current.add(field);
    setErrors(found);
    const firstWrong = fields.find((field) => found[field] !== undefined);
    if (firstWrong) {
      setFocus(firstWrong);
      return;
    }
    setIsSubmitting(true);
    try {
      await onValid({ username: textOf('username'), password: textOf('password'), otpCode: textOf('otpCode') });
    } finally {
      setIsSubmitting(false);
    }
  };

  return { register, handleSubmit, errors, isSubmitting, setFocus };
}
