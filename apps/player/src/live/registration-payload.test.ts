import { registrationRequestSchema } from '@gc/contracts/play';
import { describe, expect, it } from 'vitest';
import { formErrors, formRegistration } from './registration-payload.ts';

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
