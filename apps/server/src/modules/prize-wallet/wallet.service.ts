import type { VoucherStatus, WalletPrize, WalletResponse } from '@gc/contracts/play';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadOnce } from '../../lib/load-once.ts';
import { findWalletHolder, findWalletPrizes, type WalletPrizeRow } from './wallet.repo.ts';
import { verifyWalletToken } from './wallet-token.ts';

export const walletLinkInvalid = () =>
  new AppError('WALLET_LINK_INVALID', 401, 'This prize wallet link is not valid or has expired.');

const iso = (value: Date | string) => new Date(value).toISOString();

/** Redeemed wins over expired: a voucher used before its end stays used. */
export function voucherStatusOf(row: Pick<WalletPrizeRow, 'redeemed_at' | 'expires_at'>, nowMs: number): VoucherStatus {
  if (row.redeemed_at !== null) return 'redeemed';
  if (row.expires_at !== null && new Date(row.expires_at).getTime() <= nowMs) return 'expired';
  return 'issued';
}

/** qrcode and pngjs (about 60 modules) load with the first wallet opened, not at start (issue 18). */
const loadQrCode = loadOnce(async () => (await import('qrcode')).default);

/** The voucher code as an SVG QR code, with a quiet zone a phone camera needs. */
async function qrSvgOf(code: string): Promise<string> {
  const QRCode = await loadQrCode();
  return QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The wallet a link opens; a bad, expired or orphaned link is one 401, whichever it is. */
export async function openWallet(
  db: DbOrTx,
  key: Uint8Array,
  token: string,
  nowMs = Date.now(),
): Promise<WalletResponse> {
  const holder = await verifyWalletToken(key, token);
  if (!holder) throw walletLinkInvalid();
  const lead = await findWalletHolder(db, holder.leadId);
  if (!lead) throw walletLinkInvalid();
  const rows = await findWalletPrizes(db, holder);
  const prizes = await Promise.all(
    rows.map(
      async (row): Promise<WalletPrize> => ({
        id: row.play_id,
        campaignName: row.campaign_name,
        prizeName: row.prize_name,
        imageUrl: row.image_url,
        voucherCode: row.voucher_code,
        qrSvg: row.voucher_code === null ? null : await qrSvgOf(row.voucher_code),
        wonAt: iso(row.won_at),
        expiresAt: row.expires_at === null ? null : iso(row.expires_at),
        status: voucherStatusOf(row, nowMs),
      }),
    ),
  );
  return { language: lead.language, prizes };
}
