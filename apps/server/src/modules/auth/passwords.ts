import { MAX_PASSWORD_LENGTH, PASSWORD_RULE_TEXT, passwordProblems } from '@gc/contracts/validation';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../lib/app-error.ts';

/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes). */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash to verify against when the account does not exist, so that both answers take as long. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password-Aa1!');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** Throws WEAK_PASSWORD with the rule text when the password breaks §5 (the strong variant for admins). */
export function assertPasswordRules(password: string, strong: boolean): void {
  const problems = passwordProblems(password, strong);
  if (problems.length === 0) return;
  const message = problems.includes('tooLong')
    ? `Password must have at most ${MAX_PASSWORD_LENGTH} characters.`
    : PASSWORD_RULE_TEXT[strong ? 'strong' : 'normal'];
  throw new AppError('WEAK_PASSWORD', 400, message, { violations: [{ field: 'password', message }] });
}
