import { randomBytes } from 'node:crypto';

/**
 * The public address segment of a campaign (/p/{slug}): readable from its name, made unique and
 * unguessable by a random suffix, so that a draft's address cannot be found by trying names.
 */
export function campaignSlug(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  const suffix = randomBytes(6)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x');
  return base ? `${base}-${suffix}` : suffix;
}
