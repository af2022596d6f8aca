import type { WonPrize } from '@gc/contracts/play';
import { useState } from 'react';
import type { PlayStrings } from '../chrome/play-strings.ts';
import { safeAssetUrl } from '../document/page-style.ts';
import { walletHref } from '../wallet/wallet-link.ts';

/**
 * The prize a play won: its picture, name and description, and the voucher code to copy, or the note
 * that the code is on its way by e-mail (a campaign that shows the voucher only in the prize e-mail), and
 * the link to the player's prize wallet where the campaign turns it on.
 */
export function PrizeDetails({
  prize,
  language,
  dateLocale = language,
  strings,
}: {
  prize: WonPrize;
  language: string;
  /** The locale of the expiry date: the language in the campaign's country (dateLocaleOf). */
  dateLocale?: string;
  strings: PlayStrings;
}) {
  const [isCopied, setIsCopied] = useState(false);
  const image = safeAssetUrl(prize.imageUrl);
  const copy = async () => {
    if (!prize.voucherCode) return;
    try {
      await navigator.clipboard.writeText(prize.voucherCode);
      setIsCopied(true);
    } catch {
      // No clipboard (an old browser, an http page): the code stays selectable on screen.
    }
  };
  return (
    <section className="gc-prize">
      {image && <img className="gc-outcome-image" src={image} alt="" />}
      <h2 className="gc-prize-name">{prize.name}</h2>
      {prize.description && <p className="gc-text">{prize.description}</p>}
      {prize.voucherCode && (
        <div className="gc-voucher">
          <span className="gc-muted">{strings.voucherCode}</span>
          <output className="gc-voucher-code" data-testid="voucher-code">
            {prize.voucherCode}
          </output>
          <button className="gc-button gc-button-secondary" type="button" onClick={copy}>
            {isCopied ? strings.copied : strings.copy}
          </button>
          <span className="gc-visually-hidden" aria-live="polite">
            {isCopied ? strings.copied : ''}
          </span>
        </div>
      )}
      {prize.isVoucherCodeEmailed && (
        <p className="gc-text" data-testid="voucher-emailed">
          {strings.voucherEmailed}
        </p>
      )}
      {prize.expiresAt && (
        <p className="gc-text gc-muted">
          {strings.validUntil.replace(
            '{date}',
            new Intl.DateTimeFormat(dateLocale, { dateStyle: 'long' }).format(new Date(prize.expiresAt)),
          )}
        </p>
      )}
      {prize.walletToken && (
        <a
          className="gc-button gc-button-secondary gc-wallet-link"
          href={walletHref(window.location.pathname, prize.walletToken)}
        >
          {strings.seeAllPrizes}
        </a>
      )}
    </section>
  );
}
