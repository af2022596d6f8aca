import { registrationRequestSchema } from '@gc/contracts/play';
import { describe, expect, it } from 'vitest';
import { formErrors, formRegistration, serverFieldErrors } from './registration-payload.ts';

const values = { email: ' Ana@Example.com ', firstName: ' Ana ', lastName: '', phone: ' ', acceptsTerms: true };
const messages = { email: 'bad email', consent: 'accept' };

describe('formRegistration', () => {
  it('builds a body the API schema accepts, leaving blank optional fields out', () => {
    const body = formRegistration(values, 'de', 'c29sdmVk');
    expect(body).toEqual({
      email: 'Ana@Example.com',
      firstName: 'Ana',
      lastName: undefined,
      phone: undefined,
      source: 'form',
      consent: { terms: true, privacy: true, newsletter: false },
      language: 'de',
      altcha: 'c29sdmVk',
    });
    expect(registrationRequestSchema.parse(body).email).toBe('ana@example.com');
  });
});

describe('formErrors', () => {
  it('asks for a valid e-mail and the consent', () => {
    expect(formErrors({ ...values, email: 'ana@', acceptsTerms: false }, messages)).toEqual({
      email: 'bad email',
      consent: 'accept',
    });
    expect(formErrors(values, messages)).toEqual({});
  });
});

describe('serverFieldErrors', () => {
  it('places violations beside their fields and the rest on the form', () => {
    expect(
      serverFieldErrors(
        [
          { field: 'phone', message: 'This phone number is not valid' },
          { field: 'consent.terms', message: 'Please accept the terms' },
          { message: 'Text may not contain NUL characters.' },
        ],
        'The request is not valid.',
      ),
    ).toEqual({
      phone: 'This phone number is not valid',
      consent: 'Please accept the terms',
      form: 'Text may not contain NUL characters.',
    });
    expect(serverFieldErrors([], 'Too many requests')).toEqual({ form: 'Too many requests' });
  });
});
