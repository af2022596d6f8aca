import type { RegistrationRequest, RegistrationResponse } from '@gc/contracts/play';
import { verifyAltcha } from './altcha.ts';
import { lockKeys, useChallenge } from './play.repo.ts';
import type { PlayContext } from './play-context.ts';
import { campaignNotLive, challengeInvalid, challengeUsed, notPlayable } from './play-errors.ts';
import { inRetriedTransaction } from './play-transaction.ts';
import { signPlayerToken } from './player-token.ts';
import { loadPublishedCampaign } from './published-campaign.ts';
import { findExistingLead, insertLead } from './registration.repo.ts';
import { leadValuesOf } from './registration-rules.ts';

export type RegistrationInput = { slug: string; body: RegistrationRequest; idempotencyKey: string; ip: string };

/**
 * Registers a player (§5) and answers with their player token.
 *
 * Exactly once per Idempotency-Key: requests with one key (and, without multi-registration, with one
 * e-mail) are serialised by advisory locks, and the later ones find the first one's lead and answer
 * what it answered, creating nothing, even when their proof of work has been spent or has expired by
 * then. Only a registration that creates or finds a lead by e-mail spends its ALTCHA solution.
 */
export async function register(pc: PlayContext, input: RegistrationInput): Promise<RegistrationResponse> {
  const { ctx, keys } = pc;
  const campaign = await loadPublishedCampaign(ctx.db, input.slug);
  if (campaign.availability !== 'live') throw campaignNotLive(campaign.availability);
  const { release, row } = campaign;
  if (!release.game) throw notPlayable();
  const rules = release.game.rules;
  const values = leadValuesOf(input.body, rules, release.playerDocument, release.number);
  const email = rules.multiRegistration ? null : values.email;

  const lead = await inRetriedTransaction(ctx.db, async (tx) => {
    await lockKeys(tx, row.id, [`idempotency:${input.idempotencyKey}`, ...(email === null ? [] : [`email:${email}`])]);
    const existing = await findExistingLead(tx, row.id, input.idempotencyKey, email);
    if (existing?.by_key) return existing;
    const solution = verifyAltcha(input.body.altcha, keys.altcha);
    if (!solution) throw challengeInvalid();
    if (!(await useChallenge(tx, solution.signature, solution.expiresAt))) throw challengeUsed();
    if (existing) return existing;
    const created = await insertLead(tx, {
      ...values,
      companyId: row.company_id,
      campaignId: row.id,
      releaseId: release.id,
      ip: input.ip,
      idempotencyKey: input.idempotencyKey,
    });
    // Null only if another request with this key slipped past the lock; its lead is the answer.
    return created ?? (await findExistingLead(tx, row.id, input.idempotencyKey, null));
  });
  if (!lead) throw new Error('a lead with this idempotency key vanished');
  return {
    leadId: lead.id,
    playerToken: await signPlayerToken(keys.playerToken, {
      leadId: lead.id,
      campaignId: row.id,
      createdAt: new Date(lead.created_ms),
    }),
  };
}
