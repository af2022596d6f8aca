import type { StyleOptions } from '@gc/contracts/campaign-document';
import { RETAIL_BRANDS } from '@gc/contracts/retail-brands';
import { Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  styleOptions: StyleOptions;
  onChange: (patch: Partial<StyleOptions>) => void;
  disabled: boolean;
};

const NONE = 'none';

/**
 * §9's retail brands, for a retailer's campaign: choosing one dresses the page in the brand's colours
 * and font (written into the colours and font below, where they may still be tuned) and shows the
 * brand's logo unless the campaign has a logo of its own. "No brand" keeps the look as it is.
 */
export function DesignBrand({ styleOptions, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const choose = (value: string | null) => {
    const brand = RETAIL_BRANDS.find((candidate) => candidate.key === value);
    onChange(brand ? { brand: brand.key, colors: brand.colors, fontFamily: brand.fontFamily } : { brand: null });
  };
  return (
    <div>
      <Select
        label={t('assets.design.brand')}
        description={t('assets.design.brandHelp')}
        data={[
          { value: NONE, label: t('assets.design.noBrand') },
          ...RETAIL_BRANDS.map((brand) => ({ value: brand.key, label: brand.name })),
        ]}
        value={styleOptions.brand ?? NONE}
        onChange={choose}
        allowDeselect={false}
        disabled={disabled}
        maw={360}
      />
      {styleOptions.brand && !styleOptions.logoImage && (
        <Text size="sm" mt={4}>
          {t('assets.design.brandLogoShown')}
        </Text>
      )}
    </div>
  );
}
