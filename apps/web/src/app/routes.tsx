import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AccountPage } from '../features/account/AccountPage.tsx';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage.tsx';
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx';
import { ComingSoonPage } from '../features/placeholders/ComingSoonPage.tsx';
import { NotFoundPage } from '../features/placeholders/NotFoundPage.tsx';
import { AppLayout } from './AppLayout.tsx';
import type { AccessRule } from './access.ts';
import { IS_DEMO_ENABLED } from './app-config.ts';
import { Guard } from './Guard.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { RootFrame } from './RootFrame.tsx';
import { admin, builder, campaigns, dashboard, prizes, sales, signedIn, users } from './route-rules.ts';

/**
 * The big work areas load on first visit (AppLayout shows the loading overlay meanwhile), so that
 * logging in and the dashboard do not wait for the builder's editors and the admin tables.
 */
const AdminDashboardPage = lazy(() =>
  import('../features/admin/AdminDashboardPage.tsx').then((m) => ({ default: m.AdminDashboardPage })),
);
const BuilderPage = lazy(() => import('../features/builder/BuilderPage.tsx').then((m) => ({ default: m.BuilderPage })));
const CampaignDetailsPage = lazy(() =>
  import('../features/campaign-details/CampaignDetailsPage.tsx').then((m) => ({ default: m.CampaignDetailsPage })),
);
const CampaignsPage = lazy(() =>
  import('../features/campaigns/CampaignsPage.tsx').then((m) => ({ default: m.CampaignsPage })),
);
const PrizeManagementPage = lazy(() =>
  import('../features/prizes/PrizeManagementPage.tsx').then((m) => ({ default: m.PrizeManagementPage })),
);
const UsersPage = lazy(() => import('../features/users/UsersPage.tsx').then((m) => ({ default: m.UsersPage })));
const WizardPage = lazy(() => import('../features/wizard/WizardPage.tsx').then((m) => ({ default: m.WizardPage })));

const guarded = (rule: AccessRule, element: ReactNode) => <Guard rule={rule}>{element}</Guard>;

/** The route table of spec §2; the access rules are in route-rules.ts, read by decideAccess() (access.ts). */
export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      {
        element: <PublicLayout />,
        children: [
          { path: 'login', element: guarded({ guestOnly: { to: 'landing' } }, <LoginPage />) },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'forgot-password/reset', element: <ResetPasswordPage /> },
          { path: 'register', element: <ComingSoonPage title="register" /> },
          {
            path: 'register-demo',
            element: guarded(
              { enabled: { isOn: IS_DEMO_ENABLED, to: '/others/404' }, guestOnly: { to: '/' } },
              <ComingSoonPage title="registerDemo" />,
            ),
          },
          { path: 'account-status', element: <ComingSoonPage title="accountStatus" /> },
          { path: 'others/404', element: <NotFoundPage /> },
          { path: 'others', element: <Navigate to="/others/404" replace /> },
        ],
      },
      {
        element: guarded({ auth: true }, <AppLayout />),
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
          { path: 'campaign/details/:id', element: guarded(campaigns, <CampaignDetailsPage />) },
          { path: 'advanced-builder', element: guarded(campaigns, <ComingSoonPage title="advancedBuilder" />) },
          { path: 'sales-dashboard', element: guarded(sales, <ComingSoonPage title="salesDashboard" />) },
          { path: 'sales-dashboard/register', element: guarded(sales, <ComingSoonPage title="salesRegister" />) },
          { path: 'users', element: guarded(users, <UsersPage />) },
          { path: 'support', element: guarded(signedIn, <ComingSoonPage title="support" />) },
          { path: 'support/user-guides', element: guarded(signedIn, <ComingSoonPage title="userGuides" />) },
          { path: 'integrations', element: guarded(campaigns, <ComingSoonPage title="integrations" />) },
          { path: 'prize-management', element: guarded(prizes, <PrizeManagementPage />) },
        ],
      },
      { path: '*', element: <Navigate to="/others/404" replace /> },
    ],
  },
];
