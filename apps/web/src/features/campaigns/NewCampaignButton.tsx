import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { withCompanyView } from '../../lib/company-view.ts';
import { useSession } from '../../lib/use-session.ts';
import { canCreateCampaigns } from './campaign-permissions.ts';

/** Opens the wizard (spec §2 "New campaign"); shown only to the roles that may build campaigns. */
export function NewCampaignButton() {
  const { t } = useTranslation();
  const session = useSession();
  const [companyViewId] = useCompanyViewId();
  if (!canCreateCampaigns(session?.roles ?? [])) return null;
  return (
    <Button component={Link} to={withCompanyView('/wizard', companyViewId)} leftSection={<IconPlus size={16} />}>
      {t('campaigns.newCampaign')}
    </Button>
  );
}
