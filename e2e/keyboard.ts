import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Presses Tab until the focused element is named `name` (keyboard only: no clicks, no focus() calls).
 * A control that renders late (a lazily loaded game, a busy machine) is waited for: after a round of
 * presses without it, the page gets a moment and the round starts again, up to `timeoutMs`.
 */
export async function tabTo(page: Page, name: string | RegExp, limit = 25, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  do {
    for (let presses = 0; presses < limit; presses++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return (
          element?.getAttribute('aria-label') ||
          element?.textContent ||
          (element as HTMLInputElement)?.labels?.[0]?.textContent ||
          ''
        );
      });
      if (typeof name === 'string' ? focused.trim().startsWith(name) : name.test(focused)) return;
    }
    await page.waitForTimeout(300);
  } while (Date.now() < deadline);
  throw new Error(`Tab never reached ${name}`);
}

/** Fills the player's registration form with the keyboard alone and sends it. */
export async function registerByKeyboard(player: Page, email: string, firstName: string) {
  await expect(player.getByRole('heading', { name: 'Tell us who you are' })).toBeVisible();
  await tabTo(player, 'E-mail');
  await player.keyboard.type(email);
  await tabTo(player, 'First name');
  await player.keyboard.type(firstName);
  await tabTo(player, 'Last name');
  await player.keyboard.type('Player');
  await tabTo(player, /I accept/);
  await player.keyboard.press('Space');
  await tabTo(player, 'Continue');
  await player.keyboard.press('Enter');
}
