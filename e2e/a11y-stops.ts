import type { Locator, Page } from '@playwright/test';
import {
  ADMIN_ROLES,
  BUILDER_ROLES,
  DASHBOARD_ROLES,
  PRIZE_ROLES,
  ROLES,
  type Role,
  SALES_ROLES,
  USER_MANAGEMENT_ROLES,
} from '../packages/contracts/src/roles.ts';
import { expect } from './fixtures.ts';
import { type UiLanguage, uiText } from './ui-text.ts';

/** Runs axe on the page as it is now (`within`: a CSS selector for one part) and records what it finds. */
export type Check = (what: string, within?: string) => Promise<void>;

/** What a stop needs: the language, the check, and the data seeded for the role (a campaign, a prize). */
export type Visit = {
  page: Page;
  language: UiLanguage;
  check: Check;
  seed: { campaignId?: string; campaignName?: string; poolName?: string };
};

/** One builder page and the dialogs it opens, for the roles that reach it (the route rules of apps/web). */
export type Stop = { roles: readonly Role[]; visit: (visit: Visit) => Promise<void> };

const text = (visit: Visit, key: string, values?: Record<string, string>) => uiText(visit.language, key, values);

/** Until the page stops loading: no request for a moment and no loader in the main area. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
  await expect(page.locator('main .mantine-LoadingOverlay-root, main .mantine-Skeleton-root')).toHaveCount(0);
}

async function goTo(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await settle(page);
}

/** A dialog fully shown (its opening transition over), so axe does not measure a half-transparent one. */
async function shown(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
  await settle(dialog.page());
}

/** Opens a dialog with `open`, checks it, and closes it with Escape. */
async function checkDialog(visit: Visit, what: string, open: () => Promise<void>, name?: string): Promise<void> {
  await open();
  const dialog = name ? visit.page.getByRole('dialog', { name }) : visit.page.getByRole('dialog').last();
  await shown(dialog);
  await visit.check(what, '[role="dialog"]');
  await visit.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const everyone: readonly Role[] = ROLES;

export const PUBLIC_PATHS = [
  '/login',
  '/forgot-password',
  '/forgot-password/reset?token=e2e',
  '/register',
  '/register/confirm?token=e2e',
  '/account-status',
  '/others/404',
];

/** Every signed-in page of the builder app and the dialogs it opens. */
export const STOPS: Record<string, Stop> = {
  dashboard: {
    roles: DASHBOARD_ROLES.filter((role) => role !== 'SUPER_ADMIN'),
    visit: async (visit) => {
      await goTo(visit.page, '/dashboard');
      await visit.check('dashboard');
    },
  },
  adminDashboard: {
    roles: ADMIN_ROLES,
    visit: async (visit) => {
      await goTo(visit.page, '/admin-dashboard');
      await visit.check('admin dashboard');
    },
  },
  account: {
    roles: everyone,
    visit: async (visit) => {
      await goTo(visit.page, '/account');
      await visit.check('account');
      await visit.page.getByRole('button', { name: text(visit, 'account.otpSetUp') }).click();
      await settle(visit.page);
      await visit.check('account: two-factor set-up');
    },
  },
  support: {
    roles: everyone,
    visit: async (visit) => {
      await goTo(visit.page, '/support');
      await visit.check('support');
      await goTo(visit.page, '/support/user-guides?starting_guide=video_tutorials');
      await visit.check('user guides (video tutorials)');
    },
  },
  integrations: {
    roles: DASHBOARD_ROLES,
    visit: async (visit) => {
      await goTo(visit.page, '/integrations');
      await visit.check('integrations');
    },
  },
  salesDashboard: {
    roles: SALES_ROLES,
    visit: async (visit) => {
      await goTo(visit.page, '/sales-dashboard');
      await visit.check('sales dashboard');
    },
  },
  campaigns: {
    roles: DASHBOARD_ROLES,
    visit: async (visit) => {
      await goTo(visit.page, '/campaigns');
      await visit.check('campaigns');
      const name = visit.seed.campaignName;
      if (!name) return;
      const menu = visit.page.getByRole('button', { name: text(visit, 'campaigns.rowActions', { name }) });
      if ((await menu.count()) === 0) return;
      await menu.click();
      await expect(visit.page.getByRole('menu')).toBeVisible();
      await visit.check('campaigns: row actions', '[role="menu"]');
      const remove = visit.page.getByRole('menuitem', { name: text(visit, 'campaigns.actions.delete') });
      if ((await remove.count()) === 0) {
        await visit.page.keyboard.press('Escape');
        return;
      }
      await checkDialog(visit, 'campaigns: delete dialog', () => remove.click());
    },
  },
  campaignDetails: {
    roles: DASHBOARD_ROLES,
    visit: async (visit) => {
      if (!visit.seed.campaignId) return;
      await goTo(visit.page, `/campaign/details/${visit.seed.campaignId}`);
      await visit.check('campaign details');
      // Editors clear the analytics after a confirmation (issue 16).
      const clear = visit.page.getByRole('button', { name: text(visit, 'details.analytics.clear.button') });
      if ((await clear.count()) > 0) await checkDialog(visit, 'campaign details: clear analytics', () => clear.click());
    },
  },
  wizard: {
    roles: BUILDER_ROLES,
    visit: async (visit) => {
      const { page } = visit;
      const next = page.getByRole('button', { name: text(visit, 'wizard.next') });
      await goTo(page, '/wizard');
      await visit.check('wizard: game type');
      await page.getByRole('radio', { name: text(visit, 'campaign.types.spin-the-wheel.name'), exact: true }).click();
      await next.click();
      await settle(page);
      await visit.check('wizard: template');
      await next.click();
      await settle(page);
      await page.getByRole('textbox', { name: text(visit, 'wizard.name.label') }).fill(`A11y wizard ${Date.now()}`);
      await expect(next).toBeEnabled();
      await visit.check('wizard: name');
      await next.click();
      await settle(page);
      await visit.check('wizard: languages');
    },
  },
  builder: {
    roles: BUILDER_ROLES,
    visit: async (visit) => {
      const { page, seed } = visit;
      if (!seed.campaignId) return;
      // One load of the builder; the sections are reached by their tabs, as an editor does.
      await goTo(page, `/builder/${seed.campaignId}?section=pages`);
      for (const section of ['pages', 'content', 'design', 'registration', 'links', 'outcomes', 'game', 'emails']) {
        const tab = page.getByRole('tab', { name: text(visit, `builder.sections.${section}`) });
        if (section !== 'pages') await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await settle(page);
        await visit.check(`builder: ${section}`);
        if (section === 'design') {
          await checkDialog(visit, 'builder: asset library', () =>
            page
              .getByRole('button', { name: text(visit, 'assets.chooser.choose') })
              .first()
              .click(),
          );
        }
      }
      // Only the roles that may publish (not a creator) have the button.
      const publish = page.getByRole('button', { name: text(visit, 'publishing.publish'), exact: true });
      if ((await publish.count()) > 0) await checkDialog(visit, 'builder: publish dialog', () => publish.click());
    },
  },
  prizes: {
    roles: PRIZE_ROLES,
    visit: async (visit) => {
      const { page } = visit;
      const name = visit.seed.poolName ?? '';
      await goTo(page, '/prize-management');
      await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
      await visit.check('prize management');
      await checkDialog(visit, 'prizes: new prize dialog', () =>
        page
          .getByRole('button', { name: text(visit, 'prizes.create') })
          .first()
          .click(),
      );
      await checkDialog(visit, 'prizes: edit dialog', () =>
        page.getByRole('button', { name: text(visit, 'prizes.actions.editNamed', { name }) }).click(),
      );
      await checkDialog(visit, 'prizes: codes dialog', () =>
        page.getByRole('button', { name: text(visit, 'prizes.actions.codesNamed', { name }) }).click(),
      );
      await checkDialog(visit, 'prizes: delete dialog', () =>
        page.getByRole('button', { name: text(visit, 'prizes.actions.deleteNamed', { name }) }).click(),
      );
      await page.getByRole('tab', { name: text(visit, 'prizes.tabs.audit') }).click();
      await settle(page);
      await visit.check('prizes: audit log');
    },
  },
  users: {
    roles: USER_MANAGEMENT_ROLES,
    visit: async (visit) => {
      const { page } = visit;
      const email = 'viewer@demo.test';
      await goTo(page, '/users');
      await expect(page.getByText(email)).toBeVisible();
      await visit.check('users');
      await checkDialog(visit, 'users: invite dialog', () =>
        page.getByRole('button', { name: text(visit, 'users.invite') }).click(),
      );
      await checkDialog(visit, 'users: edit dialog', () =>
        page.getByRole('button', { name: text(visit, 'users.editUser', { email }) }).click(),
      );
      await checkDialog(visit, 'users: deactivate dialog', () =>
        page.getByRole('button', { name: text(visit, 'users.deactivateUser', { email }) }).click(),
      );
    },
  },
};
