import type { CampaignDocument, Outcome } from '@gc/contracts/campaign-document';
import { firstPage, relinkPages } from '@gc/contracts/campaign-pages';

/** What the player shows for a page key: one of the flow's pages, an outcome, or a notice. */
export type PageView =
  | { kind: 'introduction' | 'register' | 'game' }
  /** The outcome page of the flow or a result page (win, lose or a game's own kind). */
  | { kind: 'outcome'; resultPage: string; outcome: Outcome | undefined }
  /** Result pages with only a title and a text. */
  | { kind: 'notice'; page: 'no-more-plays' | 'campaign-expired' };

const NOTICE_PAGES = ['no-more-plays', 'campaign-expired'] as const;
const RESULT_OUTCOME_KINDS = ['win', 'lose'];

function outcomesOf(document: CampaignDocument): Outcome[] {
  const outcomes = Array.isArray(document.outcomes) ? document.outcomes : [];
  return [...outcomes].sort((a, b) => a.orderNumber - b.orderNumber);
}

/**
 * The view of a page key. The flow's outcome page previews a win (the server picks the real result
 * when a player plays); win, lose and any outcome kind a game defines show that outcome. A key that
 * names no page the player can show (terms, a stale key) shows the start of the flow instead.
 */
export function resolveView(document: CampaignDocument, page: string): PageView {
  if (page === 'introduction' || page === 'register' || page === 'game') return { kind: page };
  const notice = NOTICE_PAGES.find((key) => key === page);
  if (notice) return { kind: 'notice', page: notice };
  const outcomes = outcomesOf(document);
  if (page === 'outcome') {
    const outcome = outcomes.find((candidate) => candidate.kind === 'win') ?? outcomes[0];
    return { kind: 'outcome', resultPage: outcome?.kind ?? 'win', outcome };
  }
  const outcome = outcomes.find((candidate) => candidate.kind === page);
  if (outcome || RESULT_OUTCOME_KINDS.includes(page)) return { kind: 'outcome', resultPage: page, outcome };
  const start = startPage(document);
  return start && start !== page ? resolveView(document, start) : { kind: 'game' };
}

/** The key of the first page a player sees, or null when the document has no page in its flow. */
export function startPage(document: CampaignDocument): string | null {
  return Array.isArray(document.pages) ? (firstPage(document.pages)?.key ?? null) : null;
}

/**
 * Where a page's button leads. Links are worked out from the pages' inclusion and order as relinkPages
 * does, so a working copy with stale links still flows. An excluded page (previewed on its own) leads
 * to the next included page after it; the end of the flow and every result page lead back to the start.
 */
export function nextPage(document: CampaignDocument, page: string): string | null {
  if (!Array.isArray(document.pages)) return null;
  const pages = relinkPages(document.pages);
  const position = pages.findIndex((candidate) => candidate.key === page);
  const current = pages[position];
  const isInFlow = current?.type === 'page' && current.included;
  const next = isInFlow
    ? current.nextPage
    : position === -1
      ? null
      : (pages.slice(position + 1).find((candidate) => candidate.type === 'page' && candidate.included)?.key ?? null);
  return next ?? startPage(document);
}
