import type { FirstPageInput } from '@gc/contracts/first-page';
// biome-ignore lint/style/noRestrictedImports: React's server renderer, not a game's server part; this file is only the entry of the player's SSR build (dist/.ssr), never in the browser's bundle.
import { renderToString } from 'react-dom/server';
import { analyticsNotice } from '../chrome/analytics-strings.ts';
import { loadLocale } from '../chrome/locale-cache.ts';
import { resolveView, startPage } from '../document/page-flow.ts';
import { CampaignView } from '../pages/CampaignView.tsx';

/** Registration types whose page opens on a notice while it registers from the link, not on the flow. */
const REGISTERS_FROM_LINK = ['urlParameters'];

/**
 * The published page's introduction as the player's own CampaignView renders it (issue 18), for the
 * server to put into the HTML it sends: it paints before any script runs, and the player shows the same
 * markup in its place once it runs (served-first-page.ts). Only a flow that opens on its introduction
 * is rendered: the player's first screen of any other depends on what only the browser knows (a
 * player token in this tab, a link's registration).
 */
export async function renderFirstPage(input: FirstPageInput): Promise<string | null> {
  const { document, campaignType, language, analytics, customCode } = input;
  const start = startPage(document);
  if (!start || resolveView(document, start).kind !== 'introduction') return null;
  if (REGISTERS_FROM_LINK.includes(document.registrationType)) return null;
  // The chrome's words (the footnote, a button's default label, the logo's alt) in the page's language.
  await loadLocale(language);
  return renderToString(
    <CampaignView
      document={document}
      footnote={analyticsNotice(language, analytics)}
      campaignType={campaignType}
      language={language}
      page={start}
      isPreview={false}
      shouldFocusHeading={false}
      onNavigate={() => undefined}
      customCode={customCode}
      isServed
    />,
  );
}
