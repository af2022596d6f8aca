import type { CampaignDocument } from '@gc/contracts/campaign-document';
import { useState } from 'react';
import { type ApiError, requestEmailCode, sendEmailVerification } from './play-api.ts';
import { storedVerifiedToken, storeVerifiedToken } from './player-session.ts';
import { problemMessage } from './problem-message.ts';

/** What the code page needs: check a code, ask for a new one, and (for a typed address) go back to the form. */
export type EmailVerification = {
  /** wrong: wrong or expired, with the tries the code has left (0: only a new code helps). */
  verify(code: string): Promise<{ status: 'verified' } | { status: 'wrong'; triesLeft: number } | Failed>;
  /** wait: a code was sent less than a minute ago. */
  newCode(): Promise<{ status: 'sent' } | { status: 'wait' } | Failed>;
  /** Back to the registration form (a mistyped address); absent where the e-mail comes from a link. */
  changeEmail?: () => void;
};
/** Any other problem, already worded in the player's language. */
type Failed = { status: 'failed'; message: string };

/**
 * As the server's rule (registersEmail in contracts, not imported here: that module brings zod into the
 * player's bundle): only a registration with an e-mail is verified.
 */
export const requiresEmailVerification = (document: CampaignDocument) =>
  document.registrationType !== 'noDelivery' && document.registrationOptions?.requiresEmailVerification === true;

/**
 * E-mail verification on the published page: whether this tab's registration must still type in the
 * code sent to its e-mail (the campaign asks for it and this token has not confirmed it), and the calls
 * that confirm it. `markUnverified` is for a play the server refused as unverified.
 */
export function useEmailVerification(input: {
  document: CampaignDocument;
  slug: string;
  campaignId: string;
  token: string | null;
  language: string;
  /** Forgets the registration and shows the form; only where the player typed the e-mail. */
  onChangeEmail?: () => void;
  /** The server no longer takes the token (a removed player, a token from before registrations). */
  onTokenRejected(): void;
}) {
  const { document, slug, campaignId, token, language, onChangeEmail, onTokenRejected } = input;
  const failed = (error: ApiError): { status: 'failed'; message: string } => {
    if (error.code === 'PLAYER_TOKEN_INVALID') onTokenRejected();
    return { status: 'failed', message: problemMessage(error, language) };
  };
  const [verifiedToken, setVerifiedToken] = useState(() => storedVerifiedToken(campaignId));
  const confirmed = (value: string | null) => {
    storeVerifiedToken(campaignId, value);
    setVerifiedToken(value);
  };
  const needsCode = requiresEmailVerification(document) && verifiedToken !== token;

  const verification: EmailVerification | undefined =
    needsCode && token !== null
      ? {
          async verify(code) {
            const result = await sendEmailVerification(slug, { playerToken: token, code });
            if ('error' in result) return failed(result.error);
            if (!result.data.isVerified) return { status: 'wrong', triesLeft: result.data.triesLeft };
            confirmed(token);
            return { status: 'verified' };
          },
          async newCode() {
            const result = await requestEmailCode(slug, { playerToken: token, language });
            if (!('error' in result)) return { status: 'sent' };
            if (result.error.status === 429) return { status: 'wait' };
            return failed(result.error);
          },
          changeEmail: onChangeEmail,
        }
      : undefined;

  return { verification, markUnverified: () => confirmed(null) };
}
