import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { loadFeatureTexts } from '../lib/i18n.ts';
import type { AccessRule } from './access.ts';
import { IS_DEMO_ENABLED } from './app-config.ts';
import { lazyNamed, type Preloadable } from './lazy-named.ts';
import { PublicLayout } from './PublicLayout.tsx';
import { RootFrame } from './RootFrame.tsx';
import {
  admin,
  builder,
  campaignDetails,
  campaigns,
  dashboard,
  leadExports,
  prizes,
  sales,
  salesOffers,
  signedIn,
  users,
  vouchers,
} from './route-rules.ts';
import { SessionGuard, type SessionRule } from './SessionGuard.tsx';

/**
 * Every page but the log-in page, and the signed-in frame, loads on its first visit (a named loader
 * shows meanwhile: RootFrame's for the frame, PublicLayout's and AppLayout's for their pages), so that
 * the log-in page waits only for itself and the shell, never for the builder's editors, the tables or
 * the account page (bench/builder-bundle.ts keeps it under its budget; docs/decisions.md, issue 18).
 * The log-in page is in the entry chunk: every session starts there, and a chunk of its own cost more
 * in requests and lost compression than it saved the signed-in pages (whose chunks use the same inputs).
 */
const AppLayout = lazyNamed(async () => {
  // The pages' guard and the feature areas' texts come with the frame, fetched side by side.
  const [module] = await Promise.all([import('./AppLayout.tsx'), import('./Guard.tsx'), loadFeatureTexts()]);
  return module;
}, 'AppLayout');
const Guard = lazyNamed(() => import('./Guard.tsx'), 'Guard');
const ForgotPasswordPage = lazyNamed(() => import('../features/auth/ForgotPasswordPage.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/ResetPasswordPage.tsx'), 'ResetPasswordPage');
/** The public sign-up pages, one chunk, with their texts (not in the log-in page's core texts). */
const signupPages = () => import('../features/signup/load-pages.ts').then((module) => module.loadSignupPages());
const RegisterPage = lazyNamed(signupPages, 'RegisterPage');
const ConfirmRegistrationPage = lazyNamed(signupPages, 'ConfirmRegistrationPage');
const AccountStatusPage = lazyNamed(signupPages, 'AccountStatusPage');
const RegisterDemoPage = lazyNamed(signupPages, 'RegisterDemoPage');
const supportPages = () => import('../features/support/load-pages.ts').then((module) => module.loadSupportPages());
const SupportPage = lazyNamed(supportPages, 'SupportPage');
const UserGuidesPage = lazyNamed(supportPages, 'UserGuidesPage');
const NotFoundPage = lazyNamed(() => import('../features/placeholders/NotFoundPage.tsx'), 'NotFoundPage');
const AdvancedBuilderPage = lazyNamed(
  () => import('../features/advanced-builder/AdvancedBuilderPage.tsx'),
  'AdvancedBuilderPage',
);
const AccountPage = lazyNamed(() => import('../features/account/AccountPage.tsx'), 'AccountPage');
const DashboardPage = lazyNamed(() => import('../features/dashboard/DashboardPage.tsx'), 'DashboardPage');
const AdminDashboardPage = lazyNamed(() => import('../features/admin/AdminDashboardPage.tsx'), 'AdminDashboardPage');
const BuilderPage = lazyNamed(() => import('../features/builder/BuilderPage.tsx'), 'BuilderPage');
/** A campaign's details and the leads exports (issue 16): one chunk, named once in the entry. */
const campaignDataPages = () =>
  import('../features/campaign-details/load-pages.ts').then((module) => module.loadCampaignDataPages());
const CampaignDetailsPage = lazyNamed(campaignDataPages, 'CampaignDetailsPage');
const ExportsPage = lazyNamed(campaignDataPages, 'ExportsPage');
const CampaignsPage = lazyNamed(() => import('../features/campaigns/CampaignsPage.tsx'), 'CampaignsPage');
const PrizeManagementPage = lazyNamed(
  () => import('../features/prizes/PrizeManagementPage.tsx'),
  'PrizeManagementPage',
);
const VoucherRedemptionPage = lazyNamed(
  () => import('../features/voucher-redemption/VoucherRedemptionPage.tsx'),
  'VoucherRedemptionPage',
);
const IntegrationsPage = lazyNamed(() => import('../features/integrations/IntegrationsPage.tsx'), 'IntegrationsPage');
const UsersPage = lazyNamed(() => import('../features/users/UsersPage.tsx'), 'UsersPage');
const salesPages = () => import('../features/sales/load-pages.ts').then((module) => module.loadSalesPages());
const SalesDashboardPage = lazyNamed(salesPages, 'SalesDashboardPage');
const SalesRegisterPage = lazyNamed(salesPages, 'SalesRegisterPage');
const WizardPage = lazyNamed(() => import('../features/wizard/WizardPage.tsx'), 'WizardPage');

/** A signed-in page, behind the guard that may read roles, flags and the company (inside the frame). */
const guarded = (rule: AccessRule, element: ReactNode) => <Guard rule={rule}>{element}</Guard>;
/** A public page, or the signed-in frame, behind a guard that reads the session alone. */
const sessionGuarded = (rule: SessionRule, element: ReactNode) => <SessionGuard rule={rule}>{element}</SessionGuard>;

/** The route table of spec §2; the access rules are in route-rules.ts, read by decideAccess() (access.ts). */
export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      {
        element: <PublicLayout />,
        children: [
          { path: 'login', element: sessionGuarded({ guestOnly: { to: 'landing' } }, <LoginPage />) },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'forgot-password/reset', element: <ResetPasswordPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'register/confirm', element: <ConfirmRegistrationPage /> },
          {
            path: 'register-demo',
            element: sessionGuarded(
              { enabled: { isOn: IS_DEMO_ENABLED, to: '/others/404' }, guestOnly: { to: '/' } },
              <RegisterDemoPage />,
            ),
          },
          { path: 'account-status', element: <AccountStatusPage /> },
          { path: 'others/404', element: <NotFoundPage /> },
          { path: 'others', element: <Navigate to="/others/404" replace /> },
        ],
      },
      {
        element: sessionGuarded({ auth: true }, <AppLayout />),
        children: [
          { path: 'admin-dashboard', element: guarded(admin, <AdminDashboardPage />) },
          { path: 'dashboard', element: guarded(dashboard, <DashboardPage />) },
          { path: 'account', element: guarded(signedIn, <AccountPage />) },
          { path: 'wizard', element: guarded(builder, <WizardPage />) },
          { path: 'builder/:id', element: guarded(builder, <BuilderPage />) },
          {
            path: 'campaigns',
            element: guarded(
              { ...campaigns, companyTagForward: { tag: 'builder2access', to: '/advanced-builder' } },
              <CampaignsPage />,
            ),
          },
          { path: 'campaign/details/:id', element: guarded(campaignDetails, <CampaignDetailsPage />) },
          { path: 'exports', element: guarded(leadExports, <ExportsPage />) },
          { path: 'advanced-builder', element: guarded(campaigns, <AdvancedBuilderPage />) },
          { path: 'sales-dashboard', element: guarded(salesOffers, <SalesDashboardPage />) },
          { path: 'sales-dashboard/register', element: guarded(sales, <SalesRegisterPage />) },
          { path: 'users', element: guarded(users, <UsersPage />) },
          { path: 'support', element: guarded(signedIn, <SupportPage />) },
          { path: 'support/user-guides', element: guarded(signedIn, <UserGuidesPage />) },
          { path: 'integrations', element: guarded(campaigns, <IntegrationsPage />) },
          { path: 'prize-management', element: guarded(prizes, <PrizeManagementPage />) },
          { path: 'prizes/redeem', element: guarded(vouchers, <VoucherRedemptionPage />) },
        ],
      },
      { path: '*', element: <Navigate to="/others/404" replace /> },
    ],
  },
];

/**
 * Starts fetching the lazy chunks of the page a browser opens on (the signed-in frame and the page, as
 * elements of the matched routes or the children of their guards), so that they arrive alongside the
 * texts main.tsx waits for, not one round trip after the first render.
 */
export function preloadRoute(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const element = route.element;
    if (!isValidElement(element)) continue;
    const child = (element.props as { children?: ReactNode }).children;
    for (const candidate of [element, child]) {
      if (isValidElement(candidate)) void (candidate.type as Partial<Preloadable>).preload?.();
    }
  }
}
