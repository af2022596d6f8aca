import { registrationRequestSchema } from '@gc/contracts/play';
import { describe, expect, it } from 'vitest';
import { formErrors, formRegistration, remainingErrors } from './registration-payload.ts';

const values = {
  email: ' Ana@Example.com ',
  firstName: ' Ana ',
  lastName: '',
  phone: ' ',
  acceptsTerms: true,
  wantsNewsletter: false,
};
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

  it('sends the newsletter consent the player ticked, apart from the terms', () => {
    expect(formRegistration({ ...values, wantsNewsletter: true }, 'de', 'x').consent).toEqual({
      terms: true,
      privacy: true,
      newsletter: true,
    });
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

describe('remainingErrors', () => {
  const refused = { ...values, email: 'ana@', phone: '12', acceptsTerms: false };
  const errors = { email: 'bad email', phone: 'bad phone', consent: 'accept', form: 'offline' };

  it('keeps every error while nothing changed', () => {
    expect(remainingErrors(errors, refused, refused)).toEqual(errors);
  });

  it('drops an error as soon as its field is fixed, and only that one', () => {
    expect(remainingErrors(errors, refused, { ...refused, email: 'ana@example.com' })).toEqual({
      phone: 'bad phone',
      consent: 'accept',
      form: 'offline',
    });
    expect(remainingErrors(errors, refused, { ...refused, acceptsTerms: true })).not.toHaveProperty('consent');
  });

  it('keeps the e-mail error while the e-mail is still not one', () => {
    expect(remainingErrors(errors, refused, { ...refused, email: 'ana@example' })).toHaveProperty('email');
  });

  it('drops the server’s phone error once the number is changed (the server checks it again)', () => {
    expect(remainingErrors(errors, refused, { ...refused, phone: '079 123 45 67' })).not.toHaveProperty('phone');
    expect(remainingErrors(errors, refused, { ...refused, phone: '' })).not.toHaveProperty('phone');
  });

  it('keeps an error the server gave a value the browser finds fine, until that value changes', () => {
    const serverRefused = { ...values, email: 'taken@example.com' };
    const serverErrors = { email: 'bad email' };
    expect(remainingErrors(serverErrors, serverRefused, serverRefused)).toEqual(serverErrors);
    expect(remainingErrors(serverErrors, serverRefused, { ...serverRefused, email: 'ana@example.com' })).toEqual({});
  });
});
