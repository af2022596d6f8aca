import type { CampaignDocument } from '@gc/contracts/campaign-document';
import { pageMeta } from '@gc/contracts/page-meta';
import { useEffect } from 'react';

/**
 * The tab's title and the description in the language the player sees: the server wrote the link's
 * (?lang=) or the default language's into the HTML (published-page.ts); the browser may have chosen
 * another. An empty text leaves what the page has.
 */
export function usePageMeta(document: CampaignDocument, language: string) {
  useEffect(() => {
    const { title, description } = pageMeta(document, language);
    if (title) window.document.title = title;
    if (!description) return;
    let meta = window.document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = window.document.createElement('meta');
      meta.name = 'description';
      window.document.head.append(meta);
    }
    meta.content = description;
  }, [document, language]);
}
