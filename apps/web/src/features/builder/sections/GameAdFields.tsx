import { type CampaignAd, NO_AD } from '@gc/contracts/campaign-document';
import { Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssetChooser } from '../assets/AssetChooser.tsx';
import { isValidLinkUrl } from './page-links.ts';

type Props = {
  campaignId: string;
  /** document.ad; a working copy read before ads existed has none. */
  ad: CampaignAd | undefined;
  /** The game's showAdAfterWin: without it the ad is kept but not shown, and the panel says so. */
  isShown: boolean;
  onChange: (ad: CampaignAd) => void;
  disabled: boolean;
};

/**
 * The campaign's ad after a win (spec §3 Ads): its image from the asset library and an optional link.
 * It belongs to the campaign document, not to the game's settings, so it sits below the generated form
 * beside the game's switch that shows it; its alternative text is with the other images' in Content.
 */
export function GameAdFields({ campaignId, ad = NO_AD, isShown, onChange, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="game-ad-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="game-ad-title">
          {t('game.ad.title')}
        </Title>
        <Text size="sm">{t('game.ad.help')}</Text>
        {!isShown && (
          <Text size="sm" c="orange">
            {t('game.ad.off')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <AssetChooser
            label={t('game.ad.image')}
            category="image"
            campaignId={campaignId}
            value={ad.imageUrl}
            onChange={(imageUrl) => onChange({ ...ad, imageUrl })}
            disabled={disabled}
            previewHeight={120}
          />
          <TextInput
            label={t('game.ad.link')}
            description={t('game.ad.linkHelp')}
            placeholder="https://"
            value={ad.linkUrl}
            onChange={(event) => onChange({ ...ad, linkUrl: event.currentTarget.value })}
            error={isValidLinkUrl(ad.linkUrl) ? undefined : t('builder.links.invalidUrl')}
            disabled={disabled}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
