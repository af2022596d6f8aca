import type { CampaignDocument } from '@gc/contracts/campaign-document';
import { flowOrder } from '../sections/page-flow.ts';

/** The result pages a play can end on (spec §9). */
export const RESULT_PAGES = ['win', 'lose', 'no-more-plays', 'campaign-expired'] as const;

/** The preview sizes: a desktop browser scaled down to fit the pane, and a common phone at full size. */
export const PREVIEW_DEVICES = {
  desktop: { width: 1024, height: 640 },
  mobile: { width: 375, height: 667 },
} as const;
export type PreviewDevice = keyof typeof PREVIEW_DEVICES;

/**
 * What the page picker offers: the pages of the flow in order, then the result pages, with any
 * further outcome kind a game defines after win and lose. The outcome page is shown as its results,
 * so it is not listed on its own.
 */
export function previewPages(document: CampaignDocument): string[] {
  const [win, lose, ...notices] = RESULT_PAGES;
  const otherKinds = [...new Set(document.outcomes.map((outcome) => outcome.kind))].filter(
    (kind) => !(RESULT_PAGES as readonly string[]).includes(kind),
  );
  return [...flowOrder(document.pages).filter((key) => key !== 'outcome'), win, lose, ...otherKinds, ...notices];
}

/** The scale that fits a device's width into the pane, never enlarging it. */
export function previewScale(device: PreviewDevice, paneWidth: number): number {
  if (paneWidth <= 0) return 1;
  return Math.min(1, paneWidth / PREVIEW_DEVICES[device].width);
}
