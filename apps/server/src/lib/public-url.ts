import type { Config } from '../config.ts';

/**
 * True when the product is reached over https (PUBLIC_URL). Only then may responses pin the browser
 * to https (HSTS, `upgrade-insecure-requests`) or mark cookies `Secure`: on a plain-http host name
 * those would upgrade every script to an https that does not exist, or drop the cookie.
 */
export function isHttpsPublicUrl(config: Pick<Config, 'publicUrl'>): boolean {
  return new URL(config.publicUrl).protocol === 'https:';
}
