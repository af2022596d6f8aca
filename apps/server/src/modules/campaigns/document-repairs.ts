import { uniqueLanguages } from '@gc/contracts/languages';

type StoredDocument = Record<string, unknown>;

/**
 * Before issue 9, creating a campaign with `languages: ["en", "en"]` was accepted; such a draft then
 * failed every save and publish ("A language is listed twice"). Each language is kept once, and each
 * page link list keeps the first link of each language, as the builder shows them.
 */
function withoutDuplicateLanguages(document: StoredDocument): StoredDocument {
  const options = document.languageOptions as { languages?: unknown } | undefined;
  if (!Array.isArray(options?.languages) || uniqueLanguages(options.languages).length === options.languages.length) {
    return document;
  }
  const externalLinks = Object.fromEntries(
    Object.entries((document.externalLinks ?? {}) as Record<string, { links?: unknown }>).map(([page, pageLinks]) => {
      if (!Array.isArray(pageLinks?.links)) return [page, pageLinks];
      const seen = new Set<unknown>();
      const links = pageLinks.links.filter((link: { languageId?: unknown }) => {
        if (seen.has(link?.languageId)) return false;
        seen.add(link?.languageId);
        return true;
      });
      return [page, { ...pageLinks, links }];
    }),
  );
  return {
    ...document,
    languageOptions: { ...options, languages: uniqueLanguages(options.languages) },
    externalLinks,
  };
}

/**
 * Repairs of stored documents that an earlier version of the code let through without changing the
 * document's version: each names what it repairs, runs on every read (so a draft, a template and a copy
 * are repaired alike and no write is needed), and returns an untouched document as it is. A document
 * version is not bumped for them: published releases are read by the schema's version, and these
 * drafts never became releases (publishing refused them).
 */
const DOCUMENT_REPAIRS: readonly ((document: StoredDocument) => StoredDocument)[] = [withoutDuplicateLanguages];

export function repairDocument(document: StoredDocument): StoredDocument {
  return DOCUMENT_REPAIRS.reduce((repaired, repair) => repair(repaired), document);
}
