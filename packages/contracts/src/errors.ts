/** Stable error codes of the API; the UI maps them to translated texts. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'INVALID_CREDENTIALS',
  'OTP_REQUIRED',
  'OTP_INVALID',
  'OTP_NOT_SET_UP',
  'OTP_ALREADY_SET_UP',
  'TOO_MANY_REQUESTS',
  'ACCOUNT_DEACTIVATED',
  /** The account's e-mail is not confirmed yet (self sign-up): the link, or a new one from /account-status. */
  'ACCOUNT_PENDING',
  /** The company's expiration date has passed: nobody of it logs in until it is extended. */
  'ACCOUNT_EXPIRED',
  /** Self sign-up is closed by the log-in/registration restriction flag. */
  'REGISTRATION_CLOSED',
  /** Demo offers and registration from their links are switched off (DEMO_ENABLED=false). */
  'DEMO_DISABLED',
  /** The demo offer is missing, or was used (COMPLETED is terminal): its link no longer registers. */
  'OFFER_NOT_FOUND',
  'OFFER_COMPLETED',
  /** A demo company must accept the EULA (accept-EULA) before its first campaign. */
  'EULA_NOT_ACCEPTED',
  /** A sign-up confirmation link that is malformed, used or expired. */
  'INVALID_CONFIRMATION_TOKEN',
  'INVALID_REFRESH_TOKEN',
  'INVALID_RESET_TOKEN',
  'WEAK_PASSWORD',
  'EMAIL_TAKEN',
  'CANNOT_CHANGE_SELF',
  'ROLE_NOT_GRANTABLE',
  'PROOF_OF_WORK_REQUIRED',
  'CAMPAIGN_NOT_FOUND',
  /** A background leads export that is not the acting company's, or does not exist. */
  'EXPORT_NOT_FOUND',
  /** The export's file is asked for before it is written, or a retry of an export that has not failed. */
  'EXPORT_NOT_READY',
  'EXPORT_NOT_FAILED',
  'CAMPAIGN_NAME_TAKEN',
  'CAMPAIGN_TYPE_UNAVAILABLE',
  'INVALID_STATUS_CHANGE',
  'INVALID_DOCUMENT',
  'DRAFT_CONFLICT',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'IMAGE_TOO_LARGE',
  'ASSET_IN_USE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'CAMPAIGN_EXPIRED',
  'CHALLENGE_INVALID',
  'REGISTRATION_NOT_ALLOWED',
  'PLAYER_TOKEN_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'EMAIL_NOT_VERIFIED',
  'VERIFICATION_NOT_REQUIRED',
  'POOL_NOT_FOUND',
  'POOL_IN_USE',
  'POOL_HAS_NO_CODES',
  'STOCK_BELOW_ISSUED',
  'TOO_MANY_CODES',
  'CODE_PATTERN_TOO_SMALL',
  /** No pool of the caller's company holds this voucher code. */
  'VOUCHER_NOT_FOUND',
  /** The voucher code was redeemed before (the problem says when and by whom). */
  'VOUCHER_ALREADY_REDEEMED',
  /** The voucher's pool expired before it was redeemed. */
  'VOUCHER_EXPIRED',
  /** The code is still in stock: no player won it, so there is nothing to redeem. */
  'VOUCHER_NOT_ISSUED',
  /** Several pools hold the code: the request must say which (poolId). */
  'VOUCHER_AMBIGUOUS',
  'PUBLISH_CHECKLIST_FAILED',
  /** A multi-step play refused a step: not the next index, another step for a taken one, or not fitting the game. */
  'PLAY_STEP_REFUSED',
  /** A multi-step play that is already decided (or a single-step play) takes no more steps nor another outcome. */
  'PLAY_ALREADY_DECIDED',
  /** The game will not play this request at all (a calendar tile that is not today's): nothing was spent. */
  'PLAY_REFUSED',
  /** The player already played what this play would use up (a calendar tile opened before). */
  'PLAY_KEY_USED',
  /** A prize wallet link that is malformed, forged, expired or whose player no longer exists. */
  'WALLET_LINK_INVALID',
  /** An item that is always protected from deletion (the default e-mail template, spec §4 item list rules). */
  'ITEM_PROTECTED',
  /** Only a failed e-mail of the delivery log can be sent again. */
  'DELIVERY_NOT_FAILED',
  /** Only a dead-lettered lead delivery can be replayed (issue 15). */
  'DELIVERY_NOT_DEAD',
  /** An unsubscribe link that is malformed or forged. */
  'UNSUBSCRIBE_LINK_INVALID',
  /** A loyalty play: the player's balance in the campaign's program is below the points a play costs. */
  'NOT_ENOUGH_POINTS',
  /** A loyalty play or an app registration without a valid signed client user id. */
  'CLIENT_USER_ID_INVALID',
  /** The loyalty integration is used by an outcome setting or spending points. */
  'INTEGRATION_IN_USE',
  'SERVICE_UNAVAILABLE',
  /** The database cannot be reached at the moment (503 with Retry-After): the same request may be sent again. */
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
