import type { StyleOptions } from '@gc/contracts/campaign-document';
import { isRetailerType } from '@gc/contracts/retail-brands';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from '../section-props.ts';
import { DesignBrand } from './DesignBrand.tsx';
import { DesignColours } from './DesignColours.tsx';
import { DesignFont } from './DesignFont.tsx';
import { DesignImages } from './DesignImages.tsx';

/** The builder's Design section: images, colours and font of the campaign (styleOptions). */
export function DesignSection({ campaign, document, onChange, canEdit }: SectionProps) {
  const { t } = useTranslation();
  const styleOptions = document.styleOptions;
  // The whole styleOptions part is sent, as the builder page expects top-level parts.
  const change = (patch: Partial<StyleOptions>) => onChange({ styleOptions: { ...styleOptions, ...patch } });
  const disabled = !canEdit;

  return (
    <Stack gap="xl">
      {isRetailerType(campaign.campaignType) && (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('assets.design.brandTitle')}
          </Title>
          <DesignBrand styleOptions={styleOptions} onChange={change} disabled={disabled} />
        </Stack>
      )}
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('assets.design.imagesTitle')}
        </Title>
        <DesignImages campaignId={campaign.id} styleOptions={styleOptions} onChange={change} disabled={disabled} />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('assets.design.colorsTitle')}
        </Title>
        <DesignColours colors={styleOptions.colors} onChange={(colors) => change({ colors })} disabled={disabled} />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('assets.design.fontTitle')}
        </Title>
        <DesignFont campaignId={campaign.id} styleOptions={styleOptions} onChange={change} disabled={disabled} />
      </Stack>
    </Stack>
  );
}
