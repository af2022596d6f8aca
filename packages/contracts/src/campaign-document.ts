import { z } from 'zod';
import { customAttributesValueSchema } from './custom-attributes.ts';
import { languageCodeSchema } from './languages.ts';
import { RETAIL_BRAND_KEYS } from './retail-brand-keys.ts';
import { MAX_ADDRESS_LENGTH, WEB_ADDRESS_TEXT } from './web-addresses.ts';

/**
 * A campaign's editable content: one JSONB document per campaign (ARCHITECTURE §4), with the
 * configuration of spec §3 (pages, registration type, languages, styles, links), the texts of every
 * page per language, the outcomes and the game's settings. The builder edits it in parts and the
 * server merges each part into the draft (PUT /campaign-data/campaigns/{id}).
 */
export const CAMPAIGN_DOCUMENT_VERSION = 3;

export const PAGE_TYPES = ['page', 'external', 'email'] as const;
export const REGISTRATION_TYPES = ['', 'appSolution', 'urlParameters', 'noDelivery'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** Whether a registration type identifies the player by an e-mail address (all but playing without registration). */
export const registersEmail = (registrationType: RegistrationType) => registrationType !== 'noDelivery';
export const LINK_SOURCES = ['link', 'external'] as const;
export const FONTS = ['Montserrat', 'Verdana', 'Georgia', 'Courier New', 'Brush Script MT', 'Garamond'] as const;

/** The pages of a player's flow, in order, and the pages that cannot be left out of it. */
export const FLOW_PAGES = ['introduction', 'register', 'game', 'outcome'] as const;
export const REQUIRED_PAGES: readonly string[] = ['game', 'outcome'];
/** Pages of type external: the link target is a URL per language, or the built-in page when blank. */
export const LINK_PAGES = ['terms', 'privacy'] as const;

/**
 * The texts of each page a marketer writes, by page and field. Outcome titles and texts live with
 * the outcomes. Keys in the document are `{page}.{field}`.
 */
export const PAGE_TEXT_FIELDS = {
  introduction: ['title', 'text', 'button'],
  register: ['title', 'text', 'button'],
  game: ['title', 'text'],
  outcome: ['button'],
  'no-more-plays': ['title', 'text'],
  'campaign-expired': ['title', 'text'],
} as const satisfies Record<string, readonly string[]>;
export type TextPage = keyof typeof PAGE_TEXT_FIELDS;
export const textKey = (page: string, field: string) => `${page}.${field}`;

/** §5: text inputs hold 255 characters, text areas (page texts) and result texts 1000. */
export const MAX_TITLE_LENGTH = 254;
export const MAX_LONG_TEXT_LENGTH = 1000;

const pageKeySchema = z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, 'Invalid page key');
const assetUrlSchema = z
  .string()
  .max(2048)
  .regex(/^(\/files\/|https:\/\/)\S+$/, 'Must be an uploaded asset or an https address');
export const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/, 'Must be a colour like #1a2b3c');
/**
 * The shape of a typed link: http(s) only. It stays this loose (no host check) because stored drafts
 * and releases are read with this schema; that a link is a real web address (isWebAddress) is a rule
 * of documentViolations, reported when a draft is saved or published, so no stored link breaks a read.
 */
const httpUrlSchema = z
  .string()
  .trim()
  .max(MAX_ADDRESS_LENGTH)
  .regex(/^https?:\/\/\S+$/i, WEB_ADDRESS_TEXT);

export const pageSchema = z.object({
  key: pageKeySchema,
  type: z.enum(PAGE_TYPES),
  included: z.boolean(),
  nextPage: pageKeySchema.nullable(),
});
export type CampaignPage = z.infer<typeof pageSchema>;

export const pageLinksSchema = z.object({
  source: z.enum(LINK_SOURCES),
  links: z.array(z.object({ languageId: languageCodeSchema, url: z.union([z.literal(''), httpUrlSchema]) })).max(20),
});
export type PageLinks = z.infer<typeof pageLinksSchema>;

export const styleOptionsSchema = z.object({
  logoImage: assetUrlSchema.nullable(),
  backgroundImage: assetUrlSchema.nullable(),
  backgroundImageMobile: assetUrlSchema.nullable(),
  colors: z.object({
    primary: colourSchema,
    background: colourSchema,
    text: colourSchema,
    buttonText: colourSchema,
  }),
  fontFamily: z.enum(FONTS),
  /** An uploaded font (asset library, category font) used instead of fontFamily when set. */
  customFontUrl: assetUrlSchema.nullable(),
  /** Since version 3: the retail brand the page is dressed in (retail-brands.ts), or none. */
  brand: z.enum(RETAIL_BRAND_KEYS).nullable(),
});
export type StyleOptions = z.infer<typeof styleOptionsSchema>;

const textsOfLanguageSchema = z.record(
  z
    .string()
    .regex(/^[a-z][a-z0-9-]*\.[a-zA-Z0-9_-]+$/, 'Invalid text key')
    .max(128),
  z.string().max(MAX_LONG_TEXT_LENGTH, `Text must be shorter than ${MAX_LONG_TEXT_LENGTH} characters`),
);

export const outcomeContentSchema = z.object({
  title: z.string().max(MAX_TITLE_LENGTH, 'Text must be shorter than 255 characters'),
  text: z.string().max(MAX_LONG_TEXT_LENGTH, 'Text must be shorter than 1000 characters'),
  image: assetUrlSchema.nullable(),
});
export type OutcomeContent = z.infer<typeof outcomeContentSchema>;

/** Ids of list items: stable ones, or NEWID_… for items the builder added and has not saved (§5 Lists). */
export const listItemIdSchema = z.string().regex(/^(NEWID_)?[A-Za-z0-9_-]{1,64}$/, 'Invalid id');

export const outcomeSchema = z.object({
  id: listItemIdSchema,
  /** What the outcome is: the win or lose result page, or a further result a game defines. */
  kind: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/),
  orderNumber: z.number().int().min(0).max(10_000),
  content: z.partialRecord(languageCodeSchema, outcomeContentSchema),
  customAttributes: customAttributesValueSchema.nullable(),
});
export type Outcome = z.infer<typeof outcomeSchema>;

/**
 * How a registered player is trusted (issue 9). Both take effect only with a registration that has an
 * e-mail (registersEmail); without one the server treats them as off.
 */
export const registrationOptionsSchema = z.object({
  /** Each registration confirms its e-mail with a one-time code before its first play. */
  requiresEmailVerification: z.boolean(),
  /** A won voucher code is sent in the prize e-mail only, never shown on the page. */
  showsVoucherOnlyInEmail: z.boolean(),
});
export type RegistrationOptions = z.infer<typeof registrationOptionsSchema>;
export const DEFAULT_REGISTRATION_OPTIONS: RegistrationOptions = {
  requiresEmailVerification: false,
  showsVoucherOnlyInEmail: false,
};

/**
 * Spec §3 Ads: one image per campaign, with an optional link, which the win page shows when the game's
 * `showAdAfterWin` (a common game setting) is on. Its alternative text is `altTexts[language][AD_IMAGE_ALT_KEY]`.
 */
export const adSchema = z.object({
  imageUrl: assetUrlSchema.nullable(),
  linkUrl: z.union([z.literal(''), httpUrlSchema]),
});
export type CampaignAd = z.infer<typeof adSchema>;
export const NO_AD: CampaignAd = { imageUrl: null, linkUrl: '' };

export const campaignDocumentSchema = z.object({
  version: z.literal(CAMPAIGN_DOCUMENT_VERSION),
  pages: z.array(pageSchema).min(1).max(50),
  registrationType: z.enum(REGISTRATION_TYPES),
  /** Since version 2. */
  registrationOptions: registrationOptionsSchema,
  languageOptions: z.object({
    languages: z.array(languageCodeSchema).min(1, 'Choose at least one language').max(20),
    defaultLanguage: languageCodeSchema,
  }),
  styleOptions: styleOptionsSchema,
  /** Marketer-written texts: language → `{page}.{field}` → text (spec §3 Language document). */
  texts: z.partialRecord(languageCodeSchema, textsOfLanguageSchema),
  /** Alternative texts of images, per language (the alt_texts of the language document). */
  altTexts: z.partialRecord(languageCodeSchema, textsOfLanguageSchema),
  /** Per page key: where its link goes, per language (spec §3 externalLinks, §5 terms/privacy link). */
  externalLinks: z.record(pageKeySchema, pageLinksSchema),
  outcomes: z.array(outcomeSchema).max(200),
  /** The game type's own settings, validated by its definition in packages/games. */
  game: z.object({ version: z.number().int().min(1), settings: z.unknown() }),
  /** Since version 3: the ad after a win (spec §3 Ads). */
  ad: adSchema,
});
export type CampaignDocument = z.infer<typeof campaignDocumentSchema>;
