/** The keys of §9's three retail brands (retail-brands.ts holds their looks); apart so the document schema needs no more. */
export const RETAIL_BRAND_KEYS = ['northmart', 'greenbasket', 'danubia'] as const;
export type RetailBrandKey = (typeof RETAIL_BRAND_KEYS)[number];

/** Each brand's name: the alternative text of its logo. */
export const RETAIL_BRAND_NAMES: Readonly<Record<RetailBrandKey, string>> = {
  northmart: 'Northmart',
  greenbasket: 'Greenbasket',
  danubia: 'Danubia',
};

/** The brand's logo, a wordmark the player app serves (apps/player/public/brands), shown when the campaign has no logo of its own. */
export const retailBrandLogoPath = (key: RetailBrandKey) => `/p/brands/${key}.svg`;

export const isRetailBrandKey = (value: unknown): value is RetailBrandKey =>
  typeof value === 'string' && (RETAIL_BRAND_KEYS as readonly string[]).includes(value);
