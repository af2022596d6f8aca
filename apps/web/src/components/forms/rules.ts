import i18n from '../../lib/i18n.ts';
import { type Check, validate } from './validators.ts';

/**
 * A react-hook-form `validate` function from §5 checks, with the message translated in the current
 * language. Forms use `mode: 'onTouched'` so errors first show on blur.
 */
export function rule(...checks: Check[]) {
  return (value: unknown): string | true => {
    const message = validate(value, checks);
    return message ? i18n.t(message.key, message.values) : true;
  };
}
