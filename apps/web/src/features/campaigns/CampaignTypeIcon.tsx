import type { Campaign } from '@gc/contracts/campaigns';
import { Group, ThemeIcon, Tooltip } from '@mantine/core';
import { IconNeedleThread } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_TYPE_ICONS } from './campaign-type-icons.ts';

/** The type's icon with its translated name as tooltip, and a marker for tailor-made campaigns. */
export function CampaignTypeIcon({ campaign }: { campaign: Pick<Campaign, 'campaignType' | 'isTailorMade'> }) {
  const { t } = useTranslation();
  const Icon = CAMPAIGN_TYPE_ICONS[campaign.campaignType];
  const typeName = t(`campaign.types.${campaign.campaignType}.name`);
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={typeName} withArrow>
        <ThemeIcon
          variant="light"
          size="md"
          radius="md"
          role="img"
          aria-label={t('campaigns.typeLabel', { type: typeName })}
        >
          <Icon size={18} stroke={1.6} />
        </ThemeIcon>
      </Tooltip>
      {campaign.isTailorMade && (
        <Tooltip label={t('campaign.tailorMade')} withArrow>
          <ThemeIcon
            variant="light"
            color="grape"
            size="md"
            radius="md"
            role="img"
            aria-label={t('campaign.tailorMade')}
          >
            <IconNeedleThread size={18} stroke={1.6} />
          </ThemeIcon>
        </Tooltip>
      )}
    </Group>
  );
}
