import type { StyleOptions } from '@gc/contracts/campaign-document';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssetChooser } from '../assets/AssetChooser.tsx';

type Props = {
  campaignId: string;
  styleOptions: StyleOptions;
  onChange: (patch: Partial<StyleOptions>) => void;
  disabled: boolean;
};

/** The campaign's logo and its background for desktop and for mobile (spec §3 styleOptions). */
export function DesignImages({ campaignId, styleOptions, onChange, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <SimpleGrid type="container" cols={{ base: 1, '480px': 2, '720px': 3 }}>
      <AssetChooser
        label={t('assets.design.logo')}
        description={t('assets.design.logoHelp')}
        category="image"
        campaignId={campaignId}
        value={styleOptions.logoImage}
        onChange={(logoImage) => onChange({ logoImage })}
        disabled={disabled}
      />
      <AssetChooser
        label={t('assets.design.background')}
        description={t('assets.design.backgroundHelp')}
        category="image"
        campaignId={campaignId}
        value={styleOptions.backgroundImage}
        onChange={(backgroundImage) => onChange({ backgroundImage })}
        disabled={disabled}
        previewHeight={120}
      />
      <AssetChooser
        label={t('assets.design.backgroundMobile')}
        description={t('assets.design.backgroundMobileHelp')}
        category="image"
        campaignId={campaignId}
        value={styleOptions.backgroundImageMobile}
        onChange={(backgroundImageMobile) => onChange({ backgroundImageMobile })}
        disabled={disabled}
        previewHeight={120}
      />
    </SimpleGrid>
  );
}
