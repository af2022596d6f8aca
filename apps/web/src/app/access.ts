import type { FeatureFlag, FlagMap } from '@gc/contracts/flags';
import { hasAnyRole, landingPathFor, type Role } from '@gc/contracts/roles';

/**
 * A route's access rule (spec §2, §6). The route table attaches one per guarded route; the Guard
 * component gathers the inputs and follows decideAccess().
 */
export type AccessRule = {
  /** Needs a signed-in user; others go to /login. */
  auth?: boolean;
  /** Signed-in users are sent on (to `to`, or their landing page when `to` is 'landing'). */
  guestOnly?: { to: string | 'landing' };
  /** The roles allowed in; `deniedTo` is where the others go ('by-role': their landing page). */
  roles?: readonly Role[];
  deniedTo?: string | 'by-role';
  /** Roles sent elsewhere even though allowed (super admin: dashboard -> admin dashboard). */
  roleRedirects?: readonly { role: Role; to: string }[];
  /** The route needs this remote feature flag, otherwise /dashboard. */
  flag?: FeatureFlag;
  /** Forwards when the acting company has the tag (campaigns -> advanced builder with builder2access). */
  companyTagForward?: { tag: string; to: string };
  /** A build/runtime setting that must be on (register-demo), otherwise `to`. */
  enabled?: { isOn: boolean; to: string };
};

export type AccessInput = {
  isLoggedIn: boolean;
  roles: readonly string[];
  /** null while the flags are loading. */
  flags: FlagMap | null;
  /** null while the acting company is loading. */
  companyTags: readonly string[] | null;
};

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'wait' };

const allow: AccessDecision = { kind: 'allow' };
const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to });

/** Where a user who may not see the dashboard goes: their landing page, or /account if that is the dashboard. */
export function redirectByRole(roles: readonly string[]): string {
  const landing = landingPathFor(roles);
  return landing === '/dashboard' ? '/account' : landing;
}

export function decideAccess(rule: AccessRule, input: AccessInput): AccessDecision {
  if (rule.enabled && !rule.enabled.isOn) return redirect(rule.enabled.to);
  if (rule.guestOnly && input.isLoggedIn) {
    return redirect(rule.guestOnly.to === 'landing' ? landingPathFor(input.roles) : rule.guestOnly.to);
  }
  if (rule.auth && !input.isLoggedIn) return redirect('/login');
  if (rule.roles && !hasAnyRole(input.roles, rule.roles)) {
    return redirect(rule.deniedTo === 'by-role' || !rule.deniedTo ? redirectByRole(input.roles) : rule.deniedTo);
  }
  for (const { role, to } of rule.roleRedirects ?? []) {
    if (input.roles.includes(role)) return redirect(to);
  }
  if (rule.flag) {
    if (!input.flags) return { kind: 'wait' };
    if (!input.flags[rule.flag]) return redirect('/dashboard');
  }
  if (rule.companyTagForward) {
    if (!input.companyTags) return { kind: 'wait' };
    if (input.companyTags.includes(rule.companyTagForward.tag)) return redirect(rule.companyTagForward.to);
  }
  return allow;
}
