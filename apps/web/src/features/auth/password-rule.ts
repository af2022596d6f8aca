import { type PasswordProblem, passwordProblems } from '@gc/contracts/validation';
import i18n from '../../lib/i18n.ts';

/** The §5 rules in the order the checklist shows them. */
export const PASSWORD_CHECKS: readonly PasswordProblem[] = [
  'length',
  'lowercase',
  'uppercase',
  'digit',
  'special',
  'whitespace',
];

/** react-hook-form rule: the whole §5 rule text when any part fails (the server repeats it for admins). */
export function passwordRule(strong: boolean) {
  return (value: string): string | true => {
    if (!value) return i18n.t('validation.required');
    return passwordProblems(value, strong).length === 0
      ? true
      : i18n.t(strong ? 'password.ruleStrong' : 'password.ruleNormal');
  };
}

export function repeatRule(getPassword: () => string) {
  return (value: string): string | true => (value === getPassword() ? true : i18n.t('password.mismatch'));
}
