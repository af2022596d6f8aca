import { randomUUID } from 'node:crypto';
import type { RegistrationRequest, RegistrationResponse } from '@gc/contracts/play';
import { AppError } from '../../lib/app-error.ts';
import { countLead } from '../analytics/play-counts.ts';
import { checkClientUserId } from '../loyalty/trusted-client-user.ts';
import { verifyAltcha } from './altcha.ts';
import { lockRegistration } from './email-verification.repo.ts';
import { sendEmailCode } from './email-verification.service.ts';
import { lockKeys, useChallenge } from './play.repo.ts';
import type { PlayContext } from './play-context.ts';
import { campaignNotLive, challengeInvalid, challengeUsed, notPlayable } from './play-errors.ts';
import { inRetriedTransaction } from './play-transaction.ts';
import { signPlayerToken } from './player-token.ts';
import { loadPublishedCampaign } from './published-campaign.ts';
import { findRegistrationByKey, insertRegistration, type RegistrationRef } from './registration.repo.ts';
import { registrationBodyHash } from './registration-hash.ts';
import { leadValuesOf } from './registration-rules.ts';

export type RegistrationInput = { slug: string; body: RegistrationRequest; idempotencyKey: string; ip: string };

const keyReused = () =>
  new AppError(
    'IDEMPOTENCY_KEY_REUSED',
    422,
    'This Idempotency-Key was used for a registration with other details. Send a new registration with a new key.',
  );

/** A registration found by its key answers a request with the same body; another body is refused. */
function sameRequestOrRefuse(earlier: RegistrationRef, bodyHash: string): RegistrationRef {
  if (earlier.body_hash !== null && earlier.body_hash !== bodyHash) throw keyReused();
  return earlier;
}

/**
 * Registers a player (§5) from one device: every Idempotency-Key is a registration of its own, with its
 * own token (security.md, player identity), whose answer is the same whether or not the e-mail
 * registered before. Without multi-registration the registrations of one e-mail share its lead, whose
 * limits count the plays of all of them.
 *
 * Exactly once per key: requests with one key (and, without multi-registration, with one e-mail) are
 * serialised by advisory locks. A later request with the key and the same body answers what the first
 * one did, creating nothing, even when its proof of work has been spent or has expired by then; with
 * another body it is refused (IDEMPOTENCY_KEY_REUSED). Only a new registration spends its ALTCHA
 * solution. Where the campaign asks for it, a one-time code goes to the e-mail in the same transaction.
 */
export async function register(pc: PlayContext, input: RegistrationInput): Promise<RegistrationResponse> {
  const { ctx, keys } = pc;
  const campaign = await loadPublishedCampaign(ctx.db, input.slug);
  if (campaign.availability !== 'live') throw campaignNotLive(campaign.availability);
  const { release, row } = campaign;
  if (!release.game) throw notPlayable();
  const rules = release.game.rules;
  const values = await leadValuesOf(input.body, rules, release.playerDocument, release.number);
  await checkClientUserId(ctx, row, input.body);
  const bodyHash = registrationBodyHash(input.body);
  const email = rules.multiRegistration ? null : values.email;

  let isNew = false;
  let isNewLead = false;
  const registration = await inRetriedTransaction(ctx.db, async (tx) => {
    await lockKeys(tx, row.id, [`idempotency:${input.idempotencyKey}`, ...(email === null ? [] : [`email:${email}`])]);
    const earlier = await findRegistrationByKey(tx, row.id, input.idempotencyKey);
    if (earlier) return sameRequestOrRefuse(earlier, bodyHash);
    const solution = verifyAltcha(input.body.altcha, keys.altcha);
    if (!solution) throw challengeInvalid();
    if (!(await useChallenge(tx, solution.signature, solution.expiresAt))) throw challengeUsed();
    const created = await insertRegistration(tx, {
      ...values,
      id: randomUUID(),
      companyId: row.company_id,
      campaignId: row.id,
      releaseId: release.id,
      ip: input.ip,
      idempotencyKey: input.idempotencyKey,
      bodyHash,
      isOnePlayerPerEmail: email !== null,
      isDebug: release.isDebug,
      deliveryDelaySeconds: ctx.config.leadDelivery.delaySeconds,
    });
    // Null only if another request with this key slipped past the lock; its registration is the answer.
    if (!created) {
      const other = await findRegistrationByKey(tx, row.id, input.idempotencyKey);
      if (!other) throw new Error('a registration with this idempotency key vanished');
      return sameRequestOrRefuse(other, bodyHash);
    }
    isNew = true;
    isNewLead = created.new_leads > 0;
    if (rules.requiresEmailVerification) {
      const target = await lockRegistration(tx, {
        registrationId: created.id,
        leadId: created.lead_id,
        campaignId: row.id,
      });
      if (target) await sendEmailCode(pc, tx, target, values.language);
    }
    return created;
  });
  if (isNew && rules.requiresEmailVerification) ctx.mailer.kick();
  if (isNewLead) countLead(ctx.analytics, { companyId: row.company_id, campaignId: row.id });
  return {
    leadId: registration.lead_id,
    playerToken: await signPlayerToken(keys.playerToken, {
      leadId: registration.lead_id,
      campaignId: row.id,
      registrationId: registration.id,
      createdAt: new Date(registration.created_ms),
    }),
  };
}
