import type { FlagMap } from '@gc/contracts/flags';
import { ADMIN_ROLES, DASHBOARD_ROLES, USER_MANAGEMENT_ROLES } from '@gc/contracts/roles';
import { describe, expect, it } from 'vitest';
import { type AccessInput, type AccessRule, decideAccess } from './access.ts';

const signedIn = (roles: string[], extra: Partial<AccessInput> = {}): AccessInput => ({
  isLoggedIn: true,
  roles,
  flags: null,
  companyTags: null,
  ...extra,
});
const guest: AccessInput = { isLoggedIn: false, roles: [], flags: null, companyTags: null };

const dashboard: AccessRule = {
  auth: true,
  roles: DASHBOARD_ROLES,
  deniedTo: 'by-role',
  roleRedirects: [{ role: 'SUPER_ADMIN', to: '/admin-dashboard' }],
};

describe('decideAccess', () => {
  it('sends guests to /login', () => {
    expect(decideAccess({ auth: true }, guest)).toEqual({ kind: 'redirect', to: '/login' });
  });
  it('sends signed-in users away from guest-only pages to their landing page', () => {
    const rule: AccessRule = { guestOnly: { to: 'landing' } };
    expect(decideAccess(rule, signedIn(['SUPER_ADMIN']))).toEqual({ kind: 'redirect', to: '/admin-dashboard' });
    expect(decideAccess(rule, guest)).toEqual({ kind: 'allow' });
  });
  it('admin area: others go to /dashboard', () => {
    const rule: AccessRule = { auth: true, roles: ADMIN_ROLES, deniedTo: '/dashboard' };
    expect(decideAccess(rule, signedIn(['SUCCESS_MANAGER']))).toEqual({ kind: 'allow' });
    expect(decideAccess(rule, signedIn(['EDITOR']))).toEqual({ kind: 'redirect', to: '/dashboard' });
  });
  it('users page: a viewer goes to /', () => {
    const rule: AccessRule = { auth: true, roles: USER_MANAGEMENT_ROLES, deniedTo: '/' };
    expect(decideAccess(rule, signedIn(['VIEWER']))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess(rule, signedIn(['USER_ADMIN']))).toEqual({ kind: 'allow' });
  });
  it('dashboard: super admin goes to the admin dashboard, a sales manager by role', () => {
    expect(decideAccess(dashboard, signedIn(['SUPER_ADMIN']))).toEqual({ kind: 'redirect', to: '/admin-dashboard' });
    expect(decideAccess(dashboard, signedIn(['SALES_MANAGER']))).toEqual({ kind: 'redirect', to: '/sales-dashboard' });
    expect(decideAccess(dashboard, signedIn(['VIEWER']))).toEqual({ kind: 'allow' });
    expect(decideAccess(dashboard, signedIn([]))).toEqual({ kind: 'redirect', to: '/account' });
  });
  it('feature-flag routes wait for the flags, then go to /dashboard when off', () => {
    const rule: AccessRule = { auth: true, flag: 'ANALYTICS' };
    const flags = (on: boolean) => ({ ANALYTICS: on }) as FlagMap;
    expect(decideAccess(rule, signedIn(['EDITOR']))).toEqual({ kind: 'wait' });
    expect(decideAccess(rule, signedIn(['EDITOR'], { flags: flags(false) }))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(decideAccess(rule, signedIn(['EDITOR'], { flags: flags(true) }))).toEqual({ kind: 'allow' });
  });
  it('campaigns forward to the advanced builder for builder2access companies', () => {
    const rule: AccessRule = { ...dashboard, companyTagForward: { tag: 'builder2access', to: '/advanced-builder' } };
    expect(decideAccess(rule, signedIn(['EDITOR']))).toEqual({ kind: 'wait' });
    expect(decideAccess(rule, signedIn(['EDITOR'], { companyTags: ['builder2access'] }))).toEqual({
      kind: 'redirect',
      to: '/advanced-builder',
    });
    expect(decideAccess(rule, signedIn(['EDITOR'], { companyTags: [] }))).toEqual({ kind: 'allow' });
  });
  it('a disabled setting redirects before anything else', () => {
    expect(decideAccess({ enabled: { isOn: false, to: '/others/404' } }, guest)).toEqual({
      kind: 'redirect',
      to: '/others/404',
    });
  });
});
