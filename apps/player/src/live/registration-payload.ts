import type { RegistrationRequest } from '@gc/contracts/play';

/** What the player typed into the registration form. */
export type FormValues = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  acceptsTerms: boolean;
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
    consent: { terms: values.acceptsTerms, privacy: values.acceptsTerms, newsletter: false },
    language,
    altcha,
  };
}

/** The checks the browser can make before sending (the server checks everything again). */
export function formErrors(values: FormValues, messages: { email: string; consent: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = messages.email;
  if (!values.acceptsTerms) errors.consent = messages.consent;
  return errors;
}
