import { demoEmailFor, ROLES } from '@gc/contracts/roles';
import type { Config } from '../../config.ts';

/**
 * The seeded demo accounts are showcase log-ins shared by everyone who opens the instance: their
 * "first log-in" is whoever happens to come first (an operator, a test run), not a newcomer.
 */
const SEEDED_DEMO_EMAILS: ReadonlySet<string> = new Set(ROLES.map(demoEmailFor));

/**
 * Spec §4 "First login in the demo environment": the tutorials are offered once per account. The
 * server decides it from `hasLoggedIn`, so a second device never offers them again. An instance
 * that seeds the demo company (DEMO_SEED, off in production) is the demo environment, and so is a
 * demo company opened from a demo offer (issue 17), wherever it runs.
 */
export function isTutorialsDue(config: Config, email: string, isFirstLogin: boolean, isDemoCompany = false): boolean {
  return (config.demoSeed || isDemoCompany) && isFirstLogin && !SEEDED_DEMO_EMAILS.has(email);
}
