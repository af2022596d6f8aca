import { describe, expect, it } from 'vitest';
import { companyViewIdFrom, withCompanyView } from './company-view.ts';

describe('companyViewIdFrom', () => {
  it('is read only for super admins and success managers', () => {
    expect(companyViewIdFrom('?companyViewId=c2', ['SUPER_ADMIN'])).toBe('c2');
    expect(companyViewIdFrom('?companyViewId=c2', ['SUCCESS_MANAGER'])).toBe('c2');
    expect(companyViewIdFrom('?companyViewId=c2', ['EDITOR'])).toBeNull();
    expect(companyViewIdFrom('', ['SUPER_ADMIN'])).toBeNull();
  });
});

describe('withCompanyView', () => {
  it('adds the parameter and keeps the rest of the query', () => {
    expect(withCompanyView('/users', 'c2')).toBe('/users?companyViewId=c2');
    expect(withCompanyView('/users?page=2', 'c2')).toBe('/users?page=2&companyViewId=c2');
    expect(withCompanyView('/users', null)).toBe('/users');
  });
});
