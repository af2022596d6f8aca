/**
 * The wallet page's address: the campaign's page plus /wallet, the signed token in the fragment (never
 * sent to a server, kept out of logs and Referer headers; the page posts it to the API).
 */
export const WALLET_PATH = /^\/p\/([^/]+)\/wallet\/?$/;

/** The wallet link of a win, from the campaign page the player is on (/p/{slug}). */
export function walletHref(campaignPath: string, token: string): string {
  return `${campaignPath.replace(/\/+$/, '')}/wallet#t=${encodeURIComponent(token)}`;
}

/** The token in a wallet page's fragment (#t=…), or null when the link carries none. */
export function walletTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('t');
  return token?.trim() ? token.trim() : null;
}
