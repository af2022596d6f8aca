import { type CampaignDocument, REQUIRED_PAGES } from './campaign-document.ts';
import { relinkPages } from './campaign-pages.ts';
import type { Violation } from './envelope.ts';
import { DUPLICATE_LANGUAGE_TEXT } from './languages.ts';
import { isWebAddress, WEB_ADDRESS_TEXT } from './web-addresses.ts';

/**
 * The rules a document must keep beyond its shape: they span fields, so the schema cannot say them.
 * Each violation names the field the builder highlights.
 */
export function documentViolations(document: CampaignDocument): Violation[] {
  const violations: Violation[] = [];
  const { languages, defaultLanguage } = document.languageOptions;
  if (new Set(languages).size !== languages.length) {
    violations.push({ field: 'languageOptions.languages', message: DUPLICATE_LANGUAGE_TEXT });
  }
  if (!languages.includes(defaultLanguage)) {
    violations.push({
      field: 'languageOptions.defaultLanguage',
      message: 'The default language must be one of the languages',
    });
  }
  const keys = document.pages.map((page) => page.key);
  if (new Set(keys).size !== keys.length) violations.push({ field: 'pages', message: 'A page key is used twice' });
  for (const required of REQUIRED_PAGES) {
    const page = document.pages.find((p) => p.key === required);
    if (page && !page.included)
      violations.push({ field: `pages.${required}`, message: `The ${required} page cannot be left out` });
  }
  const relinked = relinkPages(document.pages);
  if (relinked.some((page, i) => page.nextPage !== document.pages[i].nextPage)) {
    violations.push({ field: 'pages', message: 'The page links do not follow the included pages' });
  }
  for (const [pageKey, { links }] of Object.entries(document.externalLinks)) {
    links.forEach(({ url }, index) => {
      if (url.trim() !== '' && !isWebAddress(url.trim())) {
        violations.push({ field: `externalLinks.${pageKey}.links.${index}.url`, message: WEB_ADDRESS_TEXT });
      }
    });
  }
  const outcomeIds = document.outcomes.map((outcome) => outcome.id);
  if (new Set(outcomeIds).size !== outcomeIds.length) {
    violations.push({ field: 'outcomes', message: 'Every outcome needs its own id' });
  }
  return violations;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * The merge of a saved change into the draft: objects merge key by key, anything else replaces,
 * arrays and null included. Unlike RFC 7386, null is a value (a cleared logo), not a removal: the
 * document's shape is fixed, so nothing is ever removed. Lists are sent whole, with ids on every
 * item (§5 Lists).
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isPlainObject(patch)) return patch;
  const result: Record<string, unknown> = isPlainObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    result[key] = mergePatch(result[key], value);
  }
  return result;
}

function isPlainObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
