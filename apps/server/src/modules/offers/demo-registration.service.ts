import type { DemoRegistrationRequest, SalesRegistrationRequest } from '@gc/contracts/offers';
import { FOUNDER_ROLES } from '@gc/contracts/registration';
import { requiresStrongPassword } from '@gc/contracts/roles';
import type { AppContext } from '../../lib/app-context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { findUserByEmail, insertSession } from '../auth/auth.repo.ts';
import { sendInvitation } from '../auth/password-links.service.ts';
import { assertPasswordRules, hashPassword } from '../auth/passwords.ts';
import { emailTaken } from '../auth/registration.service.ts';
import { type IssuedTokens, issueTokenPair } from '../auth/session-tokens.ts';
import { insertCompany } from '../companies/companies.repo.ts';
import { insertUser } from '../users/users.repo.ts';
import { claimDemoOffer, findDemoOffer, setDemoOfferCompany } from './offers.repo.ts';
import { assertDemoEnabled, offerCompleted, offerNotFound } from './offers.service.ts';

const DAY_MS = 86_400_000;

/**
 * Registration from an offer's link (spec §2 register-demo): the demo company, expiring after the
 * offer's days, and its founder, with the offer marked COMPLETED, in one transaction. The e-mail is
 * the offer's: the link was mailed there, so the account opens at once and the answer is a log-in's
 * token pair (a first log-in, with the tutorials of §4). The guarded claim lets one registration of
 * an offer through however many arrive together; the others get OFFER_COMPLETED.
 */
export async function registerFromOffer(ctx: AppContext, input: DemoRegistrationRequest): Promise<IssuedTokens> {
  assertDemoEnabled(ctx);
  const offer = await findDemoOffer(ctx.db, input.offerUuid);
  if (!offer) throw offerNotFound();
  if (offer.status === 'COMPLETED') throw offerCompleted();
  // The founder administers the company's users: §5's stronger variant, as at /register.
  assertPasswordRules(input.password, requiresStrongPassword(FOUNDER_ROLES, 'USER'));
  if (await findUserByEmail(ctx.db, offer.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  return ctx.db
    .transaction(async (tx) => {
      const claimed = await claimDemoOffer(tx, offer.id);
      if (!claimed) throw offerCompleted();
      const company = await insertCompany(tx, {
        name: input.companyName,
        isDemo: true,
        expirationDate: new Date(Date.now() + claimed.demoDays * DAY_MS),
      });
      await setDemoOfferCompany(tx, claimed.id, company.id);
      const now = new Date();
      const user = await insertUser(tx, {
        companyId: company.id,
        email: claimed.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        roles: [...FOUNDER_ROLES],
        type: 'USER',
        status: 'ACTIVE',
        hasLoggedIn: true,
        lastLoginAt: now,
      });
      const sessionId = await insertSession(tx, user.id);
      const pair = await issueTokenPair(ctx, tx, user, sessionId);
      return { ...pair, firstLogin: true, showTutorials: true };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
}

/**
 * /sales-dashboard/register: sales opens a customer company with its first user (the founder's roles),
 * INVITED: the person sets a password from the invitation link, as every invited user does.
 */
export async function registerCustomer(ctx: AppContext, input: SalesRegistrationRequest) {
  if (await findUserByEmail(ctx.db, input.email)) throw emailTaken();
  const registered = await ctx.db
    .transaction(async (tx) => {
      const company = await insertCompany(tx, { name: input.companyName });
      const user = await insertUser(tx, {
        companyId: company.id,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        roles: [...FOUNDER_ROLES],
        type: 'USER',
        status: 'INVITED',
      });
      await sendInvitation(ctx, tx, user);
      return { companyId: company.id, companyName: company.name, email: user.email, status: 'INVITED' as const };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  ctx.mailer.kick();
  return registered;
}
