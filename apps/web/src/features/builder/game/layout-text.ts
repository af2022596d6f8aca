import type { TFunction } from 'i18next';

/**
 * A text of a settings layout. Layout keys are plain strings (packages/games knows no catalogue, so
 * they cannot be typed keys); layout-texts.test.ts checks that each one exists in the catalogue.
 */
export function layoutText(t: TFunction, key: string, values?: Record<string, unknown>): string {
  return (t as unknown as (key: string, values?: Record<string, unknown>) => string)(key, values);
}
