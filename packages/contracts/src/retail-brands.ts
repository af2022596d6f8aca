import type { StyleOptions } from './campaign-document.ts';
import { RETAILER_PUBLISH_TYPES } from './publishing.ts';
import { RETAIL_BRAND_NAMES, type RetailBrandKey } from './retail-brand-keys.ts';

/**
 * §9 "Three client retail brands are listed in the shared constants": the retailers' brands a
 * retailer's campaign can be dressed in. Each has its own look: colours, font and logo (a wordmark the
 * player app serves at /p/brands/{key}.svg). The names are ours; the spec does not show them.
 */

export type RetailBrand = {
  key: RetailBrandKey;
  name: string;
  colors: StyleOptions['colors'];
  fontFamily: StyleOptions['fontFamily'];
};

/** Colour pairs keep WCAG AA contrast (text on background, button text on primary). */
export const RETAIL_BRANDS: readonly RetailBrand[] = [
  {
    key: 'northmart',
    name: RETAIL_BRAND_NAMES.northmart,
    colors: { primary: '#0b4f9c', background: '#f3f7fc', text: '#10243e', buttonText: '#ffffff' },
    fontFamily: 'Verdana',
  },
  {
    key: 'greenbasket',
    name: RETAIL_BRAND_NAMES.greenbasket,
    colors: { primary: '#1d6b36', background: '#f6fbf3', text: '#17301f', buttonText: '#ffffff' },
    fontFamily: 'Montserrat',
  },
  {
    key: 'danubia',
    name: RETAIL_BRAND_NAMES.danubia,
    colors: { primary: '#a3122a', background: '#fffaf3', text: '#3a1016', buttonText: '#ffffff' },
    fontFamily: 'Georgia',
  },
];

export function findRetailBrand(key: string | null | undefined): RetailBrand | undefined {
  return RETAIL_BRANDS.find((brand) => brand.key === key);
}

/** The retailers' game types, whose Design section offers the brands. */
export function isRetailerType(campaignType: string): boolean {
  return Object.values(RETAILER_PUBLISH_TYPES).some((types) => (types as readonly string[]).includes(campaignType));
}
