import { z } from 'zod';
import { MAX_TEXT_LENGTH } from './validation.ts';

export {
  ACCESS_TOKEN_SECONDS,
  type AccessClaims,
  REFRESH_TOKEN_SECONDS,
  TOKEN_DELIVERY_HEADER,
} from './auth-tokens.ts';

/**
 * Passwords are accepted up to a generous length here so that an over-long one gets the
 * "invalid credentials" answer (not a schema error that would differ from a wrong password);
 * the service refuses anything over MAX_PASSWORD_LENGTH before hashing.
 */
const passwordInput = z.string().max(100_000);

export const loginRequestSchema = z.object({
  username: z.string().trim().max(MAX_TEXT_LENGTH),
  password: passwordInput,
  grantType: z.literal('password'),
  otpCode: z.string().trim().max(16).optional(),
  /**
   * A solved ALTCHA challenge of GET …/log-in/challenge (base64 JSON, as the player sends it), needed once
   * the typed e-mail has had 5 failed log-ins; the server answers PROOF_OF_WORK_REQUIRED until it comes.
   */
  altcha: z.string().max(4096).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenPairSchema = z.object({
  accessToken: z.string(),
  /**
   * For API clients (spec §7). Left out when the client asked for cookie delivery
   * (TOKEN_DELIVERY_HEADER) or refreshed by cookie: the builder never holds its refresh token in script.
   */
  refreshToken: z.string().optional(),
  firstLogin: z.boolean().optional(),
  /** Only on the first log-in ever of an account of its own in the demo environment (spec §4). */
  showTutorials: z.boolean().optional(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Without `refreshToken` the server takes the HttpOnly refresh cookie it set (the builder's way). */
export const refreshRequestSchema = z.object({ refreshToken: z.string().max(512).optional() });

export const logoutRequestSchema = z.object({ refreshToken: z.string().max(512).optional() });

export const forgotPasswordRequestSchema = z.object({ email: z.string().trim().max(MAX_TEXT_LENGTH) });
export const resetPasswordRequestSchema = z.object({ token: z.string().max(512), password: passwordInput });
export const changePasswordRequestSchema = z.object({ currentPassword: passwordInput, newPassword: passwordInput });

/** Two-factor set-up: the secret is shown once as an otpauth:// URI (for a QR code) and as text. */
export const otpSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export const otpCodeRequestSchema = z.object({ code: z.string().trim().max(16) });
