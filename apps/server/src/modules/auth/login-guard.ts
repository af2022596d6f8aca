import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newChallenge, verifyAltcha } from '../play/altcha.ts';
import { spendChallenge } from './auth.repo.ts';
import { refundAttempt } from './login-throttle.ts';

/** Failed log-ins of one typed e-mail, from anywhere, before every further log-in needs a proof of work. */
const FREE_FAILURES = 5;
const ACCOUNT_WINDOW_MINUTES = 15;
/** Failures of one address at one e-mail before each further failure makes that pair wait, doubling. */
const SLOW_AFTER_FAILURES = 5;
/** The first wait: long enough to matter to a script, short enough for someone who mistyped. */
const FIRST_WAIT_SECONDS = 5;
const MAX_WAIT_SECONDS = 15 * 60;
const ADDRESS_WINDOW_MINUTES = 60;

/** A constant of this file written into the SQL text (not a parameter, whose type the planner would guess). */
const num = (value: number) => sql.raw(String(value));

export type LogInAttempt = { email: string; ip: string; altcha?: string };

const proofOfWorkRequired = () =>
  new AppError('PROOF_OF_WORK_REQUIRED', 401, 'Please let your browser confirm this log-in and try again.');

const slowedDown = (seconds: number) => {
  const wait = seconds === 1 ? '1 second' : `${seconds} seconds`;
  return new AppError('TOO_MANY_REQUESTS', 429, `Too many attempts. Please try again in ${wait}.`, {
    headers: { 'retry-after': String(seconds) },
  });
};

const accountKey = (email: string) => `login:${email}`;
const addressKey = ({ email, ip }: LogInAttempt) => `login-ip:${ip}:${email}`;

/**
 * Brute-force protection that never refuses the right password to its owner (docs/security.md). Keys are
 * the typed e-mail, known or not, so no answer tells whether an account exists.
 * - After FREE_FAILURES failures at an e-mail (from any address), each log-in at it must bring a solved
 *   ALTCHA challenge, spent once: guessing costs the attacker work, the owner's browser solves it.
 * - After SLOW_AFTER_FAILURES failures of one address at one e-mail, that address waits before its next
 *   try at that e-mail (5 s, doubling, at most 15 minutes); other addresses are not slowed.
 */
export function createLoginGuard(db: Db, altchaKey: string) {
  async function spendsProof(altcha: string | undefined): Promise<boolean> {
    const solution = altcha ? verifyAltcha(altcha, altchaKey) : null;
    return solution !== null && (await spendChallenge(db, solution));
  }

  return {
    challenge: () => newChallenge(altchaKey),

    /** Runs before the password is checked; throws the answer when the attempt may not go on. */
    async admit(attempt: LogInAttempt): Promise<void> {
      const [slowed] = await queryRows<{ wait: number }>(
        db,
        sql`select ceil(extract(epoch from locked_until - now()))::int as wait from login_attempts
            where key = ${addressKey(attempt)} and locked_until > now()`,
      );
      if (slowed) throw slowedDown(Math.max(1, slowed.wait));
      // Counted before the check, in one atomic statement: a burst of guesses cannot all pass as "free".
      if ((await countAttempt(db, accountKey(attempt.email))) <= FREE_FAILURES) return;
      if (!(await spendsProof(attempt.altcha))) {
        await refundAttempt(db, accountKey(attempt.email));
        throw proofOfWorkRequired();
      }
    },

    /** A wrong password or code: it stays counted for the e-mail, and the address may have to wait. */
    async failed(attempt: LogInAttempt): Promise<void> {
      await recordAddressFailure(db, addressKey(attempt));
    },

    /** Not a failure (the right password, the code still to come), but the address keeps its count. */
    async refund(attempt: LogInAttempt): Promise<void> {
      await refundAttempt(db, accountKey(attempt.email));
    },

    /** Logged in (or told the account is deactivated): not a failure, and the address no longer waits. */
    async succeeded(attempt: LogInAttempt): Promise<void> {
      await refundAttempt(db, accountKey(attempt.email));
      await db.execute(sql`delete from login_attempts where key = ${addressKey(attempt)}`);
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;

/** The attempts at a key in its window, this one included. */
async function countAttempt(db: Db, key: string): Promise<number> {
  const isStale = sql`a.window_start < now() - make_interval(mins => ${num(ACCOUNT_WINDOW_MINUTES)})`;
  const [row] = await queryRows<{ attempts: number }>(
    db,
    sql`insert into login_attempts as a (key, failures, window_start) values (${key}, 1, now())
        on conflict (key) do update set
          failures = case when ${isStale} then 1 else a.failures + 1 end,
          window_start = case when ${isStale} then now() else a.window_start end
        returning failures as attempts`,
  );
  return row?.attempts ?? 1;
}

/** Counts a failure of an address at an e-mail; from the SLOW_AFTER_FAILURES-th on, the pair waits, doubling. */
async function recordAddressFailure(db: Db, key: string): Promise<void> {
  const isStale = sql`(a.window_start < now() - make_interval(mins => ${num(ADDRESS_WINDOW_MINUTES)})
    and not coalesce(a.locked_until > now(), false))`;
  const failures = sql`case when ${isStale} then 1 else a.failures + 1 end`;
  const waitUntil = (n: SQL) =>
    sql`case when ${n} >= ${num(SLOW_AFTER_FAILURES)} then now() + make_interval(secs =>
      least(${num(FIRST_WAIT_SECONDS)} * power(2, ${n} - ${num(SLOW_AFTER_FAILURES)}), ${num(MAX_WAIT_SECONDS)})) end`;
  await db.execute(
    sql`insert into login_attempts as a (key, failures, window_start, locked_until)
        values (${key}, 1, now(), ${waitUntil(sql`1`)})
        on conflict (key) do update set
          failures = ${failures},
          window_start = case when ${isStale} then now() else a.window_start end,
          locked_until = ${waitUntil(failures)}`,
  );
}
