import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { derivePlayKeys } from '../play/play-keys.ts';
import { signPlayerToken } from '../play/player-token.ts';
import { voucherStatusOf } from './wallet.service.ts';
import { signWalletToken, verifyWalletToken, WALLET_TOKEN_DAYS, walletPath } from './wallet-token.ts';

const keys = derivePlayKeys('a-test-secret-of-at-least-thirty-two-characters');
const otherKeys = derivePlayKeys('another-secret-of-at-least-thirty-two-characters');
const leadId = randomUUID();

describe('wallet tokens', () => {
  it('name the lead and scope they were signed for', async () => {
    for (const scope of ['email', 'lead'] as const) {
      const token = await signWalletToken(keys.wallet, { leadId, scope });
      expect(await verifyWalletToken(keys.wallet, token)).toEqual({ leadId, scope });
    }
  });

  it('refuse a token with any one character changed', async () => {
    const token = await signWalletToken(keys.wallet, { leadId, scope: 'lead' });
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    let refused = 0;
    for (let at = 0; at < token.length; at++) {
      if (token[at] === '.') continue;
      const replacement = alphabet[(alphabet.indexOf(token[at]) + 1) % alphabet.length];
      const tampered = token.slice(0, at) + replacement + token.slice(at + 1);
      const holder = await verifyWalletToken(keys.wallet, tampered);
      // A change in the last character's unused low bits may decode to the same signature; nothing else passes.
      if (holder === null) refused++;
      else expect(at).toBe(token.length - 1);
    }
    expect(refused).toBeGreaterThanOrEqual(token.length - 3);
  });

  it('refuse another key, another audience, an expired token and alg none', async () => {
    const token = await signWalletToken(keys.wallet, { leadId, scope: 'email' });
    expect(await verifyWalletToken(otherKeys.wallet, token)).toBeNull();
    // A player token, even signed with the wallet's key, is for the player audience.
    const playerToken = await signPlayerToken(keys.wallet, {
      leadId,
      campaignId: randomUUID(),
      registrationId: randomUUID(),
      createdAt: new Date(),
    });
    expect(await verifyWalletToken(keys.wallet, playerToken)).toBeNull();
    const yearAndADayAgo = new Date(Date.now() - (WALLET_TOKEN_DAYS + 1) * 86_400_000);
    expect(
      await verifyWalletToken(
        keys.wallet,
        await signWalletToken(keys.wallet, { leadId, scope: 'email' }, yearAndADayAgo),
      ),
    ).toBeNull();
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${token.split('.')[1]}.`;
    expect(await verifyWalletToken(keys.wallet, unsigned)).toBeNull();
    const badScope = await new SignJWT({ scope: 'everyone' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(leadId)
      .setIssuer('gamecampaigns')
      .setAudience('wallet')
      .setExpirationTime('1h')
      .sign(keys.wallet);
    expect(await verifyWalletToken(keys.wallet, badScope)).toBeNull();
  });

  it('live a year', async () => {
    const elevenMonthsAgo = new Date(Date.now() - 335 * 86_400_000);
    const token = await signWalletToken(keys.wallet, { leadId, scope: 'lead' }, elevenMonthsAgo);
    expect(await verifyWalletToken(keys.wallet, token)).toEqual({ leadId, scope: 'lead' });
  });

  it('travel in the fragment of the campaign’s wallet page', () => {
    expect(walletPath('summer-wheel', 'a.b.c')).toBe('/p/summer-wheel/wallet#t=a.b.c');
  });
});

describe('voucher status', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  it('is issued until the pool expires, expired after, and redeemed once used whatever the date', () => {
    expect(voucherStatusOf({ redeemed_at: null, expires_at: null }, now)).toBe('issued');
    expect(voucherStatusOf({ redeemed_at: null, expires_at: '2026-06-02T00:00:00Z' }, now)).toBe('issued');
    expect(voucherStatusOf({ redeemed_at: null, expires_at: '2026-06-01T11:59:59Z' }, now)).toBe('expired');
    expect(voucherStatusOf({ redeemed_at: '2026-05-01T00:00:00Z', expires_at: '2026-05-02T00:00:00Z' }, now)).toBe(
      'redeemed',
    );
  });
});
