import type {
  EmailCodeRequest,
  EmailCodeResponse,
  EmailVerificationRequest,
  EmailVerificationResponse,
} from '@gc/contracts/play';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { emailCodeEmail } from '../email-codes/email-code-email.ts';
import { emailCodeHash, isEmailCode, newEmailCode } from './email-code.ts';
import {
  countEmailCodesSince,
  insertEmailCode,
  latestEmailCode,
  lockRegistration,
  markVerified,
  type RegistrationToVerify,
  spendCodeTry,
} from './email-verification.repo.ts';
import { lockKeys } from './play.repo.ts';
import type { PlayContext } from './play-context.ts';
import { campaignNotLive, playerTokenInvalid } from './play-errors.ts';
import { inRetriedTransaction } from './play-transaction.ts';
import { type PlayerIdentity, verifyPlayerToken } from './player-token.ts';
import { type LoadedCampaign, loadPublishedCampaign } from './published-campaign.ts';

export const EMAIL_CODE_VALID_MINUTES = 10;
export const EMAIL_CODE_TRIES = 5;
/** A registration gets a new code at most this often: a typo in the first attempt costs a minute at most. */
export const EMAIL_CODE_RESEND_SECONDS = 60;
/**
 * At most this many codes reach one address per hour from a campaign, from all its registrations
 * together. Past it a registration (or a request for a new code) is answered as usual but no mail is
 * written: a stranger who knows an address cannot flood it, nor try more than 10 × 5 codes an hour
 * against it, and the answer does not tell them that the cap (which the owner's own requests count
 * towards) was reached.
 */
export const EMAIL_CODES_PER_HOUR = 10;

/**
 * Writes a new code for the registration and its e-mail to the outbox, in the caller's transaction.
 * The address's advisory lock (held already by a registration without multi-registration; locks are
 * re-entrant) makes the hourly count and the new code one step for all registrations of the address.
 */
export async function sendEmailCode(pc: PlayContext, tx: Tx, registration: RegistrationToVerify, language: string) {
  const mailbox = { campaignId: registration.campaign_id, email: registration.email };
  await lockKeys(tx, mailbox.campaignId, [`email:${mailbox.email}`]);
  if ((await countEmailCodesSince(tx, mailbox, 60)) >= EMAIL_CODES_PER_HOUR) return;
  const code = newEmailCode();
  await insertEmailCode(tx, {
    registrationId: registration.id,
    leadId: registration.lead_id,
    codeHash: emailCodeHash(pc.keys.emailCode, registration.id, code),
    tries: EMAIL_CODE_TRIES,
    minutes: EMAIL_CODE_VALID_MINUTES,
  });
  const content = emailCodeEmail({
    language,
    code,
    validMinutes: EMAIL_CODE_VALID_MINUTES,
    companyName: registration.company_name,
  });
  await pc.ctx.mailer.enqueue(tx, { companyId: registration.company_id, to: registration.email, ...content });
}

const verificationNotRequired = () =>
  new AppError('VERIFICATION_NOT_REQUIRED', 409, 'This campaign does not ask to confirm the e-mail.');

/** The live campaign that asks for verification, and the registration the player token names in it. */
async function verifyingPlayer(
  pc: PlayContext,
  slug: string,
  playerToken: string,
): Promise<{ campaign: LoadedCampaign; player: PlayerIdentity & { registrationId: string } }> {
  const campaign = await loadPublishedCampaign(pc.ctx.db, slug);
  if (campaign.availability !== 'live') throw campaignNotLive(campaign.availability);
  if (!campaign.release.game?.rules.requiresEmailVerification) throw verificationNotRequired();
  const player = await verifyPlayerToken(pc.keys.playerToken, playerToken);
  if (player?.campaignId !== campaign.row.id || player.registrationId === null) throw playerTokenInvalid();
  return { campaign, player: { ...player, registrationId: player.registrationId } };
}

/**
 * Checks a code typed on the page. Wrong, expired and used-up codes get the same answer, with the tries
 * the current code has left (0 when it is expired or used up: the player asks for a new one), so that
 * nothing but "wrong or expired, N tries left" is ever learnt from a code.
 */
export async function verifyEmailCode(
  pc: PlayContext,
  slug: string,
  body: EmailVerificationRequest,
): Promise<EmailVerificationResponse> {
  const { campaign, player } = await verifyingPlayer(pc, slug, body.playerToken);
  return inRetriedTransaction(pc.ctx.db, async (tx) => {
    const registration = await lockRegistration(tx, { ...player, campaignId: campaign.row.id });
    if (!registration) throw playerTokenInvalid();
    if (registration.is_verified) return { isVerified: true, triesLeft: 0 };
    const code = await latestEmailCode(tx, registration.id);
    if (!code || code.is_expired || code.tries_left <= 0) return { isVerified: false, triesLeft: 0 };
    if (isEmailCode(pc.keys.emailCode, registration.id, body.code, code.code_hash)) {
      await markVerified(tx, registration.id, code.id);
      return { isVerified: true, triesLeft: 0 };
    }
    return { isVerified: false, triesLeft: await spendCodeTry(tx, code.id) };
  });
}

/** A new code for the player's registration, at most one a minute (429 with Retry-After before). */
export async function requestEmailCode(
  pc: PlayContext,
  slug: string,
  body: EmailCodeRequest,
): Promise<EmailCodeResponse> {
  const { campaign, player } = await verifyingPlayer(pc, slug, body.playerToken);
  const languages: readonly string[] = campaign.release.playerDocument.languageOptions.languages;
  await inRetriedTransaction(pc.ctx.db, async (tx) => {
    const registration = await lockRegistration(tx, { ...player, campaignId: campaign.row.id });
    if (!registration) throw playerTokenInvalid();
    if (registration.is_verified) return;
    const latest = await latestEmailCode(tx, registration.id);
    const waitSeconds = latest ? Math.ceil(EMAIL_CODE_RESEND_SECONDS - latest.age_seconds) : 0;
    if (waitSeconds > 0) {
      throw new AppError('TOO_MANY_REQUESTS', 429, 'A new code can be sent once a minute.', {
        headers: { 'retry-after': String(waitSeconds) },
      });
    }
    const language = body.language && languages.includes(body.language) ? body.language : registration.language;
    await sendEmailCode(pc, tx, registration, language);
  });
  pc.ctx.mailer.kick();
  return { nextCodeAfterSeconds: EMAIL_CODE_RESEND_SECONDS };
}
