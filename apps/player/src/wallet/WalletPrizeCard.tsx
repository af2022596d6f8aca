import type { WalletPrize } from '@gc/contracts/play';
import { useState } from 'react';
import type { PlayStrings } from '../chrome/play-strings.ts';
import type { WalletStrings } from '../chrome/wallet-strings.ts';
import { safeAssetUrl } from '../document/page-style.ts';

/** Intl's locale for a campaign language: Serbian campaigns are written in Latin script (as the prize e-mail). */
const localeOf = (language: string) => (language.toLowerCase().split('-')[0] === 'sr' ? 'sr-Latn' : language);

function formatDate(iso: string, language: string): string {
  try {
    return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long' }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(iso));
  }
}

/**
 * One voucher of the wallet: its status in words (a badge with text, never colour alone), the code
 * large and copyable, the server's QR code as an image whose alternative names the code, and its dates.
 */
export function WalletPrizeCard({
  prize,
  language,
  strings,
  play,
}: {
  prize: WalletPrize;
  language: string;
  strings: WalletStrings;
  play: PlayStrings;
}) {
  const [isCopied, setIsCopied] = useState(false);
  const image = safeAssetUrl(prize.imageUrl);
  const code = prize.voucherCode;
  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      setIsCopied(true);
    } catch {
      // No clipboard (an old browser, an http page): the code stays selectable on screen.
    }
  };
  return (
    <article className={`gcpw-prize gcpw-prize-${prize.status}`} data-testid="wallet-prize">
      <div className="gcpw-prize-head">
        <span className="gcpw-campaign">{prize.campaignName}</span>
        <span className={`gcpw-status gcpw-status-${prize.status}`} data-testid="wallet-status">
          {strings[prize.status]}
        </span>
      </div>
      {image && <img className="gcpw-image" src={image} alt="" />}
      <h2 className="gc-prize-name">{prize.prizeName}</h2>
      {code && (
        <div className="gc-voucher">
          <span className="gc-muted">{play.voucherCode}</span>
          <output className="gc-voucher-code" data-testid="wallet-code">
            {code}
          </output>
          <button className="gc-button gc-button-secondary" type="button" onClick={copy}>
            {isCopied ? play.copied : play.copy}
          </button>
          <span className="gc-visually-hidden" aria-live="polite">
            {isCopied ? play.copied : ''}
          </span>
          {prize.qrSvg && (
            <img
              className="gcpw-qr"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(prize.qrSvg)}`}
              alt={strings.qrAlt.replace('{code}', code)}
              width={176}
              height={176}
            />
          )}
        </div>
      )}
      {prize.expiresAt && (
        <p className="gc-text" data-testid="wallet-expiry">
          {play.validUntil.replace('{date}', formatDate(prize.expiresAt, language))}
        </p>
      )}
      <p className="gc-text gc-muted gcpw-won">{strings.wonOn.replace('{date}', formatDate(prize.wonAt, language))}</p>
    </article>
  );
}
