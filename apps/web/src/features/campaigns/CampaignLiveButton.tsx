import type { Campaign } from '@gc/contracts/campaigns';
import { Button, Image, Menu } from '@mantine/core';
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isSafeLiveUrl, liveUrl } from './campaign-links.ts';

type Props = { campaign: Pick<Campaign, 'name' | 'languages' | 'productionUrl'> };

/**
 * Opens the published campaign in a new window (spec §2): a plain Link with one language, a Link
 * dropdown of every language with its flag (adding ?lang=) with more; nothing before it has an address.
 */
export function CampaignLiveButton({ campaign }: Props) {
  const { t } = useTranslation();
  if (!isSafeLiveUrl(campaign.productionUrl)) return null;
  const productionUrl = campaign.productionUrl;
  const linkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

  if (campaign.languages.length <= 1) {
    return (
      <Button
        component="a"
        href={productionUrl}
        {...linkProps}
        size="compact-sm"
        variant="light"
        leftSection={<IconExternalLink size={14} />}
        aria-label={t('campaigns.liveLabel', { name: campaign.name })}
      >
        {t('campaigns.live')}
      </Button>
    );
  }
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconExternalLink size={14} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={t('campaigns.liveLabel', { name: campaign.name })}
        >
          {t('campaigns.live')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {campaign.languages.map((language) => (
          <Menu.Item
            key={language.shortName}
            component="a"
            href={liveUrl(productionUrl, language.shortName)}
            {...linkProps}
            leftSection={<Image src={language.flagImageUrl} alt="" w={20} h={15} radius={2} fit="cover" />}
          >
            {language.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
