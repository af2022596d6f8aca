import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/use-session.ts';
import { canCreateCampaigns } from './campaign-permissions.ts';
import { NewCampaignButton } from './NewCampaignButton.tsx';

/** What a company without campaigns sees instead of an empty table. */
export function CampaignsEmptyState() {
  const { t } = useTranslation();
  const session = useSession();
  const canCreate = canCreateCampaigns(session?.roles ?? []);
  return (
    <Stack align="center" gap="sm" py={48} data-testid="campaigns-empty">
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconSpeakerphone size={32} stroke={1.5} />
      </ThemeIcon>
      <Title order={3}>{t('campaigns.empty.title')}</Title>
      <Text c="dimmed" ta="center" maw={420}>
        {t(canCreate ? 'campaigns.empty.message' : 'campaigns.empty.viewerMessage')}
      </Text>
      <NewCampaignButton />
    </Stack>
  );
}
