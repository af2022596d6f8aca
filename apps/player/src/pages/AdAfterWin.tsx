import type { CampaignAd } from '@gc/contracts/campaign-document';
import { safeAssetUrl } from '../document/page-style.ts';

type AdAfterWinProps = {
  /** document.ad; a document read before ads existed has none. */
  ad: CampaignAd | undefined;
  alt: string;
  label: string;
  /** In the builder's preview the link stays inert, so a click does not leave the builder. */
  isPreview: boolean;
};

const WEB_LINK = /^https?:\/\/\S+$/i;

/**
 * The campaign's ad on the win page (spec §3 Ads, common setting showAdAfterWin), below the prize so it
 * is never taken for it: labelled as an ad, and a link opens in a new tab so the prize stays on screen.
 */
export function AdAfterWin({ ad, alt, label, isPreview }: AdAfterWinProps) {
  const image = safeAssetUrl(ad?.imageUrl);
  if (!image) return null;
  const link = ad?.linkUrl && WEB_LINK.test(ad.linkUrl) && !isPreview ? ad.linkUrl : null;
  const picture = <img className="gc-ad-image" src={image} alt={alt} loading="lazy" />;
  return (
    <aside className="gc-ad" aria-label={label} data-testid="ad-after-win">
      <span className="gc-ad-label" aria-hidden>
        {label}
      </span>
      {link ? (
        <a href={link} target="_blank" rel="noopener sponsored">
          {picture}
        </a>
      ) : (
        picture
      )}
    </aside>
  );
}
