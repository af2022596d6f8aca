import { MAX_CODE_LENGTH } from '@gc/contracts/prizes';

/**
 * Whitespace anywhere, an invisible/control character (\p{C}: control, format, private use,
 * unassigned), or U+FFFD, which stands for bytes that were not UTF-8 (a file saved in another encoding).
 */
const FORBIDDEN_CHARACTER = /[\s\p{C}\uFFFD]/u;

/**
 * A code a winner can read out or type: 1 to MAX_CODE_LENGTH characters, nothing invisible. Codes stay
 * case-sensitive, as shops' tills often are.
 */
export function isValidVoucherCode(code: string): boolean {
  return code.length > 0 && code.length <= MAX_CODE_LENGTH && !FORBIDDEN_CHARACTER.test(code);
}
