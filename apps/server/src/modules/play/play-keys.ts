import { createHmac } from 'node:crypto';

/**
 * The keys of the public player API, derived from the app's signing secret with a label each, so
 * that no key is reused across purposes: an ALTCHA signature can never pass as a player token, nor
 * a player token as a builder access token (those use the secret itself, audience 'builder').
 */
export type PlayKeys = {
  /** HMAC key of the ALTCHA challenges (hex, as altcha-lib takes it). */
  altcha: string;
  /** HS256 key of the player tokens. */
  playerToken: Uint8Array;
  /** HMAC key of the stored one-time e-mail codes. */
  emailCode: Buffer;
  /** HS256 key of the prize wallet links (its own key: a wallet link never plays, a player token never opens a wallet). */
  wallet: Uint8Array;
};

export function derivePlayKeys(secret: string): PlayKeys {
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest();
  return {
    altcha: derive('play:altcha:v1').toString('hex'),
    playerToken: new Uint8Array(derive('play:player-token:v1')),
    emailCode: derive('play:email-code:v1'),
    wallet: new Uint8Array(derive('play:wallet:v1')),
  };
}
