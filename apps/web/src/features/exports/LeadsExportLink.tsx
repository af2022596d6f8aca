import { hasAnyRole, LEAD_DATA_ROLES } from '@gc/contracts/roles';
import { Button } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { withCompanyView } from '../../lib/company-view.ts';
import { useSession } from '../../lib/use-session.ts';
import { useFlags } from '../flags/use-flags.ts';

/** The way to /exports (issue 16), for the view roles while the company has EXPORTS on. */
export function LeadsExportLink() {
  const { t } = useTranslation();
  const roles = useSession()?.roles ?? [];
  const flags = useFlags();
  const [companyViewId] = useCompanyViewId();
  if (!hasAnyRole(roles, LEAD_DATA_ROLES) || flags?.EXPORTS !== true) return null;
  return (
    <Button
      component={Link}
      to={withCompanyView('/exports', companyViewId)}
      variant="light"
      leftSection={<IconFileExport size={16} />}
    >
      {t('exports.title')}
    </Button>
  );
}
