import { describe, expect, it } from 'vitest';
import { isoBirthDate, urlRegistration } from './url-registration.ts';

describe('isoBirthDate', () => {
  it.each([
    ['03/14/1990', '1990-03-14'],
    ['03-14-1990', '1990-03-14'],
    ['03.14.1990', '1990-03-14'],
    ['3/4/1990', '1990-03-04'],
  ])('reads %s as %s', (value, iso) => {
    expect(isoBirthDate(value)).toBe(iso);
  });

  it.each(['1990-03-14', '03/14-1990', '14.03.90', 'yesterday', ''])('refuses %j', (value) => {
    expect(isoBirthDate(value)).toBeNull();
  });
});

describe('urlRegistration', () => {
  it('reads userId, email and the optional parameters, turning the birth date into ISO', () => {
    const result = urlRegistration(
      '?userId=u-7&email=ana%40example.com&firstName=Ana&lastName=Ili%C4%87&phone=%2B41791234567&city=Bern&company=ACME&birthDate=12.31.1985&lang=de&other=x',
    );
    expect(result).toEqual({
      values: {
        userId: 'u-7',
        email: 'ana@example.com',
        firstName: 'Ana',
        lastName: 'Ilić',
        phone: '+41791234567',
        city: 'Bern',
        company: 'ACME',
        birthDate: '1985-12-31',
      },
    });
  });

  it('leaves out a birth date in another format and blank parameters', () => {
    expect(urlRegistration('?userId=1&email=a@b.ch&birthDate=1985-12-31&firstName=')).toEqual({
      values: { userId: '1', email: 'a@b.ch' },
    });
  });

  it('names the missing required parameters', () => {
    expect(urlRegistration('?email=a@b.ch')).toEqual({ missing: ['userId'] });
    expect(urlRegistration('?userId=%20')).toEqual({ missing: ['userId', 'email'] });
  });
});
