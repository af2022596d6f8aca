import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useSession } from '../../lib/use-session.ts';
import { canCreateCampaigns } from './campaign-permissions.ts';
import { NewCampaignButton } from './NewCampaignButton.tsx';

/** What a company without campaigns sees instead of an empty table. */
export function CampaignsEmptyState() {
  const { t } = useTranslation();
  const session = useSession();
  const canCreate = canCreateCampaigns(session?.roles ?? []);
  return (
    <EmptyState
      testId="campaigns-empty"
      icon={<IconSpeakerphone size={32} stroke={1.5} />}
      title={t('campaigns.empty.title')}
      message={t(canCreate ? 'campaigns.empty.message' : 'campaigns.empty.viewerMessage')}
      action={<NewCampaignButton />}
    />
  );
}
