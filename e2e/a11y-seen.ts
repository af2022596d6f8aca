import { createHash } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The builder's axe suite visits every page as every role, and most roles see the same main area on a
 * page (the account page's form, the support pages, a builder section). axe takes seconds per check, so
 * a part whose markup another test of this run has already checked, in the same language, is not
 * checked again. "The same" is the part's HTML with what differs between otherwise equal pages taken
 * out: the seeded names, generated ids and digits (dates, counts). Roles that see different controls
 * produce different HTML and are checked.
 *
 * Claims are directories under one folder per run (playwright.config.ts sets E2E_A11Y_SEEN_DIR before
 * the workers start), so two workers cannot both skip a part: mkdir succeeds for exactly one of them.
 * A check that finds violations gives its claim back, so its retry and every other role check it again.
 */
export type Seen = { claim(): boolean; release(): void };

// React's useId ("_r_1f_"), which Mantine also puts in class names of its inline styles.
const REACT_ID = /_r_[0-9a-z]+_|«r[0-9a-z]+»/g;
const GENERATED_VALUE = /\b(id|for|name|aria-labelledby|aria-describedby|aria-controls|aria-owns)="[^"]*"/g;

export async function seenBefore(page: Page, part: string, forget: readonly string[]): Promise<Seen> {
  const folder = process.env.E2E_A11Y_SEEN_DIR;
  if (!folder) return { claim: () => true, release: () => undefined };
  let normalised = await page.locator(part).evaluateAll(canonicalHtml);
  for (const value of forget) if (value) normalised = normalised.replaceAll(value, '«seed»');
  normalised = normalised.replace(GENERATED_VALUE, '$1=""').replace(REACT_ID, '_r_').replace(/\d+/g, '0');
  const claimed = join(folder, createHash('sha256').update(`${part}\n${normalised}`).digest('hex'));
  return {
    claim: () => {
      mkdirSync(folder, { recursive: true });
      try {
        mkdirSync(claimed);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      }
    },
    release: () => rmSync(claimed, { recursive: true, force: true }),
  };
}

/** The parts' markup with each element's attributes in name order: outerHTML keeps the order they were set in. */
function canonicalHtml(parts: Element[]): string {
  const out: string[] = [];
  const write = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) out.push(node.textContent ?? '');
    if (!(node instanceof Element)) return;
    const attributes = Array.from(node.attributes)
      .map((attribute) => `${attribute.name}="${attribute.value}"`)
      .sort();
    out.push(`<${node.localName} ${attributes.join(' ')}>`);
    node.childNodes.forEach(write);
    out.push(`</${node.localName}>`);
  };
  for (const part of parts) write(part);
  return out.join('');
}
