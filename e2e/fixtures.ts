import { test as base, expect, type Page } from '@playwright/test';
import { ROLES, type Role } from '../packages/contracts/src/roles.ts';

export { expect };
export const DEMO_PASSWORD = 'Demo-Password-2026!';
export const ALL_ROLES: readonly Role[] = ROLES;

/** The demo seed's e-mail for a role (contracts demoEmailFor): super-admin@demo.test. */
export function emailFor(role: Role): string {
  return `${role.toLowerCase().replaceAll('_', '-')}@demo.test`;
}

let clientCounter = 0;

/**
 * Every test is its own "client address" (see playwright.config.ts, TRUST_PROXY), so the per-IP
 * rate limit of the log-in endpoint does not turn a growing suite into 429s.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    clientCounter += 1;
    const octet = ((testInfo.workerIndex * 97 + clientCounter) % 250) + 1;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': `198.51.100.${octet}` });
  },
});

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function logInAs(page: Page, role: Role): Promise<void> {
  await logIn(page, emailFor(role));
  await expect(page).not.toHaveURL(/\/login/);
}
