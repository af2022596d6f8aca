import { z } from 'zod';
import { customCodeSchema } from './advanced-builder.ts';
import { analyticsOptionsSchema, collectRequestSchema } from './analytics-collect.ts';
import { campaignDocumentSchema } from './campaign-document.ts';
import { CAMPAIGN_TYPES } from './campaign-types.ts';
import { playLoyaltySchema } from './loyalty.ts';

/**
 * The public player API (/api/play/…): what the published page at /p/{slug} loads and sends. The
 * server decides every outcome; the browser only shows it.
 */
export const PLAY_RESULT_PAGES = ['win', 'lose', 'no-more-plays', 'campaign-expired'] as const;
export type PlayResultPage = (typeof PLAY_RESULT_PAGES)[number];

/** GET /api/play/campaigns/{slug}: the current release of a published campaign. */
export const publishedCampaignSchema = z.object({
  campaignId: z.uuid(),
  slug: z.string(),
  campaignType: z.enum(CAMPAIGN_TYPES),
  /** live: playable now; scheduled: not started yet; ended: past its end or deactivated. */
  availability: z.enum(['live', 'scheduled', 'ended']),
  /**
   * The campaign's date now (YYYY-MM-DD) by the server's clock in its company's time zone: what a calendar
   * shows as today, whatever the phone's clock says. Plays are decided by the server's clock all the same.
   */
  today: z.iso.date(),
  startDate: z.iso.datetime({ offset: true }).nullable(),
  endDate: z.iso.datetime({ offset: true }).nullable(),
  releaseNumber: z.number().int(),
  /** The frozen document: pages, texts, styles, outcomes and the game settings players may see. */
  document: campaignDocumentSchema,
  isDebug: z.boolean(),
  /** What the page may collect (analytics level and cookieless, chosen at publish): it sends no more. */
  analytics: analyticsOptionsSchema,
  /** Issue 17: the advanced builder's sanitised page HTML and CSS frozen with the release, if any. */
  customCode: customCodeSchema.nullable().optional(),
});
export type PublishedCampaign = z.infer<typeof publishedCampaignSchema>;

/** The registration form of §5 plus consent; URL-parameter registration sends userId as well. */
export const registrationRequestSchema = z.object({
  email: z.string().trim().toLowerCase().max(255).email('Please enter a valid email'),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  /** Stored in international (E.164) format; read with Switzerland as the default country. */
  phone: z.string().trim().max(40).optional(),
  address: z.string().trim().max(255).optional(),
  postalCode: z.string().trim().max(20).optional(),
  city: z.string().trim().max(100).optional(),
  /** ISO date (YYYY-MM-DD); the URL formats of §5 are turned into it by the page. */
  birthDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  jobTitle: z.string().trim().max(100).optional(),
  company: z.string().trim().max(100).optional(),
  /** URL-parameter registration: the customer's own user id. */
  userId: z.string().trim().max(128).optional(),
  /**
   * The app's signature of userId (userIdSig in the link) and its expiry in unix seconds (userIdExp):
   * required where the campaign trusts the id with points (loyalty, usesClientUserId).
   */
  userIdSig: z.string().max(128).optional(),
  userIdExp: z.string().max(16).optional(),
  source: z.enum(['form', 'urlParameters']).default('form'),
  consent: z.object({ terms: z.boolean(), privacy: z.boolean(), newsletter: z.boolean().default(false) }).optional(),
  language: z.string().max(8),
  /** ALTCHA solution (base64 JSON) proving the browser did the work. */
  altcha: z.string().max(4096),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/**
 * The answer to a registration: a token that identifies this registration (this device) and the
 * player it registered, in this campaign's plays. It is the same whether or not the e-mail registered
 * before (security.md, player identity).
 */
export const registrationResponseSchema = z.object({
  playerToken: z.string(),
  leadId: z.uuid(),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** A game's own JSON (its result, view or feedback): the platform never looks inside. */
export const gameResultSchema = z.record(z.string(), z.unknown());
export type GameResultJson = z.infer<typeof gameResultSchema>;

export const playRequestSchema = z.object({
  /** From the registration; absent for campaigns without registration. */
  playerToken: z.string().max(2048).optional(),
  altcha: z.string().max(4096),
  language: z.string().max(8),
  /** The game's input for a single-step play, checked by the game's inputSchema; absent for the wheels. */
  game: z.unknown().optional(),
  /**
   * The page's analytics events gathered before this play (issue 16), stored as the campaign's level
   * allows once the play is answered: analytics only, never read to decide anything.
   */
  analytics: collectRequestSchema.optional(),
});
export type PlayRequest = z.infer<typeof playRequestSchema>;

export const wonPrizeSchema = z.object({
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** Null for a prize without codes, and when the campaign sends the code only in the prize e-mail. */
  voucherCode: z.string().nullable(),
  /** The code is not shown: it is on its way to the player's e-mail (showsVoucherOnlyInEmail). */
  isVoucherCodeEmailed: z.boolean(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  /**
   * The signed link token of the player's prize wallet (/p/{slug}/wallet#t=…), for a registered
   * winner of a campaign with prizeWalletEnabled; absent otherwise.
   */
  walletToken: z.string().optional(),
});
export type WonPrize = z.infer<typeof wonPrizeSchema>;

export const playResponseSchema = z.object({
  playId: z.uuid().nullable(),
  page: z.enum(PLAY_RESULT_PAGES),
  /** The game's result the server chose (its own JSON, read only by its Player); null when no play happened. */
  result: gameResultSchema.nullable(),
  prize: wonPrizeSchema.nullable(),
  /** The campaign's survey the result page offers after this play (surveyEnabled); absent when none. */
  survey: z.object({ url: z.string() }).optional(),
  /** A loyalty campaign's play: the points it spent and awarded, and the balance after it. */
  loyalty: playLoyaltySchema.optional(),
});
export type PlayResponse = z.infer<typeof playResponseSchema>;

/** A multi-step play opened by POST …/plays: no outcome yet, the view the player may see (never an answer). */
export const openedPlaySchema = z.object({
  playId: z.uuid(),
  page: z.literal('open'),
  view: gameResultSchema,
  /** A loyalty campaign's play: the points its opening spent. */
  loyalty: playLoyaltySchema.optional(),
});
export type OpenedPlay = z.infer<typeof openedPlaySchema>;

/** What POST /api/play/campaigns/{slug}/plays answers: a decided play, or an opened multi-step play. */
export const playStartResponseSchema = z.union([playResponseSchema, openedPlaySchema]);
export type PlayStartResponse = z.infer<typeof playStartResponseSchema>;

/** Which of a campaign's play keys (a calendar's opened tiles) the caller has used: the registered player's, else the address's. */
export const usedPlayKeysRequestSchema = z.object({ playerToken: z.string().max(4096).optional() });
export type UsedPlayKeysRequest = z.infer<typeof usedPlayKeysRequestSchema>;
export const usedPlayKeysResponseSchema = z.object({ keys: z.array(z.string()) });
export type UsedPlayKeysResponse = z.infer<typeof usedPlayKeysResponseSchema>;

/** POST /api/play/plays/{playId}/steps: step number `index` (0-based, the next one) of a multi-step play. */
export const playStepRequestSchema = z.object({
  playerToken: z.string().max(2048).optional(),
  index: z.number().int().min(0).max(10_000),
  /** The game's step, checked by its stepSchema (e.g. { answerId }). */
  step: z.unknown(),
});
export type PlayStepRequest = z.infer<typeof playStepRequestSchema>;

export const playStepResponseSchema = z.object({ feedback: gameResultSchema });
export type PlayStepResponse = z.infer<typeof playStepResponseSchema>;

/** POST /api/play/plays/{playId}/outcome: the server scores a multi-step play; answers a PlayResponse. */
export const playOutcomeRequestSchema = z.object({ playerToken: z.string().max(2048).optional() });

/**
 * POST /api/play/plays/{playId}/finish: the player saw the play's result. It carries the page's events
 * gathered since the play (the result page's among them), stored the first time the play is finished.
 */
export const playFinishRequestSchema = z.object({
  playerToken: z.string().max(2048).optional(),
  analytics: collectRequestSchema.optional(),
});
export type PlayFinishRequest = z.infer<typeof playFinishRequestSchema>;

export const altchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});

/** POST /api/play/campaigns/{slug}/email-verifications: the one-time code sent to the registration's e-mail. */
export const emailVerificationRequestSchema = z.object({
  playerToken: z.string().max(2048),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code'),
});
export type EmailVerificationRequest = z.infer<typeof emailVerificationRequestSchema>;

/**
 * Whether the code confirmed the registration. A wrong code, an expired one and one whose tries are
 * used up all answer isVerified false with the tries the current code has left (0: ask for a new code).
 */
export const emailVerificationResponseSchema = z.object({
  isVerified: z.boolean(),
  triesLeft: z.number().int().min(0),
});
export type EmailVerificationResponse = z.infer<typeof emailVerificationResponseSchema>;

/** POST /api/play/campaigns/{slug}/email-verification-codes: a new code for the registration's e-mail. */
export const emailCodeRequestSchema = z.object({
  playerToken: z.string().max(2048),
  /** The page's language, for the e-mail; the registration's own when it is not a campaign language. */
  language: z.string().max(8).optional(),
});
export type EmailCodeRequest = z.infer<typeof emailCodeRequestSchema>;

export const emailCodeResponseSchema = z.object({
  /** When the next code may be asked for. */
  nextCodeAfterSeconds: z.number().int().min(0),
});
export type EmailCodeResponse = z.infer<typeof emailCodeResponseSchema>;

/** POST /api/play/wallet: the token of a prize wallet link, sent in the body so that it stays out of URLs. */
export const walletRequestSchema = z.object({ token: z.string().max(2048) });
export type WalletRequest = z.infer<typeof walletRequestSchema>;

export const VOUCHER_STATUSES = ['issued', 'redeemed', 'expired'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** One prize in a player's wallet. */
export const walletPrizeSchema = z.object({
  /** The winning play's id: a stable key for the list. */
  id: z.uuid(),
  campaignName: z.string(),
  prizeName: z.string(),
  imageUrl: z.string().nullable(),
  /** Null for a prize without codes. */
  voucherCode: z.string().nullable(),
  /** The voucher code as a QR code (an SVG document), drawn by the server: the player bundle carries no QR library. */
  qrSvg: z.string().nullable(),
  wonAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  status: z.enum(VOUCHER_STATUSES),
});
export type WalletPrize = z.infer<typeof walletPrizeSchema>;

export const walletResponseSchema = z.object({
  /** The language the player registered in: the page's words and dates. */
  language: z.string(),
  prizes: z.array(walletPrizeSchema),
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;
