import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';

/**
 * The cookieless visitor hash (issue 16): HMAC of address, browser and campaign under a random salt of
 * the UTC day. Every process reads the day's one salt from the database (the first to ask makes it);
 * older salts are deleted, so a hash can never be recomputed later nor linked to another day's.
 */
export type DailySalts = ReturnType<typeof createDailySalts>;

export function createDailySalts(db: DbOrTx) {
  let current: { day: string; salt: string } | null = null;

  async function saltOf(day: string): Promise<string> {
    if (current?.day === day) return current.salt;
    let row: { salt: string } | undefined;
    // Twice at most: a salt another process made after this statement's snapshot is read by the second.
    for (let tries = 0; tries < 2 && !row; tries++) {
      [row] = await queryRows<{ salt: string }>(
        db,
        sql`with made as (
            insert into analytics_salts (day, salt) values (${day}, ${randomBytes(32).toString('base64')})
            on conflict (day) do nothing returning salt
          )
          select salt from made union all select salt from analytics_salts where day = ${day} limit 1`,
      );
    }
    if (!row) throw new Error('no analytics salt for the day');
    // Yesterday's salt stays a day for requests crossing midnight; older ones go.
    await db.execute(sql`delete from analytics_salts where day < (${day}::date - 1)`);
    current = { day, salt: row.salt };
    return row.salt;
  }

  return {
    async visitorHash(ip: string, userAgent: string, campaignId: string, now = new Date()): Promise<string> {
      const salt = await saltOf(now.toISOString().slice(0, 10));
      return createHmac('sha256', salt).update(`${ip}\n${userAgent}\n${campaignId}`).digest('base64url').slice(0, 32);
    },
    /**
     * A cookieless page's user agent as a play stores it (play/stored-user-agent.ts): the browser's string
     * alone, so that plays from one string count together whatever their addresses, for one day only.
     */
    async userAgentHash(userAgent: string, campaignId: string, now = new Date()): Promise<string> {
      const salt = await saltOf(now.toISOString().slice(0, 10));
      return createHmac('sha256', salt).update(`ua\n${userAgent}\n${campaignId}`).digest('base64url').slice(0, 16);
    },
  };
}

/** A page's own visitor id, hashed with its campaign so the stored value is no id the browser holds. */
export function storedVisitorId(visitorId: string, campaignId: string): string {
  return createHmac('sha256', campaignId).update(visitorId).digest('base64url').slice(0, 32);
}
