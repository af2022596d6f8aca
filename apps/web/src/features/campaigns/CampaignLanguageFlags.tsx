import type { Campaign } from '@gc/contracts/campaigns';
import { Anchor, Group, Image, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isSafeLiveUrl, liveUrl } from './campaign-links.ts';

/**
 * The language switch icons of an ACTIVE campaign (spec §2): one flag per language, each opening the
 * live campaign in that language when it has an address. Other statuses show nothing.
 */
export function CampaignLanguageFlags({
  campaign,
}: {
  campaign: Pick<Campaign, 'name' | 'status' | 'languages' | 'productionUrl'>;
}) {
  const { t } = useTranslation();
  if (campaign.status !== 'ACTIVE') return null;
  const productionUrl = isSafeLiveUrl(campaign.productionUrl) ? campaign.productionUrl : null;
  return (
    <Group gap={4} wrap="nowrap">
      {campaign.languages.map((language) => {
        const flag = <Image src={language.flagImageUrl} alt={language.name} w={22} h={16} radius={2} fit="cover" />;
        return (
          <Tooltip key={language.shortName} label={language.name} withArrow>
            {productionUrl ? (
              <Anchor
                href={liveUrl(productionUrl, language.shortName)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('campaigns.liveIn', { name: campaign.name, language: language.name })}
                display="inline-flex"
              >
                {flag}
              </Anchor>
            ) : (
              <span style={{ display: 'inline-flex' }}>{flag}</span>
            )}
          </Tooltip>
        );
      })}
    </Group>
  );
}
