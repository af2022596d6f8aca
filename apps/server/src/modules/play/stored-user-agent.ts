import type { DailySalts } from '../analytics/daily-salt.ts';

/**
 * The user agent stored with a play (issue 16: the live view's alert on a burst from one user agent).
 * Its first 200 characters name the browser, its version and the platform (a phone's is some 140); the
 * rest of an overlong header is no help in telling one source from another, and each play's row stays
 * small. A cookieless page promises that nothing identifies a visitor across days, so there only the
 * day's salted hash of the string is stored (HASHED_USER_AGENT_PREFIX and 16 characters, 96 bits):
 * equal strings of one day still count together, and once the salt is deleted (after two days) the hash
 * is no longer linked to any string. See docs/decisions.md, "User agents on plays".
 */
export const STORED_USER_AGENT_CHARS = 200;

/**
 * Starts the stored day's hash of a cookieless page's user agent. No browser's string starts with it; a
 * hand-made one that does is shown as a hash, which hides only the sender's own string.
 */
export const HASHED_USER_AGENT_PREFIX = '#';

/** What a play stores of the player's user agent header (empty where the request had none). */
export async function storedUserAgent(
  salts: Pick<DailySalts, 'userAgentHash'>,
  userAgent: string,
  { campaignId, cookieless }: { campaignId: string; cookieless: boolean },
): Promise<string> {
  if (cookieless) return `${HASHED_USER_AGENT_PREFIX}${await salts.userAgentHash(userAgent, campaignId)}`;
  // Control characters never reach the alert's text (and PostgreSQL's text takes no NUL).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return userAgent.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, STORED_USER_AGENT_CHARS);
}
