import type { RegistrationRequest } from '@gc/contracts/play';

/** What the player typed into the registration form. */
export type FormValues = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  acceptsTerms: boolean;
  /** The optional newsletter box; false where the campaign does not offer it. */
  wantsNewsletter: boolean;
};

export type FieldErrors = Partial<Record<'email' | 'phone' | 'consent' | 'form', string>>;

const blankToUndefined = (value: string) => value.trim() || undefined;

/** The request body of a form registration (trimmed; optional fields left out when blank). */
export function formRegistration(values: FormValues, language: string, altcha: string): RegistrationRequest {
  return {
    email: values.email.trim(),
    firstName: blankToUndefined(values.firstName),
    lastName: blankToUndefined(values.lastName),
    phone: blankToUndefined(values.phone),
    source: 'form',
    // One checkbox accepts both documents, so it gives both consents.
    consent: { terms: values.acceptsTerms, privacy: values.acceptsTerms, newsletter: values.wantsNewsletter },
    language,
    altcha,
  };
}

const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** The checks the browser can make before sending (the server checks everything again). */
export function formErrors(values: FormValues, messages: { email: string; consent: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!isEmail(values.email)) errors.email = messages.email;
  if (!values.acceptsTerms) errors.consent = messages.consent;
  return errors;
}

/** Each field with an error beside it, its value in the form, and whether the browser sees nothing wrong with it. */
const FIELD_CHECKS = {
  email: { valueOf: (values: FormValues) => values.email, passes: (values: FormValues) => isEmail(values.email) },
  consent: {
    valueOf: (values: FormValues) => values.acceptsTerms,
    passes: (values: FormValues) => values.acceptsTerms,
  },
  // Only the server reads phone numbers (libphonenumber would double the page's script): a new number may be right.
  phone: { valueOf: (values: FormValues) => values.phone, passes: () => true },
} as const;

/**
 * The errors still true while the player fixes the form: a field's error goes as soon as its value is
 * no longer the one refused and passes the browser's own check, so nobody types against a stale
 * message. The form's own error (the network) stays until the next submit.
 */
export function remainingErrors(errors: FieldErrors, refused: FormValues, now: FormValues): FieldErrors {
  const remaining: FieldErrors = { ...errors };
  for (const [field, check] of Object.entries(FIELD_CHECKS)) {
    const isFixed = check.valueOf(now) !== check.valueOf(refused) && check.passes(now);
    if (isFixed) delete remaining[field as keyof typeof FIELD_CHECKS];
  }
  return remaining;
}
