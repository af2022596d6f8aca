import { describe, expect, it } from 'vitest';
import { type NavContext, navLinksFor } from './nav-links.ts';

const context: NavContext = { companyId: 'c1', isPennyStage: false, prizeManagementCompanies: [] };
const keys = (roles: string[], extra: Partial<NavContext> = {}) =>
  navLinksFor(roles, { ...context, ...extra }).map((link) => link.key);

describe('navLinksFor', () => {
  it('super admin: admin and sales areas, no company pages', () => {
    expect(keys(['SUPER_ADMIN'])).toEqual(['adminDashboard', 'salesDashboard', 'account']);
  });
  it('success manager: admin area and company pages', () => {
    expect(keys(['SUCCESS_MANAGER'])).toEqual(['adminDashboard', 'dashboard', 'campaigns', 'integrations', 'account']);
  });
  it('sales manager: the sales area only', () => {
    expect(keys(['SALES_MANAGER'])).toEqual(['salesDashboard', 'account']);
  });
  it('user admin: users plus company pages', () => {
    expect(keys(['USER_ADMIN'])).toEqual(['dashboard', 'users', 'campaigns', 'integrations', 'account']);
  });
  it('viewer: no users link', () => {
    expect(keys(['VIEWER'])).not.toContain('users');
  });
  it('prize management: permitted roles on allow-listed companies or the penny stage', () => {
    expect(keys(['EDITOR'])).not.toContain('prizeManagement');
    expect(keys(['EDITOR'], { prizeManagementCompanies: ['c1'] })).toContain('prizeManagement');
    expect(keys(['EDITOR'], { isPennyStage: true })).toContain('prizeManagement');
    expect(keys(['VIEWER'], { isPennyStage: true })).not.toContain('prizeManagement');
    expect(keys(['SUPER_ADMIN'], { isPennyStage: true })).toContain('prizeManagement');
  });
});
