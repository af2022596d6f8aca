import type { Campaign } from '@gc/contracts/campaigns';
import { Avatar, Group, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Logo thumbnail (or a placeholder when the campaign has none) and the campaign's name. */
export function CampaignNameCell({ campaign }: { campaign: Pick<Campaign, 'name' | 'logoUrl'> }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar
        src={campaign.logoUrl}
        alt={t('campaigns.logoAlt', { name: campaign.name })}
        radius="sm"
        size={36}
        color="gray"
        variant="light"
      >
        <IconPhoto size={18} stroke={1.5} />
      </Avatar>
      <Text size="sm" fw={500} lineClamp={2} miw={120} style={{ wordBreak: 'break-word' }}>
        {campaign.name}
      </Text>
    </Group>
  );
}
