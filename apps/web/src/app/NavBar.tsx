import { NavLink, ScrollArea, Stack } from '@mantine/core';
import {
  type Icon,
  IconAddressBook,
  IconChartBar,
  IconExternalLink,
  IconGift,
  IconLayoutDashboard,
  IconLogout,
  IconPlugConnected,
  IconShieldLock,
  IconSpeakerphone,
  IconTicket,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLogout } from '../features/auth/use-logout.ts';
import { withCompanyView } from '../lib/company-view.ts';
import { useSession } from '../lib/use-session.ts';
import { SUPPORT_URL } from './app-config.ts';
import { type NavLinkKey, navLinksFor } from './nav-links.ts';
import { useActingCompany } from './use-acting-company.ts';

const ICONS: Record<NavLinkKey, Icon> = {
  adminDashboard: IconShieldLock,
  dashboard: IconLayoutDashboard,
  salesDashboard: IconChartBar,
  users: IconUsers,
  campaigns: IconSpeakerphone,
  integrations: IconPlugConnected,
  prizeManagement: IconGift,
  voucherRedemption: IconTicket,
  account: IconUserCircle,
};

/** The navigation bar of spec §2: role-dependent links, the support link and logout. */
export function NavBar() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const logout = useLogout();
  const { companyViewId } = useActingCompany();
  const links = navLinksFor(session?.roles ?? []);

  return (
    <Stack justify="space-between" h="100%" gap={0}>
      <ScrollArea type="auto" style={{ flex: 1 }}>
        <nav aria-label={t('nav.label')}>
          {links.map(({ key, path }) => {
            const Icon = ICONS[key];
            return (
              <NavLink
                key={key}
                component={Link}
                to={withCompanyView(path, companyViewId)}
                label={t(`nav.${key}`)}
                leftSection={<Icon size={18} stroke={1.6} />}
                active={location.pathname === path || location.pathname.startsWith(`${path}/`)}
              />
            );
          })}
        </nav>
      </ScrollArea>
      <div>
        <NavLink
          href={SUPPORT_URL}
          target="_blank"
          rel="noopener noreferrer"
          label={t('nav.support')}
          leftSection={<IconAddressBook size={18} stroke={1.6} />}
          rightSection={<IconExternalLink size={14} />}
        />
        <NavLink
          component="button"
          label={t('nav.logout')}
          leftSection={<IconLogout size={18} stroke={1.6} />}
          onClick={() => void logout()}
        />
      </div>
    </Stack>
  );
}
